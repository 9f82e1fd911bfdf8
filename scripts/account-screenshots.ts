/**
 * Full-page screenshots of the signed-in screens (sign-in, the header's menu, My Access, My Team,
 * My Account, the guards' messages) in English and Arabic, at phone and desktop widths. Needs the
 * production build running with the bundled sign-in provider (ALLOW_DEV_IDP=1), e.g. on :3961:
 *
 *   npx tsx scripts/account-screenshots.ts http://127.0.0.1:3961 /tmp/account-shots
 *
 * Signs in through the provider's page. Prints horizontal overflow and browser errors it sees.
 * Not part of the test suite; it changes nothing on the server.
 */
import { signInAs } from '../e2e/fixtures';
import { inLanguage, splitLanguage } from '#shared/rules/site-paths';
import { languages, screenshotKit, widths } from './screenshot-kit';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3961';
const outDir = process.argv[3] ?? '/tmp/account-shots';

async function main() {
  const { open, shot, finish } = await screenshotKit(baseUrl, outDir);

  for (const language of languages) {
    for (const width of widths) {
      const suffix = `${language}-${width}`;

      const visitor = await open(language, width);
      await visitor.goto(inLanguage(language, '/login?returnTo=%2Fmy-team'));
      await shot(visitor, `login-${suffix}`);
      await visitor.context().close();

      // A dealer: the header's menu, My Team, the dealer profile.
      const dealer = await open(language, width);
      await signInAs(dealer, 'dealer@example.com');
      await dealer.goto(inLanguage(language, '/'));
      // The account menu on a desktop, the phone menu on a phone.
      await dealer.locator('header button[aria-expanded]:visible').first().click();
      await shot(dealer, `menu-${suffix}`, false);
      await dealer.goto(inLanguage(language, '/my-team'));
      await shot(dealer, `my-team-${suffix}`);
      await dealer.goto(inLanguage(language, '/my-account'));
      await shot(dealer, `my-account-dealer-${suffix}`);
      await dealer.context().close();

      // A pending employee: the guard's info message on My Access, the pending card.
      const pending = await open(language, width);
      await signInAs(pending, 'pending@example.com');
      await pending.goto(inLanguage(language, '/my-cars'));
      await pending.waitForURL((url) => splitLanguage(url.pathname).path === '/my-access');
      await shot(pending, `my-access-pending-${suffix}`);
      // The empty state (the dealer list answered empty).
      await pending.route('**/api/v1/dealer', (route) => route.fulfill({ json: { dealers: [] } }));
      await pending.goto(inLanguage(language, '/my-access'));
      await shot(pending, `my-access-empty-${suffix}`);
      await pending.context().close();

      // A user with no dealership: the guard's warning, and "become a dealer" with errors.
      const user = await open(language, width);
      await signInAs(user, 'user@example.com');
      await user.goto(inLanguage(language, '/my-team'));
      await user.waitForURL((url) => splitLanguage(url.pathname).path === '/');
      await shot(user, `guard-warning-${suffix}`, false);
      await user.goto(inLanguage(language, '/my-account'));
      await user.locator('main form button[type="submit"]').click();
      await shot(user, `my-account-become-${suffix}`);
      await user.context().close();
    }
  }
  await finish();
}

await main();
