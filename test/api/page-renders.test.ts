import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { carBody, seedTeam, signInAll } from '#test/car-write-fixtures';
import { buildTestApp, createTestApp, type TestApp } from '#test/db';

/*
 * The app's server-written pages (docs/decisions/148) with a stand-in for the web app's server
 * entry: each page it writes says how many cars the search API counts and how many pages it has
 * written, so what was written afresh and what was kept shows in the HTML.
 */
const entry = `
let apiFetch;
let written = 0;
export function setApiFetch(fetcher) {
  apiFetch = fetcher;
}
export async function renderPage(request) {
  written += 1;
  const answer = await apiFetch('/api/v1/car/search?pageSize=1', { method: 'GET' });
  const { total } = await answer.json();
  return {
    status: 200,
    head: '<title>' + total + ' cars</title>',
    body: { root: '<p>Page ' + written + ' of ' + request.language + '</p>', after: '' },
  };
}
`;
const indexHtml =
  '<!doctype html><html lang="en" dir="ltr"><head><!--page-head--><title>Arabeya</title><!--/page-head--></head><body><div id="root"></div></body></html>';

const pageNumber = (html: string) => Number(/<p>Page (\d+) of/.exec(html)?.[1]);
const carCount = (html: string) => Number(/<title>(\d+) cars<\/title>/.exec(html)?.[1]);

describe('server-written pages', () => {
  let dir: string;
  let t: TestApp;
  const settings = { SEARCH_CACHE_SECONDS: '60', RATE_LIMIT_PAGES_PER_MINUTE: '3' };
  let web: { webDir: string; pageRendererEntry: string };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-pages-'));
    web = { webDir: dir, pageRendererEntry: path.join(dir, 'entry-server.mjs') };
    await writeFile(path.join(dir, 'index.html'), indexHtml);
    await writeFile(web.pageRendererEntry, entry);
    t = await createTestApp('pglite', settings, web);
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await t.reset();
    // The search index takes the reset (a change of every car) now, not during a test's page.
    await t.app.inject({ url: '/api/v1/car/search' });
  });

  const page = (url: string, remoteAddress = '192.0.2.1', headers: Record<string, string> = {}) =>
    t.app.inject({ url, remoteAddress, headers });

  /** A dealership whose admin adds a car through the API. */
  async function addCar() {
    const dealer = await seedTeam(t.db, 'Nile Motors', {
      'admin@nile.test': ['admin', 'approved'],
    });
    const admin = (await signInAll(t.app, 'admin@nile.test'))('admin@nile.test');
    return () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/car',
        headers: admin.headers,
        payload: carBody(dealer.id),
      });
  }

  it('writes a page once for every visitor, and afresh once cars change', async () => {
    const add = await addCar();
    const first = await page('/car-grid?q=corolla');
    expect(first.statusCode).toBe(200);
    expect(carCount(first.body)).toBe(0);
    // Someone else, elsewhere, within the minute: the same page, not written again.
    const kept = await page('/car-grid?q=corolla', '198.51.100.4');
    expect(pageNumber(kept.body)).toBe(pageNumber(first.body));
    expect((await add()).statusCode).toBe(201);
    const fresh = await page('/car-grid?q=corolla', '198.51.100.4');
    expect(pageNumber(fresh.body)).toBe(pageNumber(first.body) + 1);
    expect(carCount(fresh.body)).toBe(1);
  });

  it("takes another process's change of cars from the change log, and writes the page afresh", async () => {
    // A second process on the same database, reading the change log every 20 ms, with its own
    // copy of the entry (a module keeps the app its pages ask).
    const otherEntry = path.join(dir, 'entry-server-other.mjs');
    await writeFile(otherEntry, entry);
    const other = await buildTestApp(
      t.db,
      t.jobs,
      t.mediaDir,
      { ...settings, SEARCH_SYNC_MS: '20' },
      undefined,
      { webDir: dir, pageRendererEntry: otherEntry },
    );
    try {
      const add = await addCar();
      const first = await other.app.inject({ url: '/dealers' });
      expect(carCount(first.body)).toBe(0);
      expect((await add()).statusCode).toBe(201);
      await vi.waitFor(
        async () => expect(carCount((await other.app.inject({ url: '/dealers' })).body)).toBe(1),
        { timeout: 5_000, interval: 50 },
      );
    } finally {
      await other.app.close();
    }
  });

  it('refuses a client more new pages a minute than the limit with a 429 page', async () => {
    const client = '2001:db8:aa:1::1';
    for (const q of ['a', 'b', 'c']) {
      expect((await page(`/car-grid?q=${q}`, client)).statusCode, q).toBe(200);
    }
    // A page kept is sent without counting; a new one is refused, to any address of the /64.
    expect((await page('/car-grid?q=a', client)).statusCode).toBe(200);
    const refused = await page('/ar/car-grid?q=d', '2001:db8:aa:1:ffff::9');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toContain('<html lang="ar" dir="rtl">');
    // Another client is not refused.
    expect((await page('/car-grid?q=d', '192.0.2.77')).statusCode).toBe(200);
  });

  it('lets a CDN keep an anonymous page briefly, and no cache a signed-in one', async () => {
    const anonymous = await page('/car-grid');
    expect(anonymous.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
    const token = await page('/car-grid', '192.0.2.2', { authorization: 'Bearer something' });
    expect(token.headers['cache-control']).toBe('private, no-store');
    const cookie = await page('/car-grid', '192.0.2.2', { cookie: 'session=abc; language=en' });
    expect(cookie.headers['cache-control']).toBe('private, no-store');
  });
});
