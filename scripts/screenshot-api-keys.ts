/**
 * Screenshots of the API keys section of /my-team as a dealer admin, in English and Arabic at
 * phone and desktop widths: the page with a key just made (shown once), and the question
 * before revoking it. Needs the production build running with the bundled sign-in provider:
 *
 *   npx tsx scripts/screenshot-api-keys.ts http://127.0.0.1:3177 /tmp/api-keys-shots
 *
 * Makes a key "Website" first and uses it once, so that the list shows a last use; each key
 * made for a shot is revoked again. Prints horizontal overflow and browser errors it sees. Not
 * part of the test suite.
 */
import type { Page } from 'playwright-core';
import type { CreatedApiKey } from '#shared/schemas/api-key';
import { signInAs, storedSession } from '../e2e/fixtures';
import { languages, screenshotKit, widths } from './screenshot-kit';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3177';
const outDir = process.argv[3] ?? '/tmp/api-keys-shots';
const admin = 'dealer@example.com';

/** A key of the admin's first dealership, made through the API and used once (unless made). */
async function usedKey(page: Page) {
  const { token, user } = await storedSession(page);
  const dealerId = user.dealer_access[0]?.dealerId ?? '';
  const listed = await page.request.get(`/api/v1/api-keys?dealerId=${dealerId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { apiKeys } = (await listed.json()) as { apiKeys: { name: string }[] };
  if (apiKeys.some((key) => key.name === 'Website')) return;
  const made = await page.request.post('/api/v1/api-keys', {
    headers: { authorization: `Bearer ${token}` },
    data: { dealerId, name: 'Website' },
  });
  const { key } = (await made.json()) as CreatedApiKey;
  await page.request.get('/api/v1/dealer/stock?pageSize=1', { headers: { 'x-api-key': key } });
}

const words = {
  en: {
    section: 'API keys',
    name: 'Key name',
    create: 'Create key',
    done: 'I have copied it',
    revoke: 'Revoke the key Showroom DMS',
    confirm: 'Revoke key',
  },
  ar: {
    section: 'مفاتيح API',
    name: 'اسم المفتاح',
    create: 'إنشاء المفتاح',
    done: 'نسخته',
    revoke: 'إبطال المفتاح Showroom DMS',
    confirm: 'إبطال المفتاح',
  },
};

async function main() {
  const { open, shot, finish } = await screenshotKit(baseUrl, outDir);

  const setup = await open('en', 1280);
  await signInAs(setup, admin);
  await usedKey(setup);
  await setup.context().close();

  for (const language of languages) {
    for (const width of widths) {
      const suffix = `${language}-${width}`;
      const said = words[language];
      const page = await open(language, width);
      await signInAs(page, admin);
      // A page's language is its address's (`/ar/…`, docs/decisions/128).
      await page.goto(language === 'ar' ? '/ar/my-team' : '/my-team');
      const section = page.getByRole('region', { name: said.section });
      await section.getByText('Website').first().waitFor();

      await section.getByLabel(said.name).fill('Showroom DMS');
      await section.getByRole('button', { name: said.create }).click();
      await section.getByText(/^ak_/).waitFor();
      // From the top: a full-page shot scrolled down draws the sticky header over the page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `api-keys-created-${suffix}`);

      await section.getByRole('button', { name: said.done }).click();
      await section.getByRole('button', { name: said.revoke }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      await shot(page, `api-keys-revoke-${suffix}`, false);
      await dialog.getByRole('button', { name: said.confirm, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.context().close();
    }
  }
  await finish();
}

await main();
