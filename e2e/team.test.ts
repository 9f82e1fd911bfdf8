import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { browser, useBrowser } from './browser';
import { demoAccounts, followAccountMenu, signedInPage, uniqueEmail } from './fixtures';

let dealer: Page;

useBrowser();
beforeAll(async () => {
  dealer = await signedInPage(browser, demoAccounts.dealer.email);
});

/** A square PNG logo in one colour, made here (no binary fixtures in the repository). */
async function logoFile(colour: string) {
  const buffer = await sharp({
    create: { width: 300, height: 300, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  return { name: 'logo.png', mimeType: 'image/png', buffer };
}

/** The demo dealer invites `email` on /my-team and sees the pending entry. */
async function invite(email: string, role: 'Employee' | 'Manager' = 'Employee') {
  await dealer.goto('/my-team');
  const form = dealer.getByRole('form', { name: 'Invite a team member' });
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Role').selectOption({ label: role });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await dealer.getByText(`Invitation sent to ${email}.`).waitFor();
  const row = dealer.getByRole('listitem').filter({ hasText: email });
  await row.getByText('Pending').waitFor();
  return row;
}

/** That person signs in (their own browser) and opens My Access. */
async function openInvitation(email: string, name: string) {
  const page = await signedInPage(browser, email, { name });
  // The banner comes once the session knows the invitation.
  await page.getByRole('link', { name: 'Answer in My Access' }).waitFor();
  await followAccountMenu(page, name, 'My Access');
  await page.waitForURL('**/my-access');
  await page.getByRole('heading', { name: 'My Access', level: 1 }).waitFor();
  const card = page.getByRole('article', { name: 'Dealer Access' });
  await card.waitFor();
  expect(await card.getByText(email).count()).toBe(1);
  expect(await card.getByText('Pending').count()).toBe(1);
  return { page, card };
}

describe('dealers, teams and My Access', () => {
  it('an invited person accepts on My Access and may then add cars', async () => {
    const email = uniqueEmail('accepts');
    await invite(email);

    const { page, card } = await openInvitation(email, 'Amira Accepts');
    await card.getByRole('button', { name: 'Accept' }).click();
    await page.getByText('Access updated successfully!').waitFor();
    await card.getByText('Approved').waitFor();
    expect(await card.getByRole('button').count()).toBe(0);

    await page.goto('/add-car');
    await page.getByRole('heading', { name: 'Add a car', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/add-car');

    // The dealer sees the answer.
    await dealer.reload();
    await dealer.getByRole('listitem').filter({ hasText: email }).getByText('Approved').waitFor();
    await page.context().close();
  });

  it('an invited person rejects, and is then free to register as a dealer', async () => {
    const email = uniqueEmail('rejects');
    await invite(email);

    const { page, card } = await openInvitation(email, 'Rami Rejects');
    await card.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Access updated successfully!').waitFor();
    await card.getByText('Rejected').waitFor();

    await page.goto('/my-cars');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('You need to be registered as a dealer to access this page.').waitFor();
    await page.goto('/my-account');
    await page.getByRole('button', { name: 'Register dealership' }).waitFor();
    await page.context().close();
  });

  it('the dealer changes a role and removes a member, after confirming', async () => {
    const email = uniqueEmail('team-edit');
    const row = await invite(email, 'Manager');
    await row.getByLabel(`Role of ${email}`).selectOption({ label: 'Employee' });
    await dealer.getByText(`The role of ${email} was changed.`).waitFor();
    expect(await row.getByLabel(`Role of ${email}`).inputValue()).toBe('employee');

    await row.getByRole('button', { name: `Remove ${email}` }).click();
    await row.getByRole('button', { name: 'Cancel' }).click();
    expect(await dealer.getByRole('listitem').filter({ hasText: email }).count()).toBe(1);

    await row.getByRole('button', { name: `Remove ${email}` }).click();
    await row.getByRole('button', { name: 'Yes, remove' }).click();
    await dealer.getByText(`${email} was removed from the team.`).waitFor();
    expect(await dealer.getByRole('listitem').filter({ hasText: email }).count()).toBe(0);
  });

  it('refuses an invalid e-mail and shows the server refusing a duplicate', async () => {
    await dealer.goto('/my-team');
    const form = dealer.getByRole('form', { name: 'Invite a team member' });
    await form.getByLabel('E-mail address').fill('not-an-email');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await form.getByText('Enter a valid e-mail address.').waitFor();

    await form.getByLabel('E-mail address').fill(demoAccounts.employee.email);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await dealer.getByRole('alert').getByText('This e-mail is already on the team').waitFor();
  });

  it('a manager, being a DealerEmployee, is sent home from My Team with the warning', async () => {
    const manager = await signedInPage(browser, demoAccounts.manager.email);
    await manager.goto('/my-team');
    // Only a Dealer reaches /my-team (`routeAccess`); a manager is a DealerEmployee.
    await manager.waitForURL((url) => url.pathname === '/');
    await manager.getByText('You need to be registered as a dealer to access this page.').waitFor();
    expect(await manager.locator('[data-kind="warning"]').count()).toBe(1);
    await manager.context().close();
  });

  it('a user becomes a dealer on My Account, then edits the dealer profile', async () => {
    const email = uniqueEmail('new-dealer');
    const page = await signedInPage(browser, email, { name: 'Hany Newdealer' });
    await page.goto('/my-account');
    await page.getByRole('heading', { name: 'Become a dealer' }).waitFor();

    // Checked in the browser first.
    await page.getByRole('button', { name: 'Register dealership' }).click();
    await page.getByText('Please correct the fields marked below.').waitFor();
    await page.getByText('Enter the business name in English or in Arabic.').waitFor();

    await page.getByLabel('Business name in English').fill('Hany Motors');
    await page.getByLabel('City').selectOption({ label: 'Alexandria' });
    await page.getByLabel('Phone').fill('+20 3 1234 5678');
    await page.getByLabel('WhatsApp number').fill('+20 100 123 4567');
    await page.getByLabel('Address in English').fill('12 Corniche Road');
    await page.getByLabel('Choose logo').setInputFiles(await logoFile('#1d4ed8'));
    await page.getByRole('button', { name: 'Register dealership' }).click();
    await page.getByText('Your dealership is registered. You are now a dealer.').waitFor();
    await page.getByRole('heading', { name: 'Dealer profile' }).waitFor();
    const storedLogo = page.locator('img[src*="/dealers/"][src$=".webp"]');
    await storedLogo.waitFor();
    const firstLogo = await storedLogo.getAttribute('src');

    // The role is Dealer now: My Team is open, with the founder as its admin.
    await followAccountMenu(page, 'Hany Newdealer', 'My Team');
    await page.getByRole('heading', { name: 'Hany Motors' }).waitFor();
    const founder = page.getByRole('listitem').filter({ hasText: email });
    await founder.getByText('Approved').waitFor();

    await page.goto('/my-account');
    await page.getByLabel('Change logo').setInputFiles(await logoFile('#b91c1c'));
    await page.waitForFunction(
      (before) =>
        [...document.querySelectorAll('img')].some(
          (img) => img.src.includes('/dealers/') && !img.src.endsWith(before ?? ''),
        ),
      firstLogo,
    );
    await page.getByLabel('Business name in English').fill('Hany Motors Alexandria');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Dealer profile saved.').waitFor();
    await page.getByRole('link', { name: 'View dealer page' }).click();
    await page.getByRole('heading', { name: 'Hany Motors Alexandria', level: 1 }).waitFor();
    expect(await page.locator('img[src*="/dealers/"][src$=".webp"]').count()).toBeGreaterThan(0);

    await page.goto('/my-account');
    await page.getByRole('button', { name: 'Remove logo' }).click();
    await page.getByLabel('Choose logo').waitFor({ state: 'attached' });
    expect(await page.locator('img[src*="/dealers/"]').count()).toBe(0);
    await page.context().close();
  });
});
