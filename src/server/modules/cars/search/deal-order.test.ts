import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mileageBandOf } from '#shared/reference/fair-price';
import { compareCars, resolveCarFilter } from '#shared/rules/car-filter';
import { build, bruteFairPrices, bruteQuantile, generate } from './testing/index-cars';

describe('Fair prices in the index', () => {
  // Few models and years, so that most cars have five comparables or more.
  const crowded = (count: number, seed: number) =>
    generate(count, seed).map(({ indexed, oracle }, n) => {
      // Every 40th car a model of its own: it has no comparables.
      const model = n % 40 === 0 ? `one-off ${n}` : ['corolla', 'elantra', 'tucson'][n % 3]!;
      const year = 2018 + (n % 4);
      const make = n % 6 < 3 ? 'toyota' : 'hyundai';
      return {
        indexed: { ...indexed, make, model, year },
        oracle: { ...oracle, make, model, firstRegistration: year },
      };
    });

  it('gives every car the band of its comparables, as a brute-force count finds it', () => {
    const generated = crowded(1200, 41);
    const index = build(generated.map((car) => car.indexed));
    const expected = bruteFairPrices(generated.map((car) => car.oracle));
    expect(expected.filter((car) => car.fairPrice).length).toBeGreaterThan(900);
    expect(expected.some((car) => !car.fairPrice)).toBe(true);
    for (const car of expected)
      expect([car.id, index.fairPrice(car.id)]).toEqual([car.id, car.fairPrice]);
  });

  it('keeps the bands and the best-deal order right as cars are added, changed and sold', () => {
    const generated = crowded(450, 43);
    const index = build(generated.slice(0, 300).map((car) => car.indexed));
    const live = new Map(generated.slice(0, 300).map((car) => [car.oracle.id, car]));
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ pick: fc.nat(449), action: fc.constantFrom('upsert', 'reprice', 'remove') }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.integer({ min: 1, max: 3 }),
        (steps, page) => {
          for (const { pick, action } of steps) {
            const car = generated[pick]!;
            if (action === 'remove') {
              index.remove(car.oracle.id);
              live.delete(car.oracle.id);
            } else {
              const price = action === 'reprice' ? car.oracle.price + 50_000 : car.oracle.price;
              const changed = {
                indexed: { ...car.indexed, price },
                oracle: { ...car.oracle, price },
              };
              index.upsert(changed.indexed);
              live.set(car.oracle.id, changed);
            }
            // A read between changes settles the bands: the order must take each car once.
            index.fairPrice(car.oracle.id);
          }
          const expected = bruteFairPrices([...live.values()].map((car) => car.oracle));
          for (const car of expected) expect(index.fairPrice(car.id)).toEqual(car.fairPrice);
          const ordered = expected.sort(compareCars('best-deal'));
          const found = index.search(resolveCarFilter({}), 'best-deal', page, 20);
          expect(found.ids).toEqual(ordered.slice((page - 1) * 20, page * 20).map((car) => car.id));
        },
      ),
      { numRuns: 40, seed: 7 },
    );
  }, 60_000);

  it('walks the best-deal order past 10,000 matches, kept right through changes', () => {
    const generated = crowded(10_050, 49);
    const index = build(generated.map((car) => car.indexed));
    const live = new Map(generated.map((car) => [car.oracle.id, car.oracle]));
    const random = fc.sample(fc.nat(10_049), { numRuns: 40, seed: 3 });
    for (const [step, pick] of random.entries()) {
      const { indexed, oracle } = generated[pick]!;
      if (step % 5 === 0) {
        index.remove(oracle.id);
        live.delete(oracle.id);
      } else {
        const price = Math.round(oracle.price * (1 - step / 100));
        index.upsert({ ...indexed, price });
        live.set(oracle.id, { ...oracle, price });
      }
      // Reads between changes settle the bands; the order must still take each car once.
      index.fairPrice(oracle.id);
    }
    const expected = [...live.values()]
      .map((car) => ({ ...car, fairPrice: index.fairPrice(car.id) }))
      .sort(compareCars('best-deal'))
      .map((car) => car.id);
    for (const page of [1, 3]) {
      const found = index.search(resolveCarFilter({}), 'best-deal', page, 20);
      expect(found.totalIsCapped).toBe(true);
      expect(found.ids).toEqual(expected.slice((page - 1) * 20, page * 20));
    }
  });

  it('answers the band of a car being priced, and none for a model nobody sells', () => {
    const generated = crowded(300, 45);
    const index = build(generated.map((car) => car.indexed));
    const [car] = generated;
    const comparables = generated
      .map((each) => each.oracle)
      .filter(
        (other) =>
          other.make === car!.oracle.make &&
          other.model === car!.oracle.model &&
          Math.abs(other.firstRegistration - car!.oracle.firstRegistration) <= 1 &&
          mileageBandOf(other.mileage) === mileageBandOf(car!.oracle.mileage),
      )
      .map((other) => other.price)
      .sort((a, b) => a - b);
    const band = index.marketBand({
      make: car!.oracle.make,
      model: 'Corolla',
      year: car!.oracle.firstRegistration,
      mileage: car!.oracle.mileage ?? 0,
    });
    if (car!.oracle.model === 'corolla') {
      expect(band).toEqual({
        low: Math.round(bruteQuantile(comparables, 0.25)),
        median: Math.round(bruteQuantile(comparables, 0.5)),
        high: Math.round(bruteQuantile(comparables, 0.75)),
        count: comparables.length,
      });
    }
    expect(index.marketBand({ make: 'toyota', model: 'supra', year: 2019, mileage: 0 })).toBeNull();
  });

  it("lists a car's comparables, cheapest first, without the car", () => {
    const generated = crowded(300, 47);
    const index = build(generated.map((car) => car.indexed));
    const id = generated[0]!.oracle.id;
    const details = index.fairPriceDetails(id);
    expect(details.fairPrice).toEqual(index.fairPrice(id));
    expect(details.comparables.length).toBe(details.fairPrice?.count ?? 0);
    const prices = details.comparables.map((car) => car.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(index.fairPriceDetails('car_unknown')).toEqual({ fairPrice: null, comparables: [] });
  });
});
