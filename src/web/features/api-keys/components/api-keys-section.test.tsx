import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  apiKeyListResponseSchema,
  createdApiKeyResponseSchema,
  type ApiKey,
} from '#shared/schemas/api-key';
import { apiErrorSchema } from '#shared/errors';
import { setLanguage } from '../../../lib/i18n';
import { buildUser } from '../../../testing/data-generators';
import { jsonResponse, QueryWrapper, signedInAs } from '../../../testing/test-utils';
import { ApiKeysSection } from './api-keys-section';

const admin = buildUser({
  uid: 'usr_1',
  role: 'Dealer',
  dealer_access: [
    {
      dealerId: 'dlr_1',
      dealerName: 'Nile Motors',
      dealerNames: { en: 'Nile Motors', ar: null },
      role: 'admin',
      status: 'approved',
    },
  ],
});

const existing: ApiKey = {
  id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  name: 'Website',
  createdAt: '2026-03-01T10:00:00.000Z',
  lastUsedAt: '2026-03-02T08:30:00.000Z',
};
const secretKey = `ak_bbbbbbbbbbbbbbbbbbbbbbbb_${'S'.repeat(43)}`;

/** The dealership's keys, a key made by name, and revoking. */
const keysApi = () => {
  let keys = [existing];
  const calls = signedInAs(admin, {
    'GET /api/v1/api-keys': () => jsonResponse(apiKeyListResponseSchema, { apiKeys: keys }),
    'POST /api/v1/api-keys': (call) => {
      const { name } = call.body as { name: string };
      const apiKey: ApiKey = {
        id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
        name,
        createdAt: '2026-03-03T10:00:00.000Z',
        lastUsedAt: null,
      };
      keys = [apiKey, ...keys];
      return jsonResponse(createdApiKeyResponseSchema, { apiKey, key: secretKey }, 201);
    },
    'DELETE /api/v1/api-keys/aaaaaaaaaaaaaaaaaaaaaaaa': () => {
      keys = keys.filter((key) => key.id !== existing.id);
      return new Response(null, { status: 204 });
    },
  });
  return calls;
};

const renderKeys = () =>
  render(
    <QueryWrapper>
      <ApiKeysSection userId="usr_1" dealerId="dlr_1" dealerName="Nile Motors" />
    </QueryWrapper>,
  );

const createKey = async (name: string) => {
  const form = await screen.findByRole('form', { name: 'Create a key' });
  fireEvent.change(within(form).getByRole('textbox', { name: /Key name/ }), {
    target: { value: name },
  });
  fireEvent.submit(form);
};

describe('ApiKeysSection', () => {
  it('lists the keys with when each was made and last used, never their secret', async () => {
    keysApi();
    renderKeys();
    const row = (await screen.findByText('Website')).closest('li') ?? document.body;
    expect(row.textContent).toContain('Created Mar 1, 2026');
    expect(row.textContent).toContain('last used Mar 2, 2026');
    expect(document.body.textContent).not.toContain('ak_');
  });

  it('shows a new key once, with a copy button, until it is closed', async () => {
    const calls = keysApi();
    const writeText = vi.fn(() => Promise.resolve());
    // jsdom has no clipboard.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'clipboard');
    });
    renderKeys();
    await createKey('  Showroom DMS ');

    const shown = await screen.findByRole('region', {
      name: 'Your new key: \u2068Showroom DMS\u2069',
    });
    expect(within(shown).getByText(secretKey)).toBeTruthy();
    expect(within(shown).getByText(/it is shown only this once/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      dealerId: 'dlr_1',
      name: 'Showroom DMS',
    });
    fireEvent.click(within(shown).getByRole('button', { name: 'Copy key' }));
    await within(shown).findByRole('button', { name: 'Key copied' });
    expect(writeText).toHaveBeenCalledWith(secretKey);

    // The list has the new key by name, without its secret.
    const row = (await screen.findByText('Showroom DMS', { selector: 'bdi' })).closest('li');
    expect(row?.textContent).toContain('never used');
    expect(row?.textContent).not.toContain(secretKey);

    fireEvent.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByRole('region', { name: /Your new key/ })).toBeNull();
    expect(document.body.textContent).not.toContain(secretKey);
  });

  it('asks before revoking a key, and revokes it only when confirmed', async () => {
    const calls = keysApi();
    renderKeys();
    const revoke = await screen.findByRole('button', { name: 'Revoke the key Website' });

    fireEvent.click(revoke);
    const dialog = await screen.findByRole('alertdialog', { name: /Revoke the key .*Website/ });
    expect(within(dialog).getByText(/refused from now on/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Revoke the key Website' }));
    const again = await screen.findByRole('alertdialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    await screen.findByText(/was revoked/);
    await waitFor(() => expect(screen.queryByText('Website', { selector: 'bdi' })).toBeNull());
    expect(screen.getByText('No keys yet.')).toBeTruthy();
  });

  it("asks for a name before sending, and says the server's refusal in the page language", async () => {
    await setLanguage('ar');
    try {
      const calls = signedInAs(admin, {
        'GET /api/v1/api-keys': () => jsonResponse(apiKeyListResponseSchema, { apiKeys: [] }),
        'POST /api/v1/api-keys': () =>
          jsonResponse(
            apiErrorSchema,
            { message: "Only the dealership's admins can manage its API keys" },
            403,
          ),
      });
      renderKeys();
      const form = await screen.findByRole('form', { name: 'إنشاء مفتاح' });
      fireEvent.submit(form);
      expect(await within(form).findByText('اكتب اسمًا للمفتاح.')).toBeTruthy();
      expect(calls.some((call) => call.method === 'POST')).toBe(false);

      fireEvent.change(within(form).getByRole('textbox'), { target: { value: 'نظام المعرض' } });
      fireEvent.submit(form);
      expect(await screen.findByRole('alert')).toHaveProperty(
        'textContent',
        'إدارة مفاتيح API متاحة لمديري المعرض فقط.',
      );
    } finally {
      await setLanguage('en');
    }
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
  });
});
