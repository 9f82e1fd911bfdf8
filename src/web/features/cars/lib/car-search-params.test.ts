import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clearCarFilters,
  modelsOfMakes,
  parseCarSearchParams,
  searchYears,
  serializeCarSearch,
  toFacetsRequest,
  toSearchRequest,
  updateCarSearch,
  type CarSearchState,
} from './car-search-params';
import { vehicleNamesIn } from '#shared/reference/makes';

const parse = (query: string, language: 'en' | 'ar' = 'en') =>
  parseCarSearchParams(new URLSearchParams(query), vehicleNamesIn(language));

describe('car search params', () => {
  it('round-trips a full search through the URL', () => {
    const search: CarSearchState = {
      make: 'toyota',
      model: 'corolla',
      year: 2021,
      priceMin: 500_000,
      priceMax: 1_000_000,
      bodyStyle: 'sedan',
      transmission: 'automatic',
      fuelType: 'petrol',
      city: 'giza',
      condition: 'usedCar',
      sort: 'price-asc',
      page: 3,
    };
    const query = serializeCarSearch(search).toString();
    expect(query).toBe(
      'make=toyota&model=corolla&year=2021&priceMin=500000&priceMax=1000000&bodyStyle=sedan' +
        '&transmission=automatic&fuelType=petrol&city=giza&condition=usedCar&sort=price-asc&page=3',
    );
    expect(parse(query)).toEqual(search);
  });

  it('reads an empty URL as every car, newest first, page 1; and writes it back empty', () => {
    expect(parse('')).toEqual({ sort: 'newest', page: 1 });
    expect(serializeCarSearch({ sort: 'newest', page: 1 }).toString()).toBe('');
  });

  it('drops values that make no sense instead of failing', () => {
    expect(
      parse('year=All%20Years&priceMin=-5&priceMax=abc&condition=broken&sort=random&page=0&make='),
    ).toEqual({ sort: 'newest', page: 1 });
  });

  it("turns display names into keys: makes and models in the page's language", () => {
    expect(parse('make=Toyota&model=COROLLA&bodyStyle=SEDAN')).toEqual({
      make: 'toyota',
      model: 'corolla',
      bodyStyle: 'sedan',
      sort: 'newest',
      page: 1,
    });
    // تويوتا كورولا, and الجيزة (other reference lists are read in either language).
    const arabic =
      'make=%D8%AA%D9%88%D9%8A%D9%88%D8%AA%D8%A7&model=%D9%83%D9%88%D8%B1%D9%88%D9%84%D8%A7';
    const giza = '&city=%D8%A7%D9%84%D8%AC%D9%8A%D8%B2%D8%A9';
    expect(parse(arabic + giza, 'ar')).toMatchObject({
      make: 'toyota',
      model: 'corolla',
      city: 'giza',
    });
    expect(parse(giza)).toMatchObject({ city: 'giza' });
    // A make named in the other language stays as written: the server matches both languages.
    expect(parse(arabic).make).toBe('تويوتا');
  });

  it('keeps an unknown make as typed (the server matches names too)', () => {
    expect(parse('make=Trabant').make).toBe('Trabant');
  });

  it('goes back to page 1 and forgets the model when the make changes', () => {
    const search = parse('make=toyota&model=corolla&page=4&sort=price-desc');
    expect(updateCarSearch(search, { make: 'hyundai' })).toEqual({
      make: 'hyundai',
      sort: 'price-desc',
      page: 1,
    });
    expect(updateCarSearch(search, { year: 2020 })).toMatchObject({ model: 'corolla', page: 1 });
    expect(updateCarSearch(search, { make: undefined })).toEqual({ sort: 'price-desc', page: 1 });
  });

  it('clears the filters but keeps the sort', () => {
    const search = parse('make=toyota&city=cairo&sort=year-desc&page=2');
    expect(activeFilterCount(search)).toBe(2);
    expect(clearCarFilters(search)).toEqual({ sort: 'year-desc', page: 1 });
  });

  it('builds the API request from the search', () => {
    expect(toSearchRequest(parse('make=toyota&year=2020&page=2'), 24)).toEqual({
      make: 'toyota',
      year: 2020,
      sort: 'newest',
      page: 2,
      pageSize: 24,
    });
  });
});

describe('several places in the URL', () => {
  it('round-trips cities and governorates, comma-separated, in the order chosen', () => {
    const search: CarSearchState = {
      city: 'cairo,sheikhZayed,alexandria',
      sort: 'newest',
      page: 1,
    };
    const query = serializeCarSearch(search);
    expect(query.get('city')).toBe('cairo,sheikhZayed,alexandria');
    expect(parse(query.toString())).toEqual(search);
    expect(toSearchRequest(search, 24)).toMatchObject({ city: 'cairo,sheikhZayed,alexandria' });
  });

  it('reads places by name in either language, Arabic comma too, each once', () => {
    // القاهرة، الشيخ زايد, Cairo: the governorate, a city of Giza, the governorate again.
    expect(parse(`city=${encodeURIComponent('القاهرة، الشيخ زايد, Cairo')}`).city).toBe(
      'cairo,sheikhZayed',
    );
    expect(parse('city=Giza,,nowhere').city).toBe('giza,nowhere');
    expect(parse('city=,%20,').city).toBeUndefined();
  });
});

