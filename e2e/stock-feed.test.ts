import { describe, expect, inject, it } from 'vitest';
import { browser, openPage, useBrowser } from './browser';
import { accessibilityProblems, demoAccounts, signedInPage, storedSession } from './fixtures';

useBrowser();

/** Words no other test uses: the cars' stock numbers and a word of their descriptions. */
const run = Date.now().toString(36);
const tag = `feed${run}`;

/** The dealer's stock as their own system writes it every hour: three cars, Arabic headers. */
const sheet = [
  'رقم العربية في المعرض,الماركة,الموديل,سنة الصنع,السعر,ناقل الحركة,الوقود,الشكل,الوصف',
  `F${run}-1,تويوتا,كورولا,2019,875000,اوتوماتيك,بنزين,سيدان,${tag}`,
  `F${run}-2,هيونداي,النترا,2021,1.1 مليون,أوتوماتيك,بنزين,سيدان,${tag}`,
  `F${run}-3,كيا,سيراتو,2020,٩٥٠ ألف,مانيوال,بنزين,سيدان,${tag}`,
].join('\r\n');

describe("a dealership's stock feed", () => {
  it('is registered on the import screen, its first run adds the cars, which go on sale; Run now finds them unchanged', async () => {
    const feedUrl = `${inject('dealerFilesURL')}/exports/${tag}.csv`;
    const put = await fetch(feedUrl, {
      method: 'PUT',
      headers: { 'content-type': 'text/csv; charset=utf-8' },
      body: sheet,
    });
    expect(put.status).toBe(204);

    const manager = await signedInPage(browser, demoAccounts.manager.email);
    const { token, user } = await storedSession(manager);
    const dealerId = user.dealer_access[0]?.dealerId ?? '';
    const authorization = { authorization: `Bearer ${token}` };
    try {
      await manager.goto('/my-cars/import');
      const feed = manager.getByRole('region', { name: 'Automatic feed' });
      // The demo dealership's feed is paused at its showroom's address: the manager moves it to
      // the address the system now writes to.
      await feed.getByRole('button', { name: 'Change address' }).click();
      await feed.getByRole('textbox', { name: 'Feed address (URL)' }).fill(feedUrl);
      await feed.getByRole('button', { name: 'Save' }).click();

      // Read once when saved, then run: the screen follows the run until it is done.
      await feed.locator('dd bdi').filter({ hasText: feedUrl }).waitFor();
      const runs = feed.getByRole('region', { name: 'Last runs' });
      const newest = runs.getByRole('listitem').first();
      await newest.getByText('3 added', { exact: true }).waitFor({ timeout: 60_000 });
      expect(await newest.locator('[data-status]').getAttribute('data-status')).toBe('done');
      expect(await feed.locator('[data-status="active"]').textContent()).toBe('Active');
      expect(await accessibilityProblems(manager)).toEqual([]);

      // On sale, as the feed named them.
      const visitor = await openPage(browser);
      await visitor.goto(`/car-grid?q=${tag}`);
      await expect.poll(() => visitor.getByRole('article').count()).toBe(3);
      for (const car of ['Toyota Corolla 2019', 'Hyundai Elantra 2021', 'Kia Cerato 2020']) {
        await visitor.getByRole('article').filter({ hasText: car }).waitFor();
      }
      await visitor.context().close();

      // Run again now: the same feed changes nothing.
      await feed.getByRole('button', { name: 'Run now' }).click();
      await newest.getByText('3 unchanged', { exact: true }).waitFor({ timeout: 60_000 });
    } finally {
      // The feed goes, its cars stay: taken down too, as cars without pictures must not lead
      // the listings other tests read.
      const removed = await manager.request.delete(`/api/v1/stock/feed?dealerId=${dealerId}`, {
        headers: authorization,
      });
      expect([204, 404]).toContain(removed.status());
      const found = await manager.request.get(`/api/v1/car/search?q=${tag}&pageSize=20`);
      const cars = Object.keys(((await found.json()) as { cars: Record<string, unknown> }).cars);
      for (const carId of cars) {
        const deleted = await manager.request.delete(`/api/v1/car/${carId}`, {
          headers: authorization,
        });
        expect(deleted.status()).toBe(204);
      }
      await manager.context().close();
    }
  });
});
