import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { carSchema, type Car } from '#shared/schemas/car';
import { newId } from '#server/lib/ids';
import { createTestApp, type TestApp } from '#test/db';
import { insertCar, insertDealer } from '#test/factories';

// The first HTML of each public page, as a search engine or a link preview reads it: the
// production build's pages, written by the app in-process on a database of the test's own.
const origin = 'http://arabeya.test';

interface FirstHtml {
  status: number;
  html: string;
  lang: string | undefined;
  dir: string | undefined;
  title: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
  alternates: Record<string, string>;
  meta: Record<string, string>;
  jsonLd: Record<string, unknown>[];
}

const unescape = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

function readHead(status: number, html: string): FirstHtml {
  const head = html.slice(0, html.indexOf('</head>'));
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  const tags = (name: string) => head.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];
  const meta: Record<string, string> = {};
  for (const tag of tags('meta')) {
    const key = attribute(tag, 'name') ?? attribute(tag, 'property');
    const content = attribute(tag, 'content');
    if (key && content !== undefined) meta[key] = unescape(content);
  }
  const alternates: Record<string, string> = {};
  for (const tag of tags('link').filter((tag) => tag.includes('rel="alternate"'))) {
    alternates[attribute(tag, 'hreflang')!] = unescape(attribute(tag, 'href')!);
  }
  const html_ = tags('html')[0] ?? '';
  return {
    status,
    html,
    lang: attribute(html_, 'lang'),
    dir: attribute(html_, 'dir'),
    title: unescape(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: meta.description,
    canonical: tags('link')
      .filter((tag) => tag.includes('rel="canonical"'))
      .map((tag) => unescape(attribute(tag, 'href')!))[0],
    alternates,
    meta,
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    ),
  };
}

