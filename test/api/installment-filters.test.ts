import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installmentPlan } from '#shared/rules/installments';
import { downPaymentLimits, monthlyLimits } from '#shared/reference/finance';
import { carFacetsSchema, carSearchResponseSchema } from '#shared/schemas/car';
import { createTestApp, databaseKinds, type TestApp } from '#test/db';
import { insertCar, insertDealer } from '#test/factories';

const terms = { downPaymentPercent: 20, termMonths: 48, annualRatePercent: 18 };
const prices = [180_000, 420_000, 655_000, 890_000, 1_250_000, 2_400_000, 5_100_000];

describe.each(databaseKinds)('installment limits in the search on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      FINANCE_DOWN_PAYMENT_PERCENT: String(terms.downPaymentPercent),
      FINANCE_TERM_MONTHS: String(terms.termMonths),
      FINANCE_ANNUAL_RATE_PERCENT: String(terms.annualRatePercent),
    });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    const dealer = await insertDealer(t.db);
    for (const price of prices) await insertCar(t.db, dealer.id, { price });
    await insertCar(t.db, dealer.id, { price: 100_000, status: 'sold' });
  });

  const search = async (query: string) => {
    const response = await t.app.inject({ url: `/api/v1/car/search?pageSize=50&${query}` });
    expect(response.statusCode, response.body).toBe(200);
    const body = carSearchResponseSchema.parse(response.json());
    return Object.values(body.cars)
      .map((car) => car.price)
      .sort((a, b) => a - b);
  };

  it('keeps the cars whose plan on the configured terms is within the buyer’s limits', async () => {
    for (const monthly of [5_000, 12_000, 30_000]) {
      expect(await search(`monthlyMax=${monthly}`)).toEqual(
        prices.filter((price) => installmentPlan(price, terms).monthly <= monthly),
      );
    }
    expect(await search('downPaymentMax=180000')).toEqual(
      prices.filter((price) => installmentPlan(price, terms).downPayment <= 180_000),
    );
    // With the other criteria, the lower bound wins.
    expect(await search('monthlyMax=30000&priceMax=700000&priceMin=400000')).toEqual([
      420_000, 655_000,
    ]);
    expect(await search('monthlyMax=30000&downPaymentMax=100000')).toEqual([180_000, 420_000]);
    // The counts beside the filters see the same cars.
    const facets = await t.app.inject({ url: '/api/v1/car/facets?monthlyMax=12000' });
    expect(facets.json().total.count).toBe(
      prices.filter((price) => installmentPlan(price, terms).monthly <= 12_000).length,
    );
    // Each option of the two filters is counted with the other criteria kept (here a price
    // floor), its own limit in place of the chosen one.
    const counted = await t.app.inject({
      url: '/api/v1/car/facets?priceMin=400000&monthlyMax=12000&downPaymentMax=500000',
    });
    const { facets: byOption } = carFacetsSchema.parse(counted.json());
    const countOf = (limit: number, within: (price: number) => boolean) =>
      prices.filter((price) => price >= 400_000 && within(price)).length;
    for (const limit of monthlyLimits) {
      const expected = countOf(
        limit,
        (price) =>
          installmentPlan(price, terms).monthly <= limit &&
          installmentPlan(price, terms).downPayment <= 500_000,
      );
      const entry = byOption.monthly.find((option) => option.value === String(limit));
      expect([limit, entry?.count ?? 0]).toEqual([limit, expected]);
    }
    for (const limit of downPaymentLimits) {
      const expected = countOf(
        limit,
        (price) =>
          installmentPlan(price, terms).downPayment <= limit &&
          installmentPlan(price, terms).monthly <= 12_000,
      );
      const entry = byOption.downPayment.find((option) => option.value === String(limit));
      expect([limit, entry?.count ?? 0]).toEqual([limit, expected]);
    }
  });

  it('refuses limits that are not whole non-negative pounds with 400', async () => {
    for (const query of ['monthlyMax=-1', 'monthlyMax=lots', 'downPaymentMax=1.5']) {
      const response = await t.app.inject({ url: `/api/v1/car/search?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });
});