describe('the filters buyers of a big market expect', () => {
  it('round-trips several values, a year range, a mileage bound and words', () => {
    const search: CarSearchState = {
      q: 'corolla 2018',
      make: 'toyota,hyundai',
      yearMin: 2015,
      yearMax: 2020,
      mileageMax: 100_000,
      bodyStyle: 'suv,crossover',
      transmission: 'automatic,cvt',
      fuelType: 'petrol,hybrid',
      sort: 'newest',
      page: 2,
    };
    const query = serializeCarSearch(search);
    expect(query.toString()).toBe(
      'q=corolla+2018&make=toyota%2Chyundai&yearMin=2015&yearMax=2020&mileageMax=100000' +
        '&bodyStyle=suv%2Ccrossover&transmission=automatic%2Ccvt&fuelType=petrol%2Chybrid&page=2',
    );
    expect(parse(query.toString())).toEqual(search);
    expect(activeFilterCount(search)).toBe(12);
    expect(toFacetsRequest(search)).toEqual({
      q: 'corolla 2018',
      make: 'toyota,hyundai',
      yearMin: 2015,
      yearMax: 2020,
      mileageMax: 100_000,
      bodyStyle: 'suv,crossover',
      transmission: 'automatic,cvt',
      fuelType: 'petrol,hybrid',
    });
  });

  it('reads each of several names as its key, once, and a reversed year range in order', () => {
    expect(
      parse('bodyStyle=SUV,%D9%83%D8%B1%D9%88%D8%B3%20%D8%A3%D9%88%D9%81%D8%B1,suv'),
    ).toMatchObject({
      bodyStyle: 'suv,crossover',
    });
    expect(parse('yearMin=2022&yearMax=2016')).toMatchObject({ yearMin: 2016, yearMax: 2022 });
    expect(parse(`q=${'x'.repeat(201)}&mileageMax=-1`)).toEqual({ sort: 'newest', page: 1 });
  });

  it('lists models only for a single make, and forgets the model when the makes change', () => {
    const names = vehicleNamesIn('en');
    expect(modelsOfMakes(names, 'toyota')?.map((model) => model.key)).toContain('corolla');
    expect(modelsOfMakes(names, 'toyota,kia')).toBeUndefined();
    const search = parse('make=toyota&model=corolla');
    expect(updateCarSearch(search, { make: 'toyota,kia' })).toEqual({
      make: 'toyota,kia',
      sort: 'newest',
      page: 1,
    });
  });

  it('keeps a `year` link working and turns it into a range when the range changes', () => {
    const search = parse('year=2019');
    expect(searchYears(search)).toEqual({ from: 2019, to: 2019 });
    expect(updateCarSearch(search, { yearMin: 2017, yearMax: 2019 })).toEqual({
      yearMin: 2017,
      yearMax: 2019,
      sort: 'newest',
      page: 1,
    });
  });
});

describe('installment limits', () => {
  it('round-trips a down payment and a monthly limit, after the mileage, to the API too', () => {
    const search: CarSearchState = {
      mileageMax: 100_000,
      downPaymentMax: 200_000,
      monthlyMax: 10_000,
      bodyStyle: 'suv',
      sort: 'best-deal',
      page: 1,
    };
    const query = serializeCarSearch(search).toString();
    expect(query).toBe(
      'mileageMax=100000&downPaymentMax=200000&monthlyMax=10000&bodyStyle=suv&sort=best-deal',
    );
    expect(parse(query)).toEqual(search);
    expect(toFacetsRequest(search)).toEqual({
      mileageMax: 100_000,
      downPaymentMax: 200_000,
      monthlyMax: 10_000,
      bodyStyle: 'suv',
    });
    expect(toSearchRequest(search, 24)).toMatchObject({
      downPaymentMax: 200_000,
      sort: 'best-deal',
    });
  });

  it('ignores limits that are not whole pounds', () => {
    expect(
      parse('downPaymentMax=abc&monthlyMax=-5&downPaymentMax=1e6').downPaymentMax,
    ).toBeUndefined();
    expect(parse('downPaymentMax=12.5&monthlyMax=-5')).toEqual({ sort: 'newest', page: 1 });
    expect(parse('monthlyMax=99999999999999999999')).toEqual({ sort: 'newest', page: 1 });
    expect(parse('monthlyMax=%20')).toEqual({ sort: 'newest', page: 1 });
  });

  it('counts each limit as a filter, goes back to page 1 on a change, and clears them', () => {
    const search = parse('downPaymentMax=300000&monthlyMax=15000&page=4');
    expect(activeFilterCount(search)).toBe(2);
    expect(updateCarSearch(search, { monthlyMax: undefined })).toEqual({
      downPaymentMax: 300_000,
      sort: 'newest',
      page: 1,
    });
    expect(clearCarFilters(search)).toEqual({ sort: 'newest', page: 1 });
  });
});
