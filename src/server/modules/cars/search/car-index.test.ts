import { describe, expect, it } from 'vitest';
import { resolveCarFilter } from '#shared/rules/car-filter';
import { build, generate } from './testing/index-cars';

describe('CarIndex', () => {
  const generated = generate(2, 11);

  it('follows cars as they are added, changed and taken out', () => {
    const live = build([]);
    const [first, second] = generated;
    live.upsert(first!.indexed);
    live.upsert(second!.indexed);
    live.upsert({ ...first!.indexed, price: 1, make: 'kia' });
    live.remove(second!.indexed.id);
    live.remove('car_unknown');
    const all = resolveCarFilter({});
    expect(live.search(all, 'newest', 1, 10)).toEqual({
      ids: [first!.indexed.id],
      total: 1,
      totalIsCapped: false,
    });
    expect(live.search(resolveCarFilter({ make: 'kia' }), 'price-asc', 1, 10).ids).toEqual([
      first!.indexed.id,
    ]);
    expect(live.search(resolveCarFilter({ make: first!.indexed.make }), 'newest', 1, 10)).toEqual(
      first!.indexed.make === 'kia'
        ? { ids: [first!.indexed.id], total: 1, totalIsCapped: false }
        : { ids: [], total: 0, totalIsCapped: false },
    );
    expect(live.size).toBe(1);
    expect(live.deadRows).toBe(2);
    expect(live.popularMakes(5)).toEqual([{ key: 'kia', count: 1 }]);
    // A count kept since it was asked changes with the cars it counts.
    const kias = resolveCarFilter({ make: 'kia' });
    expect(live.count(kias).total).toBe(1);
    live.upsert({ ...second!.indexed, make: 'kia' });
    expect(live.count(kias).total).toBe(2);
    live.remove(first!.indexed.id);
    expect(live.count(kias).total).toBe(1);
  });

  it('finds the cars of a word search asked again after cars came, changed and went', () => {
    const live = build([]);
    const [first, second] = generated;
    const warranty = resolveCarFilter({ q: 'warranty' });
    const found = () => live.search(warranty, 'newest', 1, 10).ids.sort();
    live.upsert({ ...first!.indexed, description: 'agency warranty' });
    expect(found()).toEqual([first!.indexed.id]);
    live.upsert({ ...second!.indexed, description: 'warranty left' });
    expect(found()).toEqual([first!.indexed.id, second!.indexed.id].sort());
    live.upsert({ ...first!.indexed, description: 'agency' });
    expect(found()).toEqual([second!.indexed.id]);
    expect(live.facets(warranty).total.count).toBe(1);
    live.remove(second!.indexed.id);
    expect(found()).toEqual([]);
    expect(live.facets(warranty).total.count).toBe(0);
  });
});
