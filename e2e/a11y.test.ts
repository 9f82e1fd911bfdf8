import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarSearchResponse } from '#shared/schemas/car';
import type { DealerListResponse } from '#shared/schemas/dealer';
import { baseURL, browser, openPage, useBrowser } from './browser';
import { demoAccounts, signedInPage, storedSession } from './fixtures';

useBrowser();

const languages = ['en', 'ar'] as const;
type Language = (typeof languages)[number];
/** The phone width the audit was made at (docs/decisions/114). */
const width = 390;

/**
 * Serious and critical violations fail. So does `heading-order`, moderate to axe but flagged by
 * Lighthouse too: screen-reader users move through a page by its headings.
 */
const failingImpacts = new Set(['serious', 'critical']);
const alsoFailingRules = new Set(['heading-order']);
const fails = (violation: Result) =>
  failingImpacts.has(violation.impact ?? '') || alsoFailingRules.has(violation.id);

const describeViolation = (violation: Result) =>
  `${violation.id} (${violation.impact}): ${violation.help}\n` +
  violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n');

/**
 * Waits until the screen shows its content, not its loading state: a top heading is there, and
 * no spinner, skeleton or busy region is visible.
 */
async function waitForContent(page: Page) {
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[aria-busy="true"], .animate-pulse, .animate-spin')].every(
      (element) => !element.checkVisibility(),
    ),
  );
}

async function violationsOf(page: Page, path: string) {
  await page.goto(path);
  await waitForContent(page);
  // Legacy mode runs axe in the page itself instead of finishing in a second, blank page; with
  // details of violations only, that takes a third of the time. The app has no iframes, the one
  // thing legacy mode would miss.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations.filter(fails).map(describeViolation);
}

const api = async <T>(path: string): Promise<T> =>
  (await fetch(baseURL() + path)).json() as Promise<T>;

/** Ids of real records, looked up once the server runs. */
const ids = { car: '', dealer: '', dealersCar: '' };

/** `name` is the route; `path` is known once the ids are. `account` signs in first. */
const screens: { name: string; path: () => string; account?: string }[] = [
  { name: '/', path: () => '/' },
  { name: '/car-grid', path: () => '/car-grid' },
  { name: '/car-list', path: () => '/car-list' },
  { name: '/car-details/:id', path: () => `/car-details/${ids.car}` },
  { name: '/dealers', path: () => '/dealers' },
  { name: '/dealer/:id', path: () => `/dealer/${ids.dealer}` },
  { name: '/login', path: () => '/login' },
  { name: '/favourites', path: () => '/favourites' },
  { name: '/compare', path: () => `/compare?ids=${ids.car},${ids.dealersCar}` },
  { name: 'an unknown path', path: () => '/no-such-page' },
  ...[
    '/my-account',
    '/my-team',
    '/my-cars',
    '/my-cars/import',
    '/add-car',
    '/saved-searches',
    '/my-leads',
  ].map((path) => ({
    name: path,
    path: () => path,
    account: demoAccounts.dealer.email,
  })),
  {
    name: '/operator/reports',
    path: () => '/operator/reports',
    account: demoAccounts.operator.email,
  },
  {
    name: '/edit-car/:carId',
    path: () => `/edit-car/${ids.dealersCar}`,
    account: demoAccounts.dealer.email,
  },
  { name: '/my-access', path: () => '/my-access', account: demoAccounts.pending.email },
];

/** One page per account and language, signed in once and reused by that account's screens. */
const pages = new Map<string, Promise<Page>>();
function pageOf(browser: Browser, language: Language, account?: string) {
  const key = `${account ?? 'visitor'}:${language}`;
  let page = pages.get(key);
  if (!page) {
    page = account
      ? signedInPage(browser, account, { language, width })
      : openPage(browser, { language, width });
    pages.set(key, page);
  }
  return page;
}

beforeAll(async () => {
  const { cars } = await api<CarSearchResponse>('/api/v1/car/search?pageSize=1');
  ids.car = Object.keys(cars)[0] ?? '';
  const { dealers } = await api<DealerListResponse>('/api/v1/dealer');
  ids.dealer = dealers[0]?.id ?? '';
  // The dealer demo account runs the first dealership; edit one of its own cars.
  const { user } = await storedSession(await pageOf(browser, 'en', demoAccounts.dealer.email));
  const dealersCars = await api<CarSearchResponse>(
    `/api/v1/car/search?pageSize=1&dealer=${user.dealer_access[0]?.dealerId ?? ''}`,
  );
  ids.dealersCar = Object.keys(dealersCars.cars)[0] ?? '';
  for (const [record, id] of Object.entries(ids)) expect(id, record).not.toBe('');
});

afterAll(async () => {
  for (const page of pages.values()) await (await page).context().close();
});

describe.each(languages)('axe at 390 px in %s', (language) => {
  it.each(screens)('has no serious or critical violation on $name', async ({ path, account }) => {
    const page = await pageOf(browser, language, account);
    expect((await violationsOf(page, path())).join('\n'), path()).toBe('');
  });
});
