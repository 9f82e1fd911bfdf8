import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, browser, openPage, useBrowser } from './browser';
import { accessibilityProblems } from './fixtures';

useBrowser();

/** The names of the dealerships the directory shows, in its order. */
const shownDealers = (page: Page) => page.locator('main li h2').allInnerTexts();

describe('the dealer directory (docs/decisions/180)', () => {
  it('finds نايل موتورز on an Arabic phone as it is typed, narrows to a governorate, and opens its page at its readable address', async () => {
    const page = await openPage(browser, { language: 'ar', phone: true });
    try {
      await page.goto('/ar/dealers');
      // Without JavaScript the search is a GET form to the directory's own address.
      expect(await page.locator('form[role="search"]').getAttribute('action')).toBe('/ar/dealers');

      const search = page.getByRole('searchbox', { name: 'ابحث عن معرض بالاسم' });
      await search.pressSequentially('نايل موتورز');
      await expect.poll(() => shownDealers(page)).toEqual(['نايل موتورز']);
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('نايل موتورز');

      // Nile Motors is in Cairo: not among Giza's dealers, among Cairo's.
      const governorate = page.getByRole('combobox', { name: 'المحافظة' });
      await governorate.selectOption('giza');
      await page.getByText('لا توجد معارض في الجيزة تطابق «نايل موتورز»').waitFor();
      await governorate.selectOption('cairo');
      await expect.poll(() => shownDealers(page)).toEqual(['نايل موتورز']);

      // The governorate alone: its dealerships, whatever their names (other browser tests
      // register dealerships in the same database, so only the demo ones are certain).
      await page.getByRole('button', { name: 'مسح البحث' }).click();
      await governorate.selectOption('alexandria');
      await expect
        .poll(async () => {
          const shown = await shownDealers(page);
          return shown.includes('مركز الإسكندرية للسيارات') && !shown.includes('نايل موتورز');
        })
        .toBe(true);
      expect(new URL(page.url()).searchParams.get('q')).toBeNull();

      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      expect(await accessibilityProblems(page)).toEqual([]);

      await governorate.selectOption('cairo');
      await page.getByRole('link', { name: 'نايل موتورز' }).click();
      await page.waitForURL(/\/ar\/dealer\/[^/]+\/nile-motors$/);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).innerText())
        .toBe('نايل موتورز');
    } finally {
      await page.context().close();
    }
  });

  it('writes the searched directory on the server from its address', async () => {
    const response = await fetch(
      `${baseURL()}/ar/dealers?q=${encodeURIComponent('ناىل')}&governorate=cairo`,
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('نايل موتورز');
    expect(html).not.toContain('مركز الإسكندرية للسيارات');
  });
});
