import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { governorates } from '#shared/reference/cities';
import { makes } from '#shared/reference/makes';
import { carSearchResponseSchema } from '#shared/schemas/car';
import { seedDemoData } from '#server/demo/seed-demo';
import { createTestApp, type TestApp } from '#test/db';

/*
 * The quick start's demo market searched as buyers type: whatever a line names, the market
 * having it or not, the answer is cars or a nearby search with cars (docs/decisions/181).
 */

describe('typed searches on the demo market', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    await seedDemoData(t.db, t.storage, t.config.storageBasePath);
  });
  afterAll(() => t.close());

  it('never answers 0 cars without a way on, for every make and model in every language', async () => {
    let withoutCars = 0;
    for (const [index, make] of makes.entries()) {
      const model = make.models[index % make.models.length];
      const place = governorates[index % governorates.length]!;
      for (const line of [
        `${make.ar} ${model?.ar ?? ''} في ${place.ar} تحت 200 ألف موديل 2025`,
        `${make.en} ${model?.en ?? ''} in ${place.en} 1995-1996`,
      ]) {
        const response = await t.app.inject({
          url: `/api/v1/car/search?q=${encodeURIComponent(line)}`,
        });
        expect(response.statusCode, line).toBe(200);
        const answer = carSearchResponseSchema.parse(response.json());
        if (answer.total > 0) continue;
        withoutCars += 1;
        expect(answer.nearby?.length, line).toBeGreaterThan(0);
        for (const offer of answer.nearby ?? []) expect(offer.total, line).toBeGreaterThan(0);
      }
    }
    // The lines are narrow enough that most find nothing: the offers are what is tested.
    expect(withoutCars).toBeGreaterThan(makes.length);
  });
});
