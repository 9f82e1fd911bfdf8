import { describe, expect, it } from 'vitest';
import { baseURL, browser, openPage, useBrowser } from './browser';
import { demoAccounts, signInAs, signedInPage, uniqueEmail } from './fixtures';

useBrowser();

describe('an invitation that arrives, on a phone', () => {
  it('the dealer shares the link on WhatsApp; the invitee signs in with it, is led to My Access, accepts and is offered to add a car', async () => {
    const dealer = await signedInPage(browser, demoAccounts.dealer.email, { width: 390 });
    const email = uniqueEmail('phone-invite');
    await dealer.goto('/my-team');
    const form = dealer.getByRole('form', { name: 'Invite a team member' });
    await form.getByLabel('E-mail address').fill(email);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    const share = dealer.getByRole('region', { name: 'Let them know on WhatsApp' });
    const whatsapp = share.getByRole('link', { name: 'Share on WhatsApp' });
    await whatsapp.waitFor();
    const href = new URL((await whatsapp.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/');
    const link = `${baseURL()}/login?returnTo=%2Fmy-access`;
    expect(href.searchParams.get('text')).toContain(link);
    expect(href.searchParams.get('text')).toContain(email);
    await dealer.context().close();

    // The invitee opens the shared link on their phone and signs in there.
    const invitee = await openPage(browser, { width: 390 });
    await invitee.goto(link);
    await signInAs(invitee, email, { name: 'Phone Invitee' });
    await invitee.waitForURL('**/my-access');
    await invitee.getByRole('article', { name: 'Dealer Access' }).waitFor();
    // No banner on My Access itself; on any other page it leads back here.
    expect(await invitee.getByRole('region', { name: 'Invitations' }).count()).toBe(0);
    await invitee.goto('/');
    const banner = invitee.getByRole('region', { name: 'Invitations' });
    await banner.getByRole('link', { name: 'Answer in My Access' }).click();
    await invitee.waitForURL('**/my-access');

    await invitee.getByRole('button', { name: 'Accept' }).click();
    await invitee.getByRole('link', { name: 'Add your first car' }).click();
    await invitee.waitForURL('**/add-car');
    await invitee.getByRole('heading', { name: 'Add a car', level: 1 }).waitFor();
    expect(await invitee.getByRole('region', { name: 'Invitations' }).count()).toBe(0);
    await invitee.context().close();
  });
});
