import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { partStarts } from '#server/modules/seo/sitemap-lists';
import { createTestApp, databaseKinds, type TestApp } from '#test/db';
import { insertCar, insertDealer } from '#test/factories';

const schema = (name: string) =>
  readFile(new URL(`../fixtures/sitemap/${name}`, import.meta.url), 'utf8');

async function expectValid(xml: string, schemaName: 'sitemap.xsd' | 'siteindex.xsd') {
  const result = await validateXML({
    xml: { fileName: 'document.xml', contents: xml },
    schema: { fileName: schemaName, contents: await schema(schemaName) },
  });
  expect(result.errors, xml.slice(0, 500)).toEqual([]);
  expect(result.valid).toBe(true);
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe.each(databaseKinds)('robots.txt and the sitemap on %s', (kind) => {
  let t: TestApp;
  const origin = 'http://arabeya.test';

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const get = async (url: string) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    return response.body;
  };

  it('robots.txt keeps crawlers out of the API and the signed-in screens, and names the sitemap', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/api/',
      '/my-',
      '/add-car',
      '/edit-car/',
      '/login',
      '/ar/my-',
      '/ar/login',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /car-details/');
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it('indexes its parts, and the parts list every active car and dealer in both languages', async () => {
    const dealer = await insertDealer(t.db, { name: 'Nile Motors', nameAr: 'نايل موتورز' });
    // Later than the dealer's creation, so the dealer's page changed with it.
    const edited = new Date(Date.now() + 3_600_000);
    const active = await insertCar(t.db, dealer.id, {
      updated_at: edited,
      make: 'toyota',
      model: 'Corolla',
      city: 'newCairo',
      body_style: 'suv',
    });
    // Not on sale: no landing page of BMW, Sedan or Giza is listed for them.
    const sold = await insertCar(t.db, dealer.id, { status: 'sold', make: 'bmw', city: 'giza' });
    const draft = await insertCar(t.db, dealer.id, { status: 'draft', body_style: 'sedan' });

    const index = await get('/sitemap.xml');
    await expectValid(index, 'siteindex.xsd');
    expect(locs(index)).toEqual([
      `${origin}/sitemap/pages.xml`,
      `${origin}/sitemap/cars-1.xml`,
      `${origin}/sitemap/dealers-1.xml`,
    ]);

    const pages = await get('/sitemap/pages.xml');
    await expectValid(pages, 'sitemap.xsd');
    const landings = [
      '/cars/toyota',
      '/cars/toyota/corolla',
      '/cars/in/cairo',
      '/cars/in/new-cairo',
      '/cars/body/suv',
    ];
    expect(locs(pages)).toEqual(
      ['/', '/car-grid', '/dealers', ...landings]
        .flatMap((path) => [path, path === '/' ? '/ar' : `/ar${path}`])
        .map((path) => `${origin}${path}`),
    );

    const cars = await get('/sitemap/cars-1.xml');
    await expectValid(cars, 'sitemap.xsd');
    expect(locs(cars)).toEqual([
      `${origin}/car-details/${active.id}`,
      `${origin}/ar/car-details/${active.id}`,
    ]);
    expect(cars).toContain(`<lastmod>${edited.toISOString()}</lastmod>`);
    expect(cars).not.toContain(sold.id);
    expect(cars).not.toContain(draft.id);

    const dealers = await get('/sitemap/dealers-1.xml');
    await expectValid(dealers, 'sitemap.xsd');
    expect(locs(dealers)).toEqual([
      `${origin}/dealer/${dealer.id}/nile-motors`,
      `${origin}/ar/dealer/${dealer.id}/nile-motors`,
    ]);
    expect(dealers).toContain(`<lastmod>${edited.toISOString()}</lastmod>`);
  });

  it("lists a dealer named in Arabic alone at its Arabic name's address", async () => {
    const dealer = await insertDealer(t.db, { name: null, nameAr: 'نايل موتورز' });
    const dealers = await get('/sitemap/dealers-1.xml');
    await expectValid(dealers, 'sitemap.xsd');
    const slug = encodeURIComponent('نايل-موتورز');
    expect(locs(dealers)).toEqual([
      `${origin}/dealer/${dealer.id}/${slug}`,
      `${origin}/ar/dealer/${dealer.id}/${slug}`,
    ]);
  });

  it('lists a car added after the parts were counted', async () => {
    const dealer = await insertDealer(t.db);
    await get('/sitemap.xml');
    const added = await insertCar(t.db, dealer.id);
    expect(locs(await get('/sitemap/cars-1.xml'))).toContain(`${origin}/car-details/${added.id}`);
  });

  it('cuts a list into parts by id, each a range read on its own', async () => {
    const dealer = await insertDealer(t.db);
    const ids: string[] = [];
    for (let index = 0; index < 5; index++) ids.push((await insertCar(t.db, dealer.id)).id);
    ids.sort();
    const starts = await partStarts(t.db, 'cars', 2);
    expect(starts.map((start) => start.firstId)).toEqual([ids[0], ids[2], ids[4]]);
  });

  it('answers 404 to a part that is not there, and gzip to a client that takes it', async () => {
    for (const url of ['/sitemap/cars-2.xml', '/sitemap/cars-0.xml', '/sitemap/other.xml']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
    const response = await t.app.inject({
      url: '/sitemap/pages.xml',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    await expectValid(gunzipSync(response.rawPayload).toString('utf8'), 'sitemap.xsd');
  });
});
