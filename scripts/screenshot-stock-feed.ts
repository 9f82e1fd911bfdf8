/**
 * Screenshots of the stock feed's section of the import screen (/my-cars/import) in English and
 * Arabic at phone and desktop widths: the form of a dealership without a feed, a feed the server
 * could not read, a feed with its last runs (one failed, one's refused rows open), a feed paused
 * after its failed runs, and the question before removing it. Needs the production build running
 * on demo data with the bundled sign-in provider:
 *
 *   npx tsx scripts/screenshot-stock-feed.ts http://127.0.0.1:3177 /tmp/stock-feed-shots
 *
 * The feed's states are the server's answers as this script gives them (the demo dealership's
 * feed is paused, and its runs would take hours to fail three times): nothing is saved. Each shot is of
 * the section alone; prints horizontal overflow of the page and browser errors it sees. Not part
 * of the test suite.
 */
import type { Page, Route } from 'playwright-core';
import type { StockFeedRun, StockFeedState } from '#shared/schemas/stock-feed';
import { signInAs } from '../e2e/fixtures';
import { languages, screenshotKit, widths } from './screenshot-kit';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3177';
const outDir = process.argv[3] ?? '/tmp/stock-feed-shots';
const prefix = (language: string) => (language === 'ar' ? '/ar' : '');

const hour = 3_600_000;
const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * hour).toISOString();
const address = 'https://dms.nile-motors.example/exports/arabeya/stock-feed-2026.csv?token=8f3a1c';

const run = (hoursAgo: number, overrides: Partial<StockFeedRun>): StockFeedRun => ({
  id: `feed_${hoursAgo}`,
  startedAt: at(hoursAgo),
  finishedAt: at(hoursAgo - 0.01),
  status: 'done',
  counts: { rows: 19, add: 0, update: 0, unchanged: 19, refused: 0, sold: 0, relisted: 0 },
  failure: null,
  error: null,
  refused: [],
  ...overrides,
});

/** An active feed's last runs: changes with refused rows, a failure, quiet hours, the first. */
const runs: StockFeedRun[] = [
  run(0.2, {
    counts: { rows: 19, add: 3, update: 1, unchanged: 12, refused: 2, sold: 1, relisted: 0 },
    refused: [
      {
        line: 7,
        stockNumber: 'N-1187',
        problems: [{ field: 'make', reason: 'unknownMake', value: 'ترابانت' }],
      },
      {
        line: 15,
        stockNumber: null,
        problems: [
          { field: 'stockNumber', reason: 'required', value: '' },
          { field: 'price', reason: 'tooSmall', value: '-5', limit: 1 },
        ],
      },
    ],
  }),
  run(1.2, {
    status: 'failed',
    counts: {},
    failure: 'unreachable',
    error:
      'The address could not be reached: connect ETIMEDOUT dms.nile-motors.example:443 (after 30 s)',
  }),
  run(2.2, {}),
  run(26, {
    counts: { rows: 17, add: 1, update: 0, unchanged: 15, refused: 0, sold: 0, relisted: 1 },
  }),
  run(49, {
    counts: { rows: 16, add: 16, update: 0, unchanged: 0, refused: 0, sold: 0, relisted: 0 },
  }),
];

const active: StockFeedState = {
  feed: { url: address, everyHours: 1, status: 'active', failures: 0, nextRunAt: at(-0.8) },
  runs,
};
const paused: StockFeedState = {
  feed: { url: address, everyHours: 6, status: 'paused', failures: 3, nextRunAt: null },
  runs: [0.5, 6.5, 12.5].map((hoursAgo) =>
    run(hoursAgo, {
      status: 'failed',
      counts: {},
      failure: 'missingColumns',
      error:
        "The feed has no column for: price. Name its columns as an import's, or import one file of it and confirm the columns",
    }),
  ),
};

/** Answers the feed's state with what `state` gives, while it gives one; else the server does. */
async function answerFeed(page: Page, state: () => StockFeedState | null) {
  await page.route(
    (url) => url.pathname === '/api/v1/stock/feed',
    async (route: Route) => {
      const given = state();
      if (route.request().method() !== 'GET' || !given) return route.fallback();
      return route.fulfill({ json: given });
    },
  );
}

const kit = await screenshotKit(baseUrl, outDir);
for (const language of languages) {
  for (const width of widths) {
    const tag = `${language}-${width}`;
    const page = await kit.open(language, width);
    await signInAs(page, 'dealer@example.com');
    // The demo dealership's own feed is answered as none, for the form's shots.
    let state: StockFeedState | null = { feed: null, runs: [] };
    await answerFeed(page, () => state);
    const section = page.getByRole('region', { name: /^(Automatic feed|ملف المخزون التلقائي)$/ });
    // The header stays on top while the page scrolls: it would cover the section's shot.
    const sectionShot = async (name: string) => {
      await page.getByRole('banner').evaluate((header) => (header.style.position = 'static'));
      await section.screenshot({ path: `${outDir}/${name}-${tag}.png` });
    };
    const shoot = async (name: string) => {
      await kit.shot(page, `${name}-page-${tag}`);
      await sectionShot(name);
    };

    // No feed yet: what one is, and its form.
    await page.goto(`${prefix(language)}/my-cars/import`);
    const url = section.getByRole('textbox');
    await url.waitFor();
    await shoot('stock-feed-new');

    // Saving: the server reads the feed first (held here), then refuses it.
    let refuse: () => void = () => {};
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    await page.route(
      (address) => address.pathname === '/api/v1/stock/feed',
      async (route) => {
        if (route.request().method() !== 'PUT') return route.fallback();
        await refused;
        return route.fulfill({
          status: 400,
          json: {
            message:
              'The feed cannot be read: The address answered with status 404 (Not Found); check that it opens in a browser',
          },
        });
      },
    );
    await url.fill(address);
    await section.getByRole('button', { name: /^(Save|حفظ)$/ }).click();
    await section.getByRole('status').first().waitFor();
    await sectionShot('stock-feed-saving');
    refuse();
    await section.getByRole('alert').waitFor();
    await shoot('stock-feed-refused');

    // A feed with its last runs; the newest run's refused rows open.
    state = active;
    await page.reload();
    await section.getByRole('listitem').first().waitFor();
    await section
      .getByRole('button', { name: /Show the refused rows|عرض الصفوف المرفوضة/ })
      .click();
    await section.getByRole('table').waitFor();
    await shoot('stock-feed-runs');

    // Paused after three failed runs.
    state = paused;
    await page.reload();
    await section.getByRole('alert').waitFor();
    await shoot('stock-feed-paused');

    // The question before it is removed.
    await section.getByRole('button', { name: /^(Remove|إزالة)$/ }).click();
    await page.getByRole('alertdialog').waitFor();
    await kit.shot(page, `stock-feed-remove-${tag}`, false);
    await page.context().close();
  }
}
await kit.finish();
