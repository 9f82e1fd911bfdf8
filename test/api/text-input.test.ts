import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAll } from '#test/car-write-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '#test/db';

describe.each(databaseKinds)('text with the NUL character on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('is refused with 400 wherever it is sent, and nothing is stored', async () => {
    const { headers } = (await signInAll(t.app, 'buyer@example.com'))('buyer@example.com');
    for (const request of [
      { url: `/api/v1/car/search?q=${encodeURIComponent('تويوتا\u0000')}` },
      { url: `/api/v1/car/suggest?q=${encodeURIComponent('\u0000')}` },
      { url: `/api/v1/dealer?q=${encodeURIComponent('nile\u0000')}` },
      {
        method: 'POST' as const,
        url: '/api/v1/saved-searches',
        headers,
        payload: { name: 'x', query: { make: 'kia\u0000' }, language: 'en' },
      },
      {
        method: 'POST' as const,
        url: '/api/v1/saved-searches',
        headers,
        payload: { name: 'x', query: { make: 'kia' }, language: 'en', ['a\u0000']: 1 },
      },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode, request.url).toBe(400);
      expect(response.json().message).toBe('Text must not contain the NUL character (U+0000)');
    }
    const saved = await t.app.inject({ url: '/api/v1/saved-searches', headers });
    expect(saved.json()).toEqual({ savedSearches: [] });
  });
});
