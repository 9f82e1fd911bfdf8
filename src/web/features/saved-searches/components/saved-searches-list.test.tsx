import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#shared/errors';
import {
  savedSearchesResponseSchema,
  savedSearchSchema,
  type SavedSearch,
} from '#shared/schemas/buyer';
import { buildSavedSearch } from '../../../testing/data-generators';
import { deferred, jsonResponse, mockApi, QueryWrapper } from '../../../testing/test-utils';
import { SavedSearchesList } from './saved-searches-list';

const corolla = buildSavedSearch({
  id: 'ss_corolla',
  name: 'Corolla in Cairo',
  query: { make: 'toyota', model: 'corolla', priceMax: 900_000, city: 'cairo' },
  newMatches: 3,
});
const suvs = buildSavedSearch({
  id: 'ss_suvs',
  name: 'Family SUVs',
  query: { bodyStyle: 'suv' },
  frequency: 'daily',
});

/** The criteria as the test's own words: the route names them as the listing does. */
const describeQuery = (query: SavedSearch['query']) =>
  Object.entries(query)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');

const renderList = () =>
  render(
    <QueryWrapper>
      <MemoryRouter initialEntries={['/saved-searches']}>
        <SavedSearchesList userId="usr_buyer" describe={describeQuery} />
      </MemoryRouter>
    </QueryWrapper>,
  );

const list = (searches: SavedSearch[]) =>
  jsonResponse(savedSearchesResponseSchema, { savedSearches: searches });

const itemOf = async (name: string) => {
  const item = (await screen.findByRole('heading', { name })).closest('li');
  if (!item) throw new Error(`No item for ${name}`);
  return within(item);
};

beforeEach(() => {
  localStorage.setItem('token', 'stored');
});

describe('the saved searches', () => {
  it('shows each search with its new cars and criteria, and clears the badge on the way to its cars', async () => {
    const visit = deferred<Response>();
    const calls = mockApi({
      'GET /api/v1/saved-searches': () => list([corolla, suvs]),
      'POST /api/v1/saved-searches/ss_corolla/visit': () => visit.promise,
    });
    renderList();
    expect(screen.getByRole('status', { name: 'Loading your saved searches…' })).toBeTruthy();

    const item = await itemOf('Corolla in Cairo');
    expect(screen.getByText('2 saved searches')).toBeTruthy();
    expect(item.getByText('3 new')).toBeTruthy();
    expect(item.getByText('make=toyota model=corolla priceMax=900000 city=cairo')).toBeTruthy();
    expect((item.getByRole('combobox', { name: 'E-mail alerts' }) as HTMLSelectElement).value).toBe(
      'instant',
    );
    const suvItem = await itemOf('Family SUVs');
    expect(suvItem.queryByText(/new$/)).toBeNull();
    expect(
      (suvItem.getByRole('combobox', { name: 'E-mail alerts' }) as HTMLSelectElement).value,
    ).toBe('daily');

    const showCars = item.getByRole('link', { name: 'Show cars' });
    expect(showCars.getAttribute('href')).toBe(
      '/car-grid?make=toyota&model=corolla&priceMax=900000&city=cairo',
    );
    fireEvent.click(showCars);
    // Seen at once, while the visit is still on its way.
    await waitFor(() => expect(item.queryByText('3 new')).toBeNull());
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/v1/saved-searches/ss_corolla/visit',
    });
    visit.resolve(jsonResponse(savedSearchSchema, { ...corolla, newMatches: 0 }));
  });

  it('says how to save a search when there is none', async () => {
    mockApi({ 'GET /api/v1/saved-searches': () => list([]) });
    renderList();
    expect(await screen.findByRole('heading', { name: 'No saved searches yet' })).toBeTruthy();
    expect(screen.getByText(/press “Save this search”/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse cars' }).getAttribute('href')).toBe(
      '/car-grid',
    );
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /api/v1/saved-searches': () =>
        fail ? jsonResponse(apiErrorSchema, { message: 'down' }, 500) : list([suvs]),
    });
    renderList();
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Family SUVs' })).toBeTruthy();
  });

  it('renames a search, with a name of 1 to 80 characters', async () => {
    const calls = mockApi({
      'GET /api/v1/saved-searches': () => list([corolla, suvs]),
      'PATCH /api/v1/saved-searches/ss_suvs': ({ body }) =>
        jsonResponse(savedSearchSchema, { ...suvs, ...(body as { name: string }) }),
    });
    renderList();
    const item = await itemOf('Family SUVs');
    fireEvent.click(item.getByRole('button', { name: 'Rename Family SUVs' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename this search' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    expect((name as HTMLInputElement).value).toBe('Family SUVs');

    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save name' }));
    expect(dialog.getByText('Give the search a name.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);

    fireEvent.change(name, { target: { value: '  SUVs for the family ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('heading', { name: 'SUVs for the family' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      'The search is now called “\u2068SUVs for the family\u2069”.',
    );
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { name: 'SUVs for the family', language: 'en' },
    ]);
  });

  it('deletes a search once confirmed', async () => {
    let searches = [corolla, suvs];
    const calls = mockApi({
      'GET /api/v1/saved-searches': () => list(searches),
      'DELETE /api/v1/saved-searches/ss_corolla': () => {
        searches = [suvs];
        return new Response(null, { status: 204 });
      },
    });
    renderList();
    const item = await itemOf('Corolla in Cairo');
    fireEvent.click(item.getByRole('button', { name: 'Delete Corolla in Cairo' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Delete this saved search?' }),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    fireEvent.click(item.getByRole('button', { name: 'Delete Corolla in Cairo' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete search' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Corolla in Cairo' })).toBeNull(),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      '“\u2068Corolla in Cairo\u2069” was deleted.',
    );
    expect(screen.getByRole('heading', { name: 'Family SUVs' })).toBeTruthy();
  });

  it('saves a new alert frequency as soon as it is chosen, and puts it back if that fails', async () => {
    let fail = false;
    const calls = mockApi({
      'GET /api/v1/saved-searches': () => list([corolla]),
      'PATCH /api/v1/saved-searches/ss_corolla': ({ body }) =>
        fail
          ? jsonResponse(apiErrorSchema, { message: 'Saved search not found' }, 404)
          : jsonResponse(savedSearchSchema, { ...corolla, ...(body as object) }),
    });
    renderList();
    const item = await itemOf('Corolla in Cairo');
    const select = item.getByRole('combobox', { name: 'E-mail alerts' }) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'daily' } });
    expect(select.value).toBe('daily');
    expect((await screen.findByRole('status')).textContent).toBe(
      'You will get one e-mail a day with the new cars matching “\u2068Corolla in Cairo\u2069”.',
    );
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { frequency: 'daily', language: 'en' },
    ]);

    fail = true;
    fireEvent.change(select, { target: { value: 'off' } });
    expect(select.value).toBe('off');
    expect((await screen.findByRole('alert')).textContent).toBe('Saved search not found');
    expect(select.value).toBe('daily');
  });
});
