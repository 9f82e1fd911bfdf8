import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { NearbySearchAnswer } from '#shared/schemas/car';
import { setLanguage } from '../../../lib/i18n';
import type { CarSearchState } from '../lib/car-search-params';
import { NearbySearches } from './nearby-searches';

/** A search that found nothing: a Corolla of 2018 or 2019 in Maadi under a million, "sunroof". */
const search: CarSearchState = {
  q: 'sunroof',
  make: 'toyota',
  model: 'corolla',
  yearMin: 2018,
  yearMax: 2019,
  priceMax: 1_000_000,
  city: 'maadi',
  sort: 'newest',
  page: 1,
};
const rest = 'make=toyota&model=corolla';
const nearby: NearbySearchAnswer[] = [
  {
    change: 'widerYears',
    criteria: `${rest}&city=maadi&yearMin=2017&yearMax=2020&priceMax=1000000&q=sunroof`,
    total: 12,
    totalIsCapped: false,
  },
  {
    change: 'noPriceLimit',
    criteria: `${rest}&city=maadi&yearMin=2018&yearMax=2019&q=sunroof`,
    total: 1,
    totalIsCapped: false,
  },
  {
    change: 'wholeGovernorate',
    criteria: `${rest}&city=cairo&yearMin=2018&yearMax=2019&priceMax=1000000&q=sunroof`,
    total: 2,
    totalIsCapped: false,
  },
  {
    change: 'anyModel',
    criteria: 'make=toyota&city=maadi&yearMin=2018&yearMax=2019&priceMax=1000000&q=sunroof',
    total: 10_000,
    totalIsCapped: true,
  },
];
const moreOffers: NearbySearchAnswer[] = [
  { change: 'noWords', criteria: `${rest}&city=maadi`, total: 3, totalIsCapped: false },
  { change: 'anyPlace', criteria: rest, total: 40, totalIsCapped: false },
  { change: 'broader', criteria: 'make=toyota', total: 0, totalIsCapped: false },
  { change: 'anyMake', criteria: 'city=alexandria', total: 5, totalIsCapped: false },
];

const renderOffers = (offers: NearbySearchAnswer[], view: 'grid' | 'list' = 'grid') =>
  render(
    <MemoryRouter>
      <NearbySearches nearby={offers} search={search} view={view} />
    </MemoryRouter>,
  );

/** Each offer as its link reads: the change, then the count. */
const offers = () =>
  within(screen.getByRole('region'))
    .getAllByRole('link')
    .map((link) => [link.textContent?.replace(/\s/g, ' '), link.getAttribute('href')]);

describe('the searches offered when nothing is found', () => {
  it('names each change with its count, and links to the search at its address', () => {
    renderOffers(nearby);
    expect(screen.getByRole('region', { name: 'Close searches that find cars' })).toBeTruthy();
    expect(offers()).toEqual([
      [
        'Years 2017–202012 cars',
        '/car-grid?q=sunroof&make=toyota&model=corolla&yearMin=2017&yearMax=2020&priceMax=1000000&city=maadi',
      ],
      [
        'Without the price limit1 car',
        '/car-grid?q=sunroof&make=toyota&model=corolla&yearMin=2018&yearMax=2019&city=maadi',
      ],
      [
        'All of Cairo2 cars',
        '/car-grid?q=sunroof&make=toyota&model=corolla&yearMin=2018&yearMax=2019&priceMax=1000000&city=cairo',
      ],
      [
        'All Toyota models10,000+ cars',
        '/car-grid?q=sunroof&make=toyota&yearMin=2018&yearMax=2019&priceMax=1000000&city=maadi',
      ],
    ]);
  });

  it('keeps the view, and sends a search of one landing page to that page', () => {
    renderOffers(moreOffers, 'list');
    expect(offers()).toEqual([
      ['Without the words “sunroof”3 cars', '/car-list?make=toyota&model=corolla&city=maadi'],
      ['Anywhere in Egypt40 cars', '/car-list?make=toyota&model=corolla'],
      ['A broader search0 cars', '/car-list?make=toyota'],
      ['All makes5 cars', '/car-list?city=alexandria'],
    ]);
    cleanup();
    renderOffers(moreOffers.slice(1, 2));
    expect(offers()).toEqual([['Anywhere in Egypt40 cars', '/cars/toyota/corolla']]);
  });

  it('speaks Arabic, with Latin digits and the Arabic plural forms', async () => {
    await setLanguage('ar');
    try {
      renderOffers([...nearby, ...moreOffers.slice(0, 2)]);
      expect(screen.getByRole('region', { name: 'عمليات بحث قريبة فيها سيارات' })).toBeTruthy();
      expect(offers().map(([text]) => text)).toEqual([
        'موديلات 2017–202012 سيارة',
        'بدون حد السعرسيارة واحدة',
        'كل القاهرةسيارتان',
        'كل موديلات تويوتا10,000+ سيارة',
        'بدون الكلمات «sunroof»3 سيارات',
        'في أي مكان في مصر40 سيارة',
      ]);
    } finally {
      await setLanguage('en');
    }
  });

  it('shows nothing when nothing is offered', () => {
    const { container } = renderOffers([]);
    expect(container.textContent).toBe('');
  });
});
