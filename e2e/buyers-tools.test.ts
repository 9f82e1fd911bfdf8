import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browser, openPage, useBrowser } from './browser';
import { listDemoCar, signInAs, signedInPage, storedSession, uniqueEmail } from './fixtures';

useBrowser();

/** The first car of the listings: its details path and its title. */
async function firstListedCars(page: Page, count: number) {
  await page.goto('/car-grid');
  const links = page.getByRole('article').getByRole('link');
  await links.first().waitFor();
  const hrefs = await page
    .getByRole('article')
    .evaluateAll((articles) =>
      articles.map(
        (article) => article.querySelector('a[href^="/car-details/"]')?.getAttribute('href') ?? '',
      ),
    );
  return hrefs.filter(Boolean).slice(0, count);
}

describe("buyers' tools", () => {
  it('keeps a car signed out, and finds it in /favourites after signing in', async () => {
    const page = await openPage(browser);
    const [href] = await firstListedCars(page, 1);
    await page.goto(href ?? '/');
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await page.getByRole('button', { name: 'Save to favourites' }).first().click();
    await page.getByRole('button', { name: 'Remove from favourites' }).first().waitFor();

    await signInAs(page, uniqueEmail('keeper'), { name: 'Kamal Keeper' });
    await page.goto('/favourites');
    await page.getByRole('heading', { name: 'Favourites', level: 1 }).waitFor();
    await page.getByText(title.trim()).first().waitFor();
    // Joined to the account: the browser's own list is emptied, the server's holds it.
    const { token } = await storedSession(page);
    const kept = await page.request.get('/api/v1/favourites', {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await kept.json()) as { favourites: { carId: string }[] };
    expect(body.favourites.map((favourite) => `/car-details/${favourite.carId}`)).toEqual([href]);
    expect(await page.evaluate(() => localStorage.getItem('favourites'))).toBeNull();
    await page.context().close();
  });

  it('compares two cars side by side, at a shareable address', async () => {
    const page = await openPage(browser, { width: 360 });
    const hrefs = await firstListedCars(page, 2);
    for (const href of hrefs) {
      await page.goto(href);
      await page.getByRole('button', { name: 'Compare', exact: true }).first().click();
    }
    await page.getByRole('link', { name: 'Compare (2)' }).click();
    await page.waitForURL(/\/compare\?ids=/);
    const ids = new URL(page.url()).searchParams.get('ids')?.split(',') ?? [];
    expect(ids.map((id) => `/car-details/${id}`).sort()).toEqual([...hrefs].sort());
    const table = page.getByRole('table', { name: 'The cars compared, one column each' });
    await table.waitFor();
    expect(await table.getByRole('columnheader').count()).toBeGreaterThanOrEqual(2);
    await table.getByRole('rowheader', { name: 'Price' }).waitFor();

    // The address alone shows them to someone else.
    const other = await openPage(browser);
    await other.goto(page.url().replace(/^https?:\/\/[^/]+/, ''));
    await other.getByRole('table', { name: 'The cars compared, one column each' }).waitFor();
    await other.context().close();
    await page.context().close();
  });

  it('alerts a saved search by mail when a dealer lists a matching car, and the mail leads to it', async () => {
    const buyerEmail = uniqueEmail('searcher');
    const buyer = await signedInPage(browser, buyerEmail, { name: 'Sara Searcher' });
    const model = `Alert ${Date.now().toString(36)}`;
    await buyer.goto(`/car-grid?make=hyundai&model=${encodeURIComponent(model)}`);
    await buyer.getByRole('button', { name: 'Save this search' }).click();
    const dialog = buyer.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await buyer
      .getByRole('link', { name: /saved searches/i })
      .first()
      .waitFor();

    const { carId, dealer, token } = await listDemoCar(browser, model);
    await dealer.context().close();

    // The mailbox of the development setup: the alert arrives within a few seconds.
    const mailbox = await openPage(browser);
    const subject = mailbox.getByRole('link', { name: /New cars for/ });
    for (let tries = 0; (await subject.count()) === 0 && tries < 30; tries++) {
      await mailbox.goto('/dev-mail');
      if ((await mailbox.getByRole('row').filter({ hasText: buyerEmail }).count()) > 0) break;
      await mailbox.waitForTimeout(1000);
    }
    await mailbox.getByRole('row').filter({ hasText: buyerEmail }).getByRole('link').click();
    await mailbox.getByText(model).first().waitFor();
    await mailbox.getByRole('link', { name: 'View car' }).first().click();
    await mailbox.waitForURL(new RegExp(`/car-details/${carId}$`));
    await mailbox.getByRole('heading', { level: 1, name: new RegExp(model) }).waitFor();
    await mailbox.context().close();

    await buyer.goto('/saved-searches');
    await buyer.getByText('1 new').first().waitFor();
    // Taken down again: a car without pictures must not lead the listings other tests read.
    const removed = await buyer.request.delete(`/api/v1/car/${carId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.status()).toBe(204);
    await buyer.context().close();
  });
});
