import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#shared/errors';
import { savedSearchSchema } from '#shared/schemas/buyer';
import { formatPrice } from '#shared/rules/format';
import { buildSavedSearch, buildUser } from '../../../testing/data-generators';
import {
  jsonResponse,
  mockApi,
  renderWithSession,
  signedInAs,
  type ApiCall,
} from '../../../testing/test-utils';
import type { FilterName } from '../lib/search-summary';
import { SaveSearchButton } from './save-search-button';

const buyer = buildUser({ uid: 'usr_buyer', name: 'Mona Buyer', role: null });
const query = { make: 'toyota', model: 'corolla', priceMax: 900_000, city: 'cairo' };
const filterNames: FilterName[] = [
  { id: 'make:toyota', label: 'Toyota' },
  { id: 'model', label: 'Corolla' },
  { id: 'priceMax', label: `Up to ${formatPrice(900_000, 'en')}` },
  { id: 'city:cairo', label: 'Cairo' },
];
const suggested = `Toyota Corolla, under ${formatPrice(900_000, 'en')}, Cairo`;

const renderButton = () =>
  renderWithSession(
    <MemoryRouter initialEntries={['/car-grid?make=toyota&priceMax=900000&sort=price-asc']}>
      <SaveSearchButton query={query} filterNames={filterNames} />
    </MemoryRouter>,
  );

const saves = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/v1/saved-searches');

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
  return screen.findByRole('dialog', { name: 'Save this search' });
}

describe('Save this search', () => {
  beforeEach(() => sessionStorage.clear());

  it('leads a signed-out visitor to sign in, and back to the same search', () => {
    mockApi({});
    renderButton();
    const link = screen.getByRole('link', { name: 'Save this search' });
    expect(link.getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent('/car-grid?make=toyota&priceMax=900000&sort=price-asc')}`,
    );
  });

  it('saves the search by itself, once, when the sign-in it led to comes back to the listing', async () => {
    const here = '/car-grid?make=toyota&priceMax=900000&sort=price-asc';
    mockApi({});
    renderButton();
    fireEvent.click(screen.getByRole('link', { name: 'Save this search' }));
    expect(JSON.parse(sessionStorage.getItem('arabeya:after-sign-in') ?? 'null')).toMatchObject({
      action: 'saveSearch',
      path: here,
    });
    cleanup();

    // Signed in, the listing is drawn again: the search is saved as the dialog would name it.
    const calls = signedInAs(buyer, {
      'POST /api/v1/saved-searches': ({ body }) =>
        jsonResponse(savedSearchSchema, buildSavedSearch({ ...(body as object) }), 201),
    });
    renderButton();
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Search saved.');
    expect(saves(calls).map((call) => call.body)).toEqual([
      { name: suggested, query, frequency: 'instant', language: 'en' },
    ]);
    expect(sessionStorage.getItem('arabeya:after-sign-in')).toBeNull();

    // Once: the same listing later offers the button again.
    cleanup();
    renderButton();
    await screen.findByRole('button', { name: 'Save this search' });
    expect(saves(calls)).toHaveLength(1);
  });

  it('saves the search under the name of its filters and the chosen alerts, then links to the saved searches', async () => {
    const calls = signedInAs(buyer, {
      'POST /api/v1/saved-searches': ({ body }) =>
        jsonResponse(
          savedSearchSchema,
          buildSavedSearch({ ...(body as object), newMatches: 0 }),
          201,
        ),
    });
    renderButton();
    const dialog = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect((name as HTMLInputElement).value).toBe(suggested);
    expect(document.activeElement).toBe(name);
    expect(within(dialog).getByText('An e-mail as soon as a new car matches.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Daily' }));
    expect(within(dialog).getByText('One e-mail a day with the new cars that match.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));

    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Search saved.');
    expect(
      within(status).getByRole('link', { name: 'See your saved searches' }).getAttribute('href'),
    ).toBe('/saved-searches');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saves(calls).map((call) => call.body)).toEqual([
      { name: suggested, query, frequency: 'daily', language: 'en' },
    ]);
  });

  it('asks for a name before saving', async () => {
    const calls = signedInAs(buyer);
    renderButton();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: '   ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(within(dialog).getByText('Give the search a name.')).toBeTruthy();
    expect(saves(calls)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save this search' })).toBeTruthy();
  });

  it("shows the server's message when the search cannot be saved", async () => {
    let message = 'You can save at most 50 searches; delete one to save another';
    signedInAs(buyer, {
      'POST /api/v1/saved-searches': () => jsonResponse(apiErrorSchema, { message }, 400),
    });
    renderButton();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You can keep at most 50 saved searches. Delete one to save another.',
    );

    message = 'make: Unknown make';
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('make: Unknown make'),
    );
    expect(screen.getByRole('dialog')).toBe(dialog);
  });
});