describe('the first HTML of the public pages', () => {
  let t: TestApp;
  let dealer: Awaited<ReturnType<typeof insertDealer>>;
  let car: Car;

  const page = async (url: string) => {
    const response = await t.app.inject({ url });
    return readHead(response.statusCode, response.body);
  };

  /** Each address answers 404, kept out of search engines. */
  async function expectNotFound(urls: string[]) {
    for (const url of urls) {
      const missing = await page(url);
      expect(missing.status, url).toBe(404);
      expect(missing.meta.robots, url).toBe('noindex');
    }
  }

  beforeAll(async () => {
    t = await createTestApp(
      'pglite',
      { PUBLIC_URL: origin },
      {
        webDir: path.resolve('dist/web'),
        pageRendererEntry: path.resolve('dist/ssr/entry-server.js'),
      },
    );
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    await t.reset();
    dealer = await insertDealer(t.db, {
      name: 'Nile Motors',
      nameAr: 'نايل موتورز',
      city: 'alexandria',
    });
    const row = await insertCar(t.db, dealer.id, {
      make: 'toyota',
      model: 'corolla',
      first_registration: 2018,
      price: 875_000,
      city: 'alexandria',
      mileage: 64_000,
    });
    const pictureId = newId('pic');
    await t.db
      .insertInto('car_pictures')
      .values({
        id: pictureId,
        car_id: row.id,
        position: 0,
        name: 'front.jpg',
        file_key: `cars/${row.id}/front.jpg`,
        thumbnail_key: `cars/${row.id}/front-og.jpg`,
        variants: JSON.stringify(
          [320, 480].map((width) => ({ width, key: `cars/${row.id}/front-w${width}.webp` })),
        ),
      })
      .execute();
    const response = await t.app.inject({ url: `/api/v1/car/${row.id}` });
    car = carSchema.parse(response.json());
  });

  it('writes a car page its own head in English: title, description, alternates, og picture', async () => {
    const head = await page(`/car-details/${car.id}`);
    expect(head.status).toBe(200);
    expect([head.lang, head.dir]).toEqual(['en', 'ltr']);
    // Intl writes a no-break space between the currency and the amount.
    expect(head.title).toBe(
      'Toyota Corolla 2018 for sale in Alexandria, EGP\u00a0875,000 · Arabeya',
    );
    expect(head.description).toContain('Toyota Corolla 2018');
    expect(head.description).toContain('64,000 km');
    expect(head.description).toContain('Nile Motors');
    expect(head.canonical).toBe(`${origin}/car-details/${car.id}`);
    expect(head.alternates).toEqual({
      en: `${origin}/car-details/${car.id}`,
      ar: `${origin}/ar/car-details/${car.id}`,
      'x-default': `${origin}/car-details/${car.id}`,
    });
    expect(head.meta['og:image']).toBe(`${origin}${car.pictures.og!.url}`);
    expect(head.meta['og:image:width']).toBe('803');
    expect(head.meta['og:image:height']).toBe('493');
    expect(head.meta['og:title']).toBe(head.title);
    expect(head.meta['twitter:card']).toBe('summary_large_image');
  });

  it("describes the car as JSON-LD: a Car with an Offer in EGP, sold by the dealer's AutoDealer", async () => {
    const { jsonLd } = await page(`/car-details/${car.id}`);
    const data = jsonLd.find((entry) => entry['@type'] === 'Car');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Toyota Corolla 2018',
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: 'Corolla',
      vehicleModelDate: String(car.firstRegistration),
      mileageFromOdometer: { value: car.mileage, unitCode: 'KMT' },
      offers: {
        '@type': 'Offer',
        price: car.price,
        priceCurrency: 'EGP',
        availability: 'https://schema.org/InStock',
        seller: {
          '@type': 'AutoDealer',
          name: 'Nile Motors',
          url: `${origin}/dealer/${dealer.id}/nile-motors`,
          address: {
            '@type': 'PostalAddress',
            addressLocality: 'Alexandria',
            addressCountry: 'EG',
          },
        },
      },
    });
    const trail = jsonLd.find((entry) => entry['@type'] === 'BreadcrumbList');
    expect(trail?.itemListElement).toHaveLength(3);
  });

  it('writes the Arabic page in Arabic, right to left, at its own address', async () => {
    const head = await page(`/ar/car-details/${car.id}`);
    expect(head.status).toBe(200);
    expect([head.lang, head.dir]).toEqual(['ar', 'rtl']);
    expect(head.title).toContain('تويوتا');
    expect(head.title).toContain('الإسكندرية');
    expect(head.title).toMatch(/· عربية$/);
    expect(head.canonical).toBe(`${origin}/ar/car-details/${car.id}`);
    expect(head.alternates['x-default']).toBe(`${origin}/car-details/${car.id}`);
    const data = head.jsonLd.find((entry) => entry['@type'] === 'Car');
    expect(data).toMatchObject({ offers: { price: car.price, priceCurrency: 'EGP' } });
  });

  it('answers 410 for a sold car, still with its page; 404 for an unknown car, dealer or path', async () => {
    await t.db.updateTable('cars').set({ status: 'sold' }).where('id', '=', car.id).execute();
    const sold = await page(`/car-details/${car.id}`);
    expect(sold.status).toBe(410);
    expect(sold.jsonLd.find((entry) => entry['@type'] === 'Car')).toMatchObject({
      offers: { availability: 'https://schema.org/SoldOut' },
    });
    // Sold, not for sale: in its title and in what a shared link shows, in both languages.
    expect(sold.title).toBe('Toyota Corolla 2018 in Alexandria, sold · Arabeya');
    expect(sold.meta['og:title']).toBe(sold.title);
    expect(sold.description).toContain('Sold by Nile Motors in Alexandria');
    const soldInArabic = await page(`/ar/car-details/${car.id}`);
    expect(soldInArabic.status).toBe(410);
    expect(soldInArabic.title).toBe('تويوتا كورولا\u200f 2018 في الإسكندرية، مباعة · عربية');
    expect(soldInArabic.description).toContain('بيعت لدى نايل موتورز في الإسكندرية');
    for (const head of [sold, soldInArabic]) {
      expect(head.title).not.toMatch(/for sale|للبيع/);
      expect(head.meta['twitter:title']).toBe(head.title);
    }
    await expectNotFound([
      '/car-details/car_nothing',
      '/dealer/dlr_nothing',
      '/no-such-page',
      '/ar/car-grid/x',
    ]);
    expect((await page('/no-such-page')).title).toBe('Page not found · Arabeya');
  });

  it('writes a dealer page as an AutoDealer with its address and number of cars', async () => {
    for (const language of ['en', 'ar'] as const) {
      const prefix = language === 'ar' ? '/ar' : '';
      const head = await page(`${prefix}/dealer/${dealer.id}/nile-motors`);
      expect(head.status).toBe(200);
      expect(head.title).toBe(
        language === 'en'
          ? 'Nile Motors, car dealer in Alexandria · Arabeya'
          : 'نايل موتورز، معرض سيارات في الإسكندرية · عربية',
      );
      expect(head.description).toContain(language === 'en' ? '1 car for sale' : 'سيارة واحدة');
      expect(head.canonical).toBe(`${origin}${prefix}/dealer/${dealer.id}/nile-motors`);
      expect(head.jsonLd[0]).toMatchObject({
        '@type': 'AutoDealer',
        name: language === 'en' ? 'Nile Motors' : 'نايل موتورز',
        address: { '@type': 'PostalAddress', addressCountry: 'EG' },
      });
    }
  });

  it("sends a dealer page's old address, or one with another name, to its own (301)", async () => {
    const moved: [string, string][] = [
      [`/dealer/${dealer.id}`, `/dealer/${dealer.id}/nile-motors`],
      [
        `/dealer/${dealer.id}/old-name?sort=priceAsc`,
        `/dealer/${dealer.id}/nile-motors?sort=priceAsc`,
      ],
      [`/ar/dealer/${dealer.id}`, `/ar/dealer/${dealer.id}/nile-motors`],
      [
        `/ar/dealer/${dealer.id}/${encodeURIComponent('نايل')}`,
        `/ar/dealer/${dealer.id}/nile-motors`,
      ],
    ];
    for (const [from, to] of moved) {
      const response = await t.app.inject({ url: from });
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
    // Named in Arabic alone: its address keeps the Arabic letters.
    const arabic = await insertDealer(t.db, { name: null, nameAr: 'الإسكندرية موتورز' });
    const slug = encodeURIComponent('الإسكندرية-موتورز');
    const response = await t.app.inject({ url: `/dealer/${arabic.id}` });
    expect(response.headers.location).toBe(`/dealer/${arabic.id}/${slug}`);
    const head = await page(`/dealer/${arabic.id}/${slug}`);
    expect(head.status).toBe(200);
    expect(head.canonical).toBe(`${origin}/dealer/${arabic.id}/${slug}`);
  });

  it("gives a listing card's picture its small WebP sizes for the card's width, fetched first", async () => {
    const { html } = await page('/car-grid');
    // HTML attributes are case-insensitive; React writes them as they are in JSX (srcSet).
    const main = html.slice(html.indexOf('<main')).toLowerCase();
    const picture = /<img\b[^>]*srcset="[^"]*"[^>]*>/.exec(main)?.[0];
    expect(picture).toContain(`/media/cars/${car.id.toLowerCase()}/front-w320.webp 320w,`);
    expect(picture).toContain(`/media/cars/${car.id.toLowerCase()}/front-w480.webp 480w`);
    expect(picture).toContain('sizes="(min-width: 1280px) 300px, (min-width: 640px) 45vw, 128px"');
    expect(picture).toContain('fetchpriority="high"');
  });

  it('names a listing by its filters and lists its cars as an ItemList', async () => {
    const head = await page('/car-grid?make=toyota&city=alexandria');
    expect(head.status).toBe(200);
    expect(head.title).toBe('Cars for sale: Toyota, Alexandria · Arabeya');
    expect(head.description).toMatch(/^1 car for sale: Toyota, Alexandria\./);
    expect(head.canonical).toBe(`${origin}/car-grid?make=toyota&city=alexandria`);
    const list = head.jsonLd.find((entry) => entry['@type'] === 'ItemList');
    expect(list?.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        url: `${origin}/car-details/${car.id}`,
        name: 'Toyota Corolla 2018',
      },
    ]);
    const arabic = await page('/ar/car-grid');
    expect(arabic.title).toBe('سيارات للبيع · عربية');
    expect(arabic.description).toMatch(/^سيارة واحدة للبيع/);
  });

  it('names the order and the page of the listings when they are not the first ones, in both languages', async () => {
    const sorted = await page('/car-grid?make=toyota&sort=price-asc&page=2');
    expect(sorted.title).toBe('Cars for sale: Toyota, cheapest first, page 2 · Arabeya');
    expect(sorted.meta['og:title']).toBe(sorted.title);
    expect((await page('/car-list?page=3')).title).toBe('Cars for sale, page 3 · Arabeya');
    expect((await page('/car-grid?sort=newest&page=1')).title).toBe('Cars for sale · Arabeya');
    // A landing page keeps its heading first.
    expect((await page('/cars/toyota?sort=year-desc')).title).toBe(
      'Toyota cars for sale in Egypt, newest year first · Arabeya',
    );

    const arabic = await page('/ar/car-grid?sort=best-deal&page=2');
    expect(arabic.title).toBe('سيارات للبيع، أفضل الصفقات أولًا، صفحة 2 · عربية');
    expect((await page('/ar/cars/in/alexandria?page=2')).title).toBe(
      'سيارات للبيع في الإسكندرية، صفحة 2 · عربية',
    );
  });

  it("keeps a search of a visitor's words out of search engines, its canonical the search without them, in both languages", async () => {
    // Words that name no criterion: they stay the words of the search (typed text naming one moves
    // to the structured address, e2e/search-box.test.ts).
    const words = encodeURIComponent('clean fabrica call');
    const english = await page(`/car-grid?q=${words}&make=toyota&city=alexandria`);
    expect(english.status).toBe(200);
    expect(english.meta.robots).toBe('noindex');
    expect(english.canonical).toBe(`${origin}/car-grid?make=toyota&city=alexandria`);
    expect(english.alternates.ar).toBe(`${origin}/ar/car-grid?make=toyota&city=alexandria`);
    const list = english.jsonLd.find((entry) => entry['@type'] === 'ItemList');
    expect(list?.url).toBe(`${origin}/car-grid?make=toyota&city=alexandria`);
    const arabic = await page(`/ar/car-grid?q=${words}`);
    expect(arabic.meta.robots).toBe('noindex');
    expect(arabic.canonical).toBe(`${origin}/ar/car-grid`);
    // The words on a landing page: its canonical is the landing page itself.
    const landing = await page(`/cars/toyota?q=${words}`);
    expect(landing.meta.robots).toBe('noindex');
    expect(landing.canonical).toBe(`${origin}/cars/toyota`);
    const dealers = await page('/ar/dealers?q=nile');
    expect(dealers.meta.robots).toBe('noindex');
    expect(dealers.canonical).toBe(`${origin}/ar/dealers`);
    // Without words, a search is a page of the site.
    for (const url of ['/car-grid?make=toyota&city=alexandria', '/ar/car-grid', '/dealers']) {
      expect((await page(url)).meta.robots, url).toBeUndefined();
    }
  });

  it('writes landing pages of a model, a place and a body style, in both languages, linked from home and the listings', async () => {
    const model = await page('/cars/toyota/corolla');
    expect(model.status).toBe(200);
    expect(model.title).toBe('Toyota Corolla for sale in Egypt · Arabeya');
    expect(model.description).toMatch(/^1 car for sale\. Every Toyota Corolla on sale/);
    expect(model.canonical).toBe(`${origin}/cars/toyota/corolla`);
    expect(model.alternates.ar).toBe(`${origin}/ar/cars/toyota/corolla`);
    expect(model.html).toMatch(/<h1[^>]*>Toyota Corolla for sale in Egypt<\/h1>/);
    expect(model.html).toContain(`href="/car-details/${car.id}"`);
    const crumbs = model.jsonLd.find((entry) => entry['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement).toMatchObject([
      { name: 'Home' },
      { name: 'Cars', item: `${origin}/car-grid` },
      { name: 'Toyota', item: `${origin}/cars/toyota` },
      { name: 'Corolla', item: `${origin}/cars/toyota/corolla` },
    ]);

    const place = await page('/ar/cars/in/alexandria');
    expect(place.status).toBe(200);
    expect(place.lang).toBe('ar');
    expect(place.title).toBe('سيارات للبيع في الإسكندرية · عربية');
    expect(place.canonical).toBe(`${origin}/ar/cars/in/alexandria`);
    expect(place.alternates.en).toBe(`${origin}/cars/in/alexandria`);

    const empty = await page('/cars/body/convertible');
    expect(empty.status).toBe(200);
    expect(empty.title).toBe('Convertible cars for sale in Egypt · Arabeya');
    expect(empty.description).toMatch(/^0 cars for sale\./);

    // The search a landing page is, opened on the listings, names the landing page as its own.
    expect((await page('/car-grid?make=toyota')).canonical).toBe(`${origin}/cars/toyota`);
    expect((await page('/car-grid?make=toyota&priceMax=900000')).canonical).toBe(
      `${origin}/cars/toyota?priceMax=900000`,
    );

    expect((await page('/')).html).toContain('href="/cars/body/suv"');
    expect((await page('/ar')).html).toContain('href="/ar/cars/in/alexandria"');
    const listings = (await page('/car-grid')).html;
    expect(listings).toContain('href="/cars/toyota"');
    expect(listings).toContain('href="/cars/in/alexandria"');
    expect((await page('/cars/toyota')).html).toContain('href="/cars/toyota/corolla"');
  });

  it('answers 404 with the moved screen for a landing page of a name it does not know, 301 for /cars', async () => {
    await expectNotFound([
      '/cars/no-such-make',
      '/cars/toyota/golf',
      '/ar/cars/in/paris',
      '/cars/body/boat',
    ]);
    expect((await page('/cars/toyota/golf')).html).toContain(
      'This page has moved or does not exist',
    );
    // The landing pages' parent is the listings.
    for (const [from, to] of [
      ['/cars', '/car-grid'],
      ['/ar/cars?make=toyota', '/ar/car-grid?make=toyota'],
    ]) {
      const response = await t.app.inject({ url: from });
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
  });

  it('serves the icon the build draws at /favicon.ico and /ar/favicon.ico', async () => {
    for (const url of ['/favicon.ico', '/ar/favicon.ico']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(
        /^image\/(x-icon|vnd\.microsoft\.icon)$/,
      );
      // An icon file (type 1) of PNG images, the first where its entry says.
      const ico = response.rawPayload;
      expect(ico.readUInt16LE(2), url).toBe(1);
      expect(ico.readUInt16LE(4), url).toBeGreaterThan(0);
      const first = ico.readUInt32LE(6 + 12);
      const image = await sharp(ico.subarray(first, first + ico.readUInt32LE(6 + 8))).metadata();
      expect([image.format, image.width], url).toEqual(['png', 16]);
    }
  });

  it('gives home and the dealers their own titles, and keeps signed-in screens out of search', async () => {
    const home = await page('/');
    expect(home.title).toBe('Arabeya · New and used cars in Egypt');
    expect(home.canonical).toBe(`${origin}/`);
    expect(home.jsonLd[0]).toMatchObject({ '@type': 'WebSite' });
    expect((await page('/ar')).title).toBe('عربية · سيارات جديدة ومستعملة في مصر');
    expect((await page('/dealers')).title).toBe('Car dealers in Egypt · Arabeya');
    const signedIn = await page('/my-cars');
    expect(signedIn.status).toBe(200);
    expect(signedIn.meta.robots).toBe('noindex');
    expect(signedIn.canonical).toBeUndefined();
  });

  it('links the language switch to a page of this site, however many slashes the path starts with', async () => {
    // `//car-grid` would be the site at the host "car-grid".
    const switchOf = (html: string, language: string) =>
      new RegExp(`<a\\b[^>]*hreflang="${language}"[^>]*>`, 'i').exec(html)?.[0] ?? '';
    const arabic = await page('/ar//car-grid');
    expect(arabic.status).toBe(200);
    expect(switchOf(arabic.html, 'en')).toContain('href="/car-grid"');
    const english = await page('//car-grid');
    expect(switchOf(english.html, 'ar')).toContain('href="/ar/car-grid"');
    for (const { html } of [arabic, english, await page('/ar//evil.example/path')]) {
      expect(html).not.toMatch(/(href|content)="\/\/[^/]/);
    }
  });

  it("preloads the web font's subset of the page's language only", async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link\b[^>]*rel="preload"[^>]*href="[^"]*\/(cairo-[a-z]+)-[^"]*"/g)].map(
        (match) => match[1],
      );
    expect(preloads((await page('/car-grid')).html)).toEqual(['cairo-latin']);
    expect(preloads((await page('/ar/car-grid')).html)).toEqual(['cairo-arabic']);
  });

  it('offers a web app manifest with home-screen icons of the sizes it names', async () => {
    expect((await page('/')).html).toContain(
      '<link rel="manifest" href="/manifest.webmanifest" />',
    );
    const response = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    const manifest = response.json<{
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    }>();
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', '512x512']);
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const file = await t.app.inject({ url: icon.src });
      expect(file.statusCode, icon.src).toBe(200);
      const { width, height, format } = await sharp(file.rawPayload).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(format).toBe('png');
    }
  });
});
