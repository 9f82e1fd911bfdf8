import { describe, expect, it } from 'vitest';
import type { SavedSearchesResponse } from '#shared/schemas/buyer';
import { browser, openPage, useBrowser } from './browser';
import { signInAs, storedSession, uniqueEmail } from './fixtures';

useBrowser();

describe('an action that needed a sign-in', () => {
  it('saves the search a signed-out buyer asked to save, once back from signing in', async () => {
    const page = await openPage(browser, { phone: true });
    const listing = '/car-list?make=toyota&transmission=automatic';
    await page.goto(listing);
    await page.getByRole('link', { name: 'Save this search' }).click();
    await page.waitForURL(/\/login\?returnTo=/);
    // The sign-in page says what will happen, to a buyer.
    await page.getByText(/^Sign in and your search will be saved/).waitFor();
    await page.getByRole('heading', { name: 'Buying a car?' }).waitFor();

    await signInAs(page, uniqueEmail('later'), { name: 'Layla Later' });
    await page.getByRole('status').filter({ hasText: 'Search saved.' }).waitFor();
    const here = new URL(page.url());
    expect(`${here.pathname}${here.search}`).toBe(listing);

    const { token } = await storedSession(page);
    const savedSearches = async () => {
      const answer = await page.request.get('/api/v1/saved-searches', {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await answer.json()) as SavedSearchesResponse).savedSearches;
    };
    const [saved, ...others] = await savedSearches();
    expect(others).toEqual([]);
    expect(saved?.query).toMatchObject({ make: 'toyota', transmission: 'automatic' });
    expect(saved?.frequency).toBe('instant');

    // Done once: the same listing later offers the button again and saves nothing by itself.
    await page.reload();
    await page.getByRole('button', { name: 'Save this search' }).waitFor();
    expect(await savedSearches()).toHaveLength(1);
    await page.context().close();
  });
});
