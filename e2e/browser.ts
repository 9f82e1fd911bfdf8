import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
}

/** The Chromium of the current test file, once `useBrowser()` has started it. */
export let browser: Browser;

/**
 * Starts Chromium before the test file's tests and closes it after them, then fails the file if
 * any page it opened had an uncaught error or a CSP violation.
 */
export function useBrowser() {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    expect(pageErrors).toEqual([]);
  });
}

export const baseURL = () => inject('baseURL');

/**
 * Waits until the app has taken over a page the server wrote: a click before that may go
 * unanswered while React hydrates.
 */
export const waitForHydration = (page: Page) =>
  page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

/**
 * A loaded page of the app is used once the app has taken over, as a person does once it has
 * drawn: on a page the server wrote, an input in the instant before hydration ends can be lost
 * (decision 130, a known limit). Other documents (the sign-in provider's) are used at once.
 */
function usedOnceHydrated(page: Page) {
  const afterLoad = async () => {
    if ((await page.locator('#root').count()) > 0) await waitForHydration(page);
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await afterLoad();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await afterLoad();
    return response;
  };
}

/** Uncaught errors and CSP violations of every page opened; tests assert it stays empty. */
export const pageErrors: string[] = [];

/** A fresh page in its own context (own storage), in the given language and width. */
export async function openPage(
  browser: Browser,
  options: { language?: 'en' | 'ar'; width?: number; phone?: boolean } = {},
): Promise<Page> {
  // A phone: 390 px wide, a touch screen and a mobile viewport (docs/decisions/122).
  const screen = options.phone
    ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
    : { viewport: { width: options.width ?? 1280, height: 900 } };
  const context = await browser.newContext({ baseURL: baseURL(), ...screen, locale: 'en-US' });
  if (options.language) {
    // The visitor's choice, as the language switch remembers it: the server sends every
    // address to the page in that language (a switch made in the test replaces it).
    await context.addCookies([
      { name: 'language', value: options.language, url: baseURL(), sameSite: 'Lax' },
    ]);
  }
  await watchCspViolations(context);
  const page = await context.newPage();
  usedOnceHydrated(page);
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  // Chromium puts what the Content-Security-Policy blocked on the console, but not always: a
  // blocked `eval` the script catches shows only as a `securitypolicyviolation` event.
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      pageErrors.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
    }
  });
  return page;
}

/** What a page of the context reports to the test: its CSP violations. */
const cspViolationBinding = 'reportCspViolation';

/**
 * Adds every `securitypolicyviolation` event of the context's pages to `pageErrors`, and keeps
 * each page's own in `window.cspViolations` for `cspViolationsOf`.
 */
async function watchCspViolations(context: BrowserContext) {
  await context.exposeBinding(cspViolationBinding, ({ page }, violation: string) => {
    pageErrors.push(`${page.url()}: ${violation}`);
  });
  await context.addInitScript((binding) => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      const violation = `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${where}`;
      seen.push(violation);
      const report = (window as unknown as Record<string, (text: string) => Promise<void>>)[
        binding
      ];
      void report?.(violation);
    });
  }, cspViolationBinding);
}

/** The CSP violations the page's document has reported so far. */
export const cspViolationsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
