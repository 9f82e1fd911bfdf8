import { describe, expect, it } from 'vitest';
import { browser, openPage, useBrowser } from './browser';
import {
  accountMenu,
  clickInMenu,
  demoAccounts,
  showInMenu,
  signedInPage,
  signInAs,
  uniqueEmail,
} from './fixtures';

useBrowser();

describe('sign in with Google (the bundled provider)', () => {
  it.each(Object.values(demoAccounts))(
    'signs in as $email and shows their name in the header',
    async ({ email, name }) => {
      const page = await signedInPage(browser, email);
      await accountMenu(page, name).waitFor();
      expect(await accountMenu(page, name).innerText()).toContain(name);
      expect(await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).count()).toBe(0);
      // The token is kept under `token`, the user beside it under `user`.
      const stored = await page.evaluate(() => ({
        token: localStorage.getItem('token'),
        user: JSON.parse(localStorage.getItem('user') ?? 'null') as { email: string } | null,
      }));
      expect(stored.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(stored.user?.email).toBe(email);
      await page.context().close();
    },
  );

  it('keeps the session over a reload, and signs out', async () => {
    const { email, name } = demoAccounts.dealer;
    const page = await signedInPage(browser, email);
    await accountMenu(page, name).waitFor();

    await page.reload();
    await accountMenu(page, name).waitFor();

    await accountMenu(page, name).click();
    const menu = page.locator(`#${await accountMenu(page, name).getAttribute('aria-controls')}`);
    // The demo dealership has new inquiries: the Leads item counts them.
    const links = await menu.getByRole('link').allInnerTexts();
    expect(links.map((text) => text.split('\n')[0])).toEqual([
      'Add car',
      'My Cars',
      'Leads',
      'My Team',
      'Saved searches',
      'My Account',
    ]);
    await menu.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]),
    ).toEqual([null, null]);

    // Still signed out after a reload.
    await page.reload();
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await accountMenu(page, name).count()).toBe(0);
    await page.context().close();
  });

  it('sends a signed-out visitor of a guarded route to /login and back after sign-in', async () => {
    const page = await openPage(browser);
    await page.goto('/my-account');
    await page.waitForURL('**/login?returnTo=%2Fmy-account');
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();

    await signInAs(page, demoAccounts.user.email);
    await page.waitForURL('**/my-account');
    await page.getByRole('heading', { name: 'My Account', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Become a dealer' }).waitFor();
    await page.context().close();
  });

  it('signs in with a full-page redirect when the popup is blocked', async () => {
    const page = await openPage(browser);
    // A blocked popup: window.open answers null.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/my-team');
    await page.waitForURL('**/login?returnTo=%2Fmy-team');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.waitForURL('**/dev-idp/**');
    await page.getByRole('button', { name: /dealer@example\.com/ }).click();
    // The callback hands the token over to /login, which completes and goes back.
    await page.waitForURL('**/my-team');
    await page.getByRole('heading', { name: 'My Team', level: 1 }).waitFor();
    await accountMenu(page, demoAccounts.dealer.name).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('arabeya:sign-in-token'))).toBeNull();
    await page.context().close();
  });

  it('signs in a new e-mail, in Arabic on a phone', async () => {
    const email = uniqueEmail('new-user');
    const page = await signedInPage(browser, email, {
      name: 'Salma Newcomer',
      language: 'ar',
      width: 360,
    });
    // "Open menu" while closed, "Close menu" while open.
    const menuButton = page.getByRole('button', { name: /^(فتح|إغلاق) القائمة/ });
    const phoneMenu = page.getByRole('navigation', { name: 'القائمة الرئيسية' }).last();
    // The page may still be settling after sign-in, and a move to another address closes the
    // menu: it is opened again until it shows the user and their screens.
    await showInMenu(menuButton, phoneMenu.getByText('Salma Newcomer'));
    await showInMenu(menuButton, phoneMenu.getByRole('link', { name: 'حسابي' }));
    await clickInMenu(menuButton, phoneMenu.getByRole('button', { name: 'تسجيل الخروج' }));
    // The menu stays open, now offering to sign in again.
    await phoneMenu.getByRole('link', { name: 'تسجيل الدخول' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.context().close();
  });
});
