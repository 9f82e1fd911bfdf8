import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/browser';

/** The languages and widths every screen is looked at in. */
export const languages = ['en', 'ar'] as const;
export const widths = [360, 1280] as const;

/**
 * What the screenshot scripts share: a browser, a page per language and width, and shots that
 * note horizontal overflow and browser errors, reported at the end.
 */
export async function screenshotKit(baseUrl: string, outDir: string) {
  await mkdir(outDir, { recursive: true });
  const browser: Browser = await launchBrowser();
  const problems: string[] = [];
  return {
    /** A page of its own context (own storage) in the language and width given. */
    async open(language: string, width: number): Promise<Page> {
      const context = await browser.newContext({
        viewport: { width, height: 800 },
        baseURL: baseUrl,
      });
      await context.addInitScript((value) => localStorage.setItem('language', value), language);
      const page = await context.newPage();
      page.on('pageerror', (error) => problems.push(`${language} ${width}: ${error.message}`));
      return page;
    },
    async shot(page: Page, name: string, fullPage = true) {
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      if (overflow > 0) problems.push(`${name}: ${overflow}px too wide`);
      await page.screenshot({ path: `${outDir}/${name}.png`, fullPage });
    },
    async finish() {
      await browser.close();
      console.log(
        problems.length > 0 ? problems.join('\n') : `Screenshots in ${outDir}, no problems.`,
      );
    },
  };
}
