import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CarSearchResponse } from '#shared/schemas/car';
import { baseURL, browser, openPage, useBrowser } from './browser';
import { demoAccounts, signedInPage } from './fixtures';

useBrowser();

const htmlDirection = (page: Page) =>
  page.evaluate(() => ({ dir: document.documentElement.dir, lang: document.documentElement.lang }));

const arabicScript = /[\u0600-\u06FF]/;

/**
 * The description of the car page (the value under the specification labelled `label`): its
 * text, its `dir` attribute, the direction the browser lays it out in, and the page's.
 */
async function describedAs(page: Page, label: string) {
  const description = page
    .locator('main dl dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
  await description.waitFor();
  return {
    text: (await description.innerText()).trim(),
    dir: await description.getAttribute('dir'),
    direction: await description.evaluate((element) => getComputedStyle(element).direction),
    pageDirection: await page.evaluate(() => getComputedStyle(document.body).direction),
  };
}

describe('Arabic, right to left', () => {
  it('switches to the same page in Arabic at its own address, and remembers the choice', async () => {
    const page = await openPage(browser);
    await page.goto('/car-grid?make=toyota');
    expect(await htmlDirection(page)).toEqual({ dir: 'ltr', lang: 'en' });
    await page.getByRole('link', { name: 'العربية' }).click();
    await page.waitForURL((url) => url.pathname === '/ar/car-grid');
    expect(new URL(page.url()).search).toBe('?make=toyota');
    await expect.poll(() => htmlDirection(page)).toEqual({ dir: 'rtl', lang: 'ar' });
    // Every link of an Arabic page stays in Arabic.
    await page.getByRole('link', { name: 'الرئيسية', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/ar');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('اعثر على سيارتك المناسبة في مصر');
    // An English address the visitor follows later brings them to the Arabic page.
    await page.goto('/dealers');
    await page.waitForURL((url) => url.pathname === '/ar/dealers');
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/dealers');
    await expect.poll(() => htmlDirection(page)).toEqual({ dir: 'ltr', lang: 'en' });
    await page.reload();
    expect(new URL(page.url()).pathname).toBe('/dealers');
    await page.context().close();
  });

  it('lays the car grid out from the right, filters first on the right', async () => {
    const page = await openPage(browser, { language: 'ar', width: 1280 });
    await page.goto('/car-grid');
    await expect.poll(() => htmlDirection(page)).toEqual({ dir: 'rtl', lang: 'ar' });
    const filters = page.locator('main aside');
    const firstCard = page.locator('main h2 a').first();
    await firstCard.waitFor();
    const filtersBox = await filters.boundingBox();
    const cardBox = await firstCard.boundingBox();
    expect(filtersBox && cardBox).toBeTruthy();
    // In RTL the filter column starts at the right edge; the results sit to its left.
    expect(filtersBox!.x).toBeGreaterThan(cardBox!.x);
    const firstSelect = filters.locator('select').first();
    const selectBox = await firstSelect.boundingBox();
    expect(selectBox!.x + selectBox!.width).toBeGreaterThan(640);
    await page.context().close();
  });

  it('shows a car and the dealers in Arabic, the description reading in its own direction', async () => {
    // Demo cars are described in English or in Arabic: one of each, to show on a page of the
    // other language.
    const { cars } = (await (
      await fetch(`${baseURL()}/api/v1/car/search?pageSize=100`)
    ).json()) as CarSearchResponse;
    const described = Object.values(cars).filter((car) => car.description.trim() !== '');
    const englishCar = described.find((car) => !arabicScript.test(car.description));
    const arabicCar = described.find((car) => arabicScript.test(car.description));
    expect(englishCar && arabicCar).toBeTruthy();

    const page = await openPage(browser, { language: 'ar', width: 360 });
    await page.goto(`/car-details/${englishCar!.id}`);
    await expect.poll(() => page.getByText('الماركة', { exact: true }).count()).toBeGreaterThan(0);
    // On the right-to-left page, the English description still reads left to right.
    expect(await describedAs(page, 'الوصف')).toEqual({
      text: englishCar!.description.trim(),
      dir: 'auto',
      direction: 'ltr',
      pageDirection: 'rtl',
    });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.goto('/dealers');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('معارض السيارات');
    expect(await htmlDirection(page)).toEqual({ dir: 'rtl', lang: 'ar' });
    await page.context().close();

    // And the other way round: an Arabic description on the English page reads right to left.
    const englishPage = await openPage(browser, { width: 360 });
    await englishPage.goto(`/car-details/${arabicCar!.id}`);
    await expect
      .poll(() => englishPage.getByText('Make', { exact: true }).count())
      .toBeGreaterThan(0);
    expect(await describedAs(englishPage, 'Description')).toEqual({
      text: arabicCar!.description.trim(),
      dir: 'auto',
      direction: 'rtl',
      pageDirection: 'ltr',
    });
    await englishPage.context().close();
  });

  it('shows My Access in Arabic to an employee with a pending invitation', async () => {
    const page = await signedInPage(browser, demoAccounts.pending.email, { language: 'ar' });
    await page.goto('/my-access');
    await expect.poll(() => htmlDirection(page)).toEqual({ dir: 'rtl', lang: 'ar' });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('صلاحياتي');
    await expect.poll(() => page.getByText('صلاحية المعرض').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('button', { name: 'قبول' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'رفض' }).count()).toBe(1);
    await page.context().close();
  });
});
