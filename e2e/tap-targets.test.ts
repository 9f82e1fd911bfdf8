import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, openPage, useBrowser } from './browser';
import { demoAccounts, signInAs } from './fixtures';

/** The smallest control a thumb hits reliably (WCAG 2.5.5, Apple's and Android's guidelines). */
const minimum = 44;

/**
 * Every visible control of the page smaller than 44 × 44 px, described. Measured: links, buttons,
 * inputs, selects, text areas, and the label of each checkbox or radio button (the label is what
 * is hit, the box itself is not measured).
 *
 * Exempt, on purpose:
 * - inline text links inside a paragraph (a link in running text cannot be 44 px high without
 *   breaking the line; WCAG 2.5.8 exempts it too);
 * - visually hidden controls (1 px, the sr-only pattern: the skip link until focused, a file
 *   input whose label is the visible button).
 * A link stretched over its card (an absolutely positioned ::after, the card pattern) is
 * measured by the card it covers, which is what the finger hits.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, label:has(input[type="checkbox"]), label:has(input[type="radio"])';
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const inRunningText = (element: Element) => {
      const paragraph = element.closest('p');
      if (!paragraph || element.tagName !== 'A') return false;
      const own = (element.textContent ?? '').trim();
      return (paragraph.textContent ?? '').trim().length > own.length;
    };
    const hitArea = (element: Element): DOMRect => {
      const after = getComputedStyle(element, '::after');
      if (after.content !== 'none' && after.position === 'absolute') {
        let container = element.parentElement;
        while (container && getComputedStyle(container).position === 'static') {
          container = container.parentElement;
        }
        if (container) return container.getBoundingClientRect();
      }
      return element.getBoundingClientRect();
    };
    const problems: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (element.matches('input[type="checkbox"], input[type="radio"]')) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const own = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const clipped = style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)';
      if (clipped || own.width <= 1 || own.height <= 1) continue;
      if (inRunningText(element)) continue;
      const { width, height } = hitArea(element);
      if (width < minimum - 0.5 || height < minimum - 0.5) {
        problems.push(`${describe(element)}: ${Math.round(width)}×${Math.round(height)}`);
      }
    }
    return problems;
  }, minimum);
}

/** The page's targets, and those of its phone menu once opened. */
async function targetsWithMenu(page: Page) {
  const closed = await smallTargets(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Close menu' }).waitFor();
  const open = await smallTargets(page);
  await page.getByRole('button', { name: 'Close menu' }).click();
  return [...new Set([...closed, ...open])];
}

useBrowser();

describe('tap targets on a phone (390 px, touch)', () => {
  let visitor: Page;
  let dealer: Page;

  beforeAll(async () => {
    visitor = await openPage(browser, { phone: true });
    dealer = await openPage(browser, { phone: true });
    await signInAs(dealer, demoAccounts.dealer.email);
  });

  afterAll(async () => {
    await visitor.context().close();
    await dealer.context().close();
  });

  it('the home page, with its menu open too', async () => {
    await visitor.goto('/');
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    await visitor.locator('main a[href^="/car-details/"]').first().waitFor();
    expect(await targetsWithMenu(visitor)).toEqual([]);
  });

  it('the listing page', async () => {
    await visitor.goto('/car-grid');
    await visitor.locator('main a[href^="/car-details/"]').first().waitFor();
    expect(await smallTargets(visitor)).toEqual([]);
  });

  it('a dealer page', async () => {
    await visitor.goto('/dealers');
    const first = visitor.locator('main a[href^="/dealer/"]').first();
    await first.waitFor();
    await visitor.goto((await first.getAttribute('href')) ?? '/dealers');
    await visitor.getByRole('heading', { name: 'Contact' }).waitFor();
    await visitor.locator('main a[href^="/car-details/"]').first().waitFor();
    expect(await smallTargets(visitor)).toEqual([]);
  });

  it('My Team, signed in as the demo dealer, with the account menu open too', async () => {
    await dealer.goto('/my-team');
    await dealer.getByRole('form', { name: 'Invite a team member' }).waitFor();
    await dealer.getByRole('listitem').filter({ hasText: demoAccounts.dealer.email }).waitFor();
    expect(await targetsWithMenu(dealer)).toEqual([]);
  });

  it('My Account, signed in as the demo dealer', async () => {
    await dealer.goto('/my-account');
    await dealer.getByRole('button', { name: 'Save changes' }).waitFor();
    expect(await smallTargets(dealer)).toEqual([]);
  });

  it('Add car, with its 60 extras to tick', async () => {
    await dealer.goto('/add-car');
    await dealer.getByRole('group', { name: 'Safety and Security' }).waitFor();
    expect(await smallTargets(dealer)).toEqual([]);
  });

  it("a lead's Call and WhatsApp, in the inbox and in the open lead", async () => {
    await dealer.goto('/my-leads');
    const lead = dealer
      .getByRole('listitem')
      .filter({ has: dealer.getByRole('link', { name: 'WhatsApp' }) })
      .first();
    await lead.waitFor();
    /** The sizes of the buyer's number and WhatsApp links that are too small to tap. */
    const smallContacts = async (scope: typeof lead) => {
      const links = [
        scope.getByRole('link', { name: /^\+20/ }),
        scope.getByRole('link', { name: 'WhatsApp' }),
      ];
      const boxes = await Promise.all(links.map((link) => link.boundingBox()));
      return boxes
        .filter((box) => !box || box.width < minimum - 0.5 || box.height < minimum - 0.5)
        .map((box) => (box ? `${Math.round(box.width)}×${Math.round(box.height)}` : 'hidden'));
    };
    expect(await smallContacts(lead)).toEqual([]);

    await lead.getByRole('button', { name: /^Open lead/ }).click();
    const panel = dealer.getByRole('dialog');
    await panel.getByRole('link', { name: 'WhatsApp' }).waitFor();
    expect(await smallContacts(panel)).toEqual([]);
    await panel.getByRole('button', { name: 'Close' }).click();
  });

  it('My Cars, signed in as the demo dealer', async () => {
    await dealer.goto('/my-cars');
    await dealer.locator('main a[href^="/edit-car/"]').first().waitFor();
    expect(await smallTargets(dealer)).toEqual([]);
  });
});
