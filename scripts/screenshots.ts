/**
 * Full-page screenshots of the public screens, in English and Arabic, at phone and desktop
 * widths, for looking at layout changes. Needs a built app served with the API, e.g.
 * `npx vite build && npx vite preview --port 4173` with the server on :3000, then:
 *
 *   npx tsx scripts/screenshots.ts [baseUrl] [outDir]
 *
 * Prints horizontal overflow and browser errors it sees. Not part of the test suite.
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/browser';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:4173';
const outDir = process.argv[3] ?? '/tmp/shots';
const widths = [360, 1280] as const;
const languages = ['en', 'ar'] as const;

async function firstHref(page: Page, prefix: string): Promise<string | undefined> {
  const href = await page
    .locator(`a[href^="${prefix}"]`)
    .first()
    .getAttribute('href')
    .catch(() => null);
  return href ?? undefined;
}

/** Scrolls through the page so that lazy images load before the full-page shot. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

async function main() {
  await mkdir(outDir, { recursive: true });
  const browser = await launchBrowser();
  const problems: string[] = [];

  // Find a real car and dealer to show.
  const probe = await browser.newPage();
  await probe.goto(`${baseUrl}/car-grid`, { waitUntil: 'networkidle' });
  const carHref = (await firstHref(probe, '/car-details/')) ?? '/car-details/unknown';
  await probe.goto(`${baseUrl}/dealers`, { waitUntil: 'networkidle' });
  const dealerHref = (await firstHref(probe, '/dealer/')) ?? '/dealer/unknown';
  await probe.close();

  const pages: Record<string, string> = {
    home: '/',
    grid: '/car-grid',
    list: '/car-list',
    car: carHref,
    dealers: '/dealers',
    dealer: dealerHref,
    login: '/login',
    'not-found': '/no-such-page',
    moved: `${carHref}/photos`,
  };

  for (const language of languages) {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      await context.addInitScript((value) => localStorage.setItem('language', value), language);
      const page = await context.newPage();
      page.on('pageerror', (error) => problems.push(`${language} ${width}: ${error.message}`));
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        await page.evaluate(() => document.fonts.ready);
        await loadLazyImages(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        if (overflow > 0) problems.push(`${name} ${language} ${width}: ${overflow}px too wide`);
        await page.screenshot({
          path: `${outDir}/${name}-${language}-${width}.png`,
          fullPage: true,
        });
      }
      await context.close();
    }
  }
  await browser.close();
  console.log(problems.length > 0 ? problems.join('\n') : `Screenshots in ${outDir}, no problems.`);
}

await main();
