import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache';
import { registerWeb } from './web';

const secret = 'not for the web';
/** The bytes of an icon file: its header is enough here. */
const icon = Buffer.from([0, 0, 1, 0, 1, 0]);
const script = `console.log(${JSON.stringify('arabeya '.repeat(400))});`;
let webDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'arabeya-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><!--page-head--><title>Arabeya</title><!--/page-head--><div id="root"></div></html>',
  );
  await writeFile(path.join(webDir, 'favicon.ico'), icon);
  // A file beside the web folder that no URL may reach.
  await writeFile(path.join(webDir, '..', `${path.basename(webDir)}-secret.txt`), secret);
  const asset = path.join(webDir, 'assets', 'app-abc123.js');
  await writeFile(asset, script);
  await writeFile(`${asset}.gz`, gzipSync(script));
  await writeFile(`${asset}.br`, brotliCompressSync(script));
  app = Fastify();
  await app.register(fastifyCookie);
  await registerWeb(app, webDir);
});

afterAll(async () => {
  await app.close();
  await rm(webDir, { recursive: true, force: true });
  await rm(path.join(webDir, '..', `${path.basename(webDir)}-secret.txt`));
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('the built SPA', () => {
  it('sends a hashed asset brotli-compressed, else gzipped, else as is, cached for a year', async () => {
    const brotli = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);

    const gzip = await get('/assets/app-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers index.html, never cached, for app paths; 404 JSON for unknown assets and API paths', async () => {
    const page = await get('/car-grid?make=toyota', 'gzip, br');
    expect(page.statusCode).toBe(200);
    // Written per request, so compressed per request.
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Arabeya</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const head = await app.inject({ method: 'HEAD', url: '/dealers' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.body).toBe('');

    for (const url of ['/assets/missing-123.js', '/api/v1/nothing']) {
      const missing = await get(url);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Not found' });
    }
  });

  it("answers the favicon at /favicon.ico and at the Arabic pages' /ar/favicon.ico", async () => {
    for (const url of ['/favicon.ico', '/ar/favicon.ico']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(
        /^image\/(x-icon|vnd\.microsoft\.icon)$/,
      );
      expect(response.rawPayload.equals(icon), url).toBe(true);
    }
  });

  it('answers each page in the language of its address, lang and dir set', async () => {
    const english = await get('/car-grid');
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    const arabic = await get('/ar/car-grid?make=toyota');
    expect(arabic.statusCode).toBe(200);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.headers.vary).toMatch(/cookie/);
    expect((await get('/ar')).body).toContain('<html lang="ar" dir="rtl">');
  });

  it("sends a visitor to the page in the language they chose, else their browser's", async () => {
    const redirect = (url: string, headers: Record<string, string>) =>
      app.inject({ method: 'GET', url, headers });
    const chosenArabic = await redirect('/car-grid?make=toyota', { cookie: 'language=ar' });
    expect(chosenArabic.statusCode).toBe(302);
    expect(chosenArabic.headers.location).toBe('/ar/car-grid?make=toyota');
    const chosenEnglish = await redirect('/ar/dealers', {
      cookie: 'language=en',
      'accept-language': 'ar-EG,ar',
    });
    expect(chosenEnglish.headers.location).toBe('/dealers');
    const browserArabic = await redirect('/', { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' });
    expect(browserArabic.headers.location).toBe('/ar');
    // A crawler sends neither: it gets the address it asked for.
    expect((await redirect('/ar/dealers', {})).statusCode).toBe(200);
    expect((await redirect('/dealers', {})).statusCode).toBe(200);
  });

  it('sends a visitor to a page of this site only, however many slashes the path starts with', async () => {
    for (const [from, headers, to] of [
      ['/ar//evil.example/path', { cookie: 'language=en' }, '/evil.example/path'],
      ['/ar///evil.example/path?x=1', { cookie: 'language=en' }, '/evil.example/path?x=1'],
      ['/ar/\\evil.example', { cookie: 'language=en' }, '/evil.example'],
      ['/ar/%5Cevil.example', { cookie: 'language=en' }, '/%5Cevil.example'],
      ['//evil.example/path', { cookie: 'language=ar' }, '/ar/evil.example/path'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url: from, headers });
      expect(response.statusCode, from).toBe(302);
      expect(response.headers.location, from).toBe(to);
    }
  });

  it('sends an address with a trailing slash to the one without, for good (301)', async () => {
    for (const [from, to] of [
      ['/car-grid/?make=toyota', '/car-grid?make=toyota'],
      ['/ar/', '/ar'],
      ['/dealers//', '/dealers'],
      ['//evil.example/', '/evil.example'],
    ]) {
      const response = await get(from!);
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
  });

  it('never answers a file outside the web folder, however the path is spelled', async () => {
    const outside = `${path.basename(webDir)}-secret.txt`;
    for (const url of [
      `/../${outside}`,
      `/%2e%2e/${outside}`,
      `/assets/..%2f..%2f${outside}`,
      `/assets/%2e%2e/%2e%2e/${outside}`,
      `/..%5c${outside}`,
      `/assets/./../../${outside}`,
      `//..//${outside}`,
    ]) {
      const response = await get(url);
      expect(response.body, url).not.toContain(secret);
      expect([200, 400, 403, 404], url).toContain(response.statusCode);
    }
  });
});

describe('pages written on the server', () => {
  let pagesApp: FastifyInstance;
  const written: string[] = [];
  let refuseAfter = Infinity;
  let counted = 0;
  const cache = createPageCache(60);

  beforeAll(async () => {
    pagesApp = Fastify();
    await pagesApp.register(fastifyCookie);
    await registerWeb(pagesApp, webDir, {
      renderer: {
        renderPage: async (request) => {
          written.push(`${request.language} ${request.path}${request.search}`);
          return {
            status: 200,
            head: `<title>Page ${written.length}</title>`,
            body: { root: `<p>${request.path}</p>`, after: '' },
          };
        },
      },
      origin: 'http://arabeya.test',
      cache,
      limitRenders: async () => ((counted += 1) > refuseAfter ? 42 : undefined),
    });
  });
  afterAll(() => pagesApp.close());
  beforeEach(() => {
    cache.clear();
    written.length = 0;
    counted = 0;
    refuseAfter = Infinity;
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    pagesApp.inject({ url, headers });

  it('writes a page once for everyone asking for it within the moment it is kept', async () => {
    const first = await page('/car-grid?q=corolla');
    const again = await page('/car-grid?q=corolla', { 'user-agent': 'someone else' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(written).toEqual(['en /car-grid?q=corolla']);
    // Another query or language is another page.
    await page('/car-grid?q=civic');
    await page('/ar/car-grid?q=corolla');
    expect(written).toHaveLength(3);
    // A change of cars empties the cache: the page is written afresh.
    cache.clear();
    const fresh = await page('/car-grid?q=corolla');
    expect(fresh.body).toContain('<title>Page 4</title>');
  });

  it('counts only the pages it writes against the limit, and answers 429 over it', async () => {
    refuseAfter = 2;
    expect((await page('/car-grid?q=1')).statusCode).toBe(200);
    expect((await page('/car-grid?q=2')).statusCode).toBe(200);
    // A page kept is sent without counting.
    expect((await page('/car-grid?q=1')).statusCode).toBe(200);
    const refused = await page('/ar/car-grid?q=3');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('42');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain('<html lang="ar" dir="rtl">');
    expect(written).toHaveLength(2);
    expect(counted).toBe(3);
  });

  it('lets a CDN keep a page briefly, unless the request may be someone’s own', async () => {
    for (const headers of [{}, { cookie: 'language=en' }] as Record<string, string>[]) {
      const anonymous = await page('/car-grid', headers);
      expect(anonymous.headers['cache-control']).toBe(
        'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
      );
      expect(anonymous.headers.vary).toBe('cookie, accept-language, accept-encoding');
    }
    for (const headers of [
      { authorization: 'Bearer token' },
      { cookie: 'language=en; session=abc' },
      { cookie: 'arabeya_oidc=xyz' },
    ] as Record<string, string>[]) {
      const personal = await page('/car-grid', headers);
      expect(personal.statusCode).toBe(200);
      expect(personal.headers['cache-control'], JSON.stringify(headers)).toBe('private, no-store');
    }
    // A redirect to the visitor's language is theirs alone too.
    const redirect = await page('/car-grid', { cookie: 'language=ar; session=abc' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers['cache-control']).toBe('private, no-store');
  });
});
