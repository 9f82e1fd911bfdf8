import { AxeBuilder } from '@axe-core/playwright';
import { errors, type Browser, type Locator, type Page } from 'playwright-core';
import { openPage } from './browser';
import { splitLanguage } from '#shared/rules/site-paths';

/** The demo accounts of the bundled sign-in provider (src/server/demo). */
export const demoAccounts = {
  dealer: { email: 'dealer@example.com', name: 'Karim Dealer' },
  manager: { email: 'manager@example.com', name: 'Mona Manager' },
  employee: { email: 'employee@example.com', name: 'Omar Employee' },
  pending: { email: 'pending@example.com', name: 'Pakinam Pending' },
  user: { email: 'user@example.com', name: 'Youssef User' },
  operator: { email: 'operator@example.com', name: 'Olfat Operator' },
} as const;

let sequence = 0;
/** An e-mail no test has used yet (the e2e server is shared by every file of a run). */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${(sequence += 1)}@example.com`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Signs in the way a person does: on /login, "Sign in with Google" opens the provider in a
 * popup; a demo account is picked (or the e-mail typed, with `name`), the popup closes, and the
 * page goes on to its return path. Starts from /login unless the page is already there.
 */
export async function signInAs(page: Page, email: string, options: { name?: string } = {}) {
  // The page's path in either language (`/ar/login` is the login page in Arabic).
  const pageOf = (url: string | URL) => splitLanguage(new URL(url).pathname).path;
  if (pageOf(page.url()) !== '/login') await page.goto('/login');
  // "Sign in with Google" in English, "الدخول بحساب Google" in Arabic.
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: /Google/ }).click(),
  ]);
  const closed = popup.waitForEvent('close');
  await popup.waitForLoadState('domcontentloaded');
  const demo = popup.getByRole('button', { name: new RegExp(escapeRegExp(email)) });
  if ((await demo.count()) > 0) {
    await demo.click();
  } else {
    await popup.getByLabel('E-mail').fill(email);
    if (options.name) await popup.getByLabel('Name').fill(options.name);
    await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
  }
  await closed;
  await page.waitForURL((url) => pageOf(url) !== '/login');
}

/** A fresh browser context (own storage), signed in as `email`. */
export async function signedInPage(
  browser: Browser,
  email: string,
  options: { name?: string; width?: number; language?: 'en' | 'ar' } = {},
): Promise<Page> {
  const page = await openPage(browser, options);
  await signInAs(page, email, options);
  return page;
}

/** The signed-in user's token and dealerships, as the app keeps them. */
export async function storedSession(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('token') ?? '',
    user: JSON.parse(localStorage.getItem('user') ?? 'null') as {
      dealer_access: { dealerId: string }[];
    },
  }));
}

/** The header's account menu button of the signed-in user (desktop widths). */
export const accountMenu = (page: Page, name: string) =>
  page.getByRole('button', { name: `Account menu of ${name}` });

/**
 * Repeats `attempt` until it ends without a timeout, for at most a minute. On a busy machine a
 * person's tap or click is sometimes lost (a menu of a page still settling after sign-in closed
 * again before the click; a tap the page answered after Chromium's 500 ms long-press delay,
 * taken for a long press), and a person tries again: so does the test.
 */
async function retryWhileTimingOut(attempt: () => Promise<void>) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await attempt();
      return;
    } catch (error) {
      if (!(error instanceof errors.TimeoutError) || Date.now() > deadline) throw error;
    }
  }
}

async function openMenu(toggle: Locator) {
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** Opens a menu with its `toggle` button (again, if found closed) and clicks `target` in it. */
export const clickInMenu = (toggle: Locator, target: Locator) =>
  retryWhileTimingOut(async () => {
    await openMenu(toggle);
    await target.click({ timeout: 5_000 });
  });

/** Opens a menu with its `toggle` button (again, if found closed) until `target` shows in it. */
export const showInMenu = (toggle: Locator, target: Locator) =>
  retryWhileTimingOut(async () => {
    await openMenu(toggle);
    await target.waitFor({ timeout: 5_000 });
  });

/** Taps `photo` (again, while nothing opened) until `viewer` is shown. */
export const tapUntilShown = (photo: Locator, viewer: Locator) =>
  retryWhileTimingOut(async () => {
    if ((await viewer.count()) === 0) await photo.tap({ timeout: 5_000 });
    await viewer.waitFor({ timeout: 5_000 });
  });

/** Opens the header's account menu and follows its link named `link`. */
export const followAccountMenu = (page: Page, name: string, link: string) =>
  clickInMenu(accountMenu(page, name), page.getByRole('banner').getByRole('link', { name: link }));

/**
 * A car the demo dealer lists through the API: a 2021 Hyundai of `model` (a name no other test
 * uses) for EGP 640,000, without pictures. Answers its id and the dealer's signed-in page and
 * token; take the car down afterwards, as a car without pictures must not lead the listings
 * other tests read.
 */
export async function listDemoCar(browser: Browser, model: string) {
  const dealer = await signedInPage(browser, demoAccounts.dealer.email);
  const { token, user } = await storedSession(dealer);
  const created = await dealer.request.post('/api/v1/car', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      dealerId: user.dealer_access[0]?.dealerId,
      make: 'hyundai',
      model,
      firstRegistration: 2021,
      mileage: 30_000,
      fuelType: 'petrol',
      capacity: 1600,
      condition: 'usedCar',
      totalOwners: 1,
      transmission: 'automatic',
      bodyStyle: 'sedan',
      city: 'cairo',
      price: 640_000,
      description: 'Listed by a browser test.',
    },
  });
  if (created.status() !== 201) throw new Error(`The car was not listed: ${await created.text()}`);
  const carId = ((await created.json()) as { id: string }).id;
  return { carId, dealer, token };
}

/**
 * A one-finger horizontal swipe over `element`, from 80 % of its width to 20 % (`towards` the
 * start of the screen's left side) or the other way, sent as real touch input (Chromium makes
 * the pointer events the gallery listens to from it).
 */
export async function swipe(page: Page, selector: string, towards: 'left' | 'right') {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not shown`);
  const y = box.y + box.height / 2;
  const [from, to] =
    towards === 'left'
      ? [box.x + box.width * 0.8, box.x + box.width * 0.2]
      : [box.x + box.width * 0.2, box.x + box.width * 0.8];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 8; step += 1) {
    const x = from + ((to - from) * step) / 8;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/**
 * Serious and critical violations of axe in the screen's content, and headings out of order, as
 * e2e/a11y.test.ts fails on (which audits the layout around it, at a phone's width).
 */
export async function accessibilityProblems(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .include('main')
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter(
      (violation) =>
        violation.impact === 'serious' ||
        violation.impact === 'critical' ||
        violation.id === 'heading-order',
    )
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`);
}
