/**
 * Full-page screenshots of the signed-in screens (sign-in, the header's menu, My Access, My Team,
 * My Account, the guards' messages) in English and Arabic, at phone and desktop widths. Needs the
 * production build running with the bundled sign-in provider (ALLOW_DEV_IDP=1), e.g. on :3961:
 *
 *   npx tsx scripts/account-screenshots.ts http://127.0.0.1:3961 /tmp/account-shots
 *
 * Signs in through the provider's page. Prints horizontal overflow and browser errors it sees.
 * Not part of the test suite; it changes nothing on the server.
 */
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/browser';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3961';
const outDir = process.argv[3] ?? '/tmp/account-shots';
const widths = [360, 1280] as const;
const languages = ['en', 'ar'] as const;
const problems: string[] = [];

async function open(browser: Browser, language: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, baseURL: baseUrl });
  await context.addInitScript((value) => localStorage.setItem('language', value), language);
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`${language} ${width}: ${error.message}`));
  return page;
}

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: /Google/ }).click(),
  ]);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: new RegExp(email.replace(/\./g, '\\.')) }).click();
  await closed;
  await page.waitForURL((url) => url.pathname !== '/login');
}

async function shot(page: Page, name: string, fullPage = true) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  if (overflow > 0) problems.push(`${name}: ${overflow}px too wide`);
  await page.screenshot({ path: `${outDir}/${name}.png`, fullPage });
}

async function main() {
  await mkdir(outDir, { recursive: true });
  const browser = await launchBrowser();

  for (const language of languages) {
    for (const width of widths) {
      const suffix = `${language}-${width}`;

      const visitor = await open(browser, language, width);
      await visitor.goto('/login?returnTo=%2Fmy-team');
      await shot(visitor, `login-${suffix}`);
      await visitor.context().close();

      // A dealer: the header's menu, My Team, the dealer profile.
      const dealer = await open(browser, language, width);
      await signIn(dealer, 'dealer@example.com');
      await dealer.goto('/');
      // The account menu on a desktop, the phone menu on a phone.
      await dealer.locator('header button[aria-expanded]:visible').first().click();
      await shot(dealer, `menu-${suffix}`, false);
      await dealer.goto('/my-team');
      await shot(dealer, `my-team-${suffix}`);
      await dealer.goto('/my-account');
      await shot(dealer, `my-account-dealer-${suffix}`);
      await dealer.context().close();

      // A pending employee: the guard's info message on My Access, the pending card.
      const pending = await open(browser, language, width);
      await signIn(pending, 'pending@example.com');
      await pending.goto('/my-cars');
      await pending.waitForURL('**/my-access');
      await shot(pending, `my-access-pending-${suffix}`);
      // The empty state (the dealer list answered empty).
      await pending.route('**/api/v1/dealer', (route) => route.fulfill({ json: { dealers: [] } }));
      await pending.goto('/my-access');
      await shot(pending, `my-access-empty-${suffix}`);
      await pending.context().close();

      // A user with no dealership: the guard's warning, and "become a dealer" with errors.
      const user = await open(browser, language, width);
      await signIn(user, 'user@example.com');
      await user.goto('/my-team');
      await user.waitForURL((url) => url.pathname === '/');
      await shot(user, `guard-warning-${suffix}`, false);
      await user.goto('/my-account');
      await user.locator('main form button[type="submit"]').click();
      await shot(user, `my-account-become-${suffix}`);
      await user.context().close();
    }
  }
  await browser.close();
  console.log(problems.length > 0 ? problems.join('\n') : `Screenshots in ${outDir}, no problems.`);
}

await main();
