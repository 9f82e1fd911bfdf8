import { useState } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { carFacetsSchema, facetNames, type CarFacets } from '#shared/schemas/car';
import { jsonResponse, mockApi, QueryWrapper } from '../../../testing/test-utils';
import type { CarSearchState } from '../lib/car-search-params';
import { CarFilterFields } from './car-filters';
import { HeroSearch } from './hero-search';

const facets: CarFacets = {
  total: { count: 120, approximate: false },
  facets: {
    ...(Object.fromEntries(facetNames.map((name) => [name, []])) as unknown as CarFacets['facets']),
    priceBand: [
      { value: 'under-500k', count: 30, approximate: false },
      { value: '500k-1m', count: 50, approximate: false },
    ],
  },
};

type Filters = Pick<CarSearchState, 'priceMin' | 'priceMax'>;

function Filters() {
  const [search, setSearch] = useState<Filters>({});
  return (
    <>
      <CarFilterFields
        search={search}
        onChange={(changes) => setSearch((current) => ({ ...current, ...changes }))}
      />
      <output>{JSON.stringify(search)}</output>
    </>
  );
}

// The <output> (the text field's live region is a status too).
const shown = () => JSON.parse(document.querySelector('output')?.textContent ?? '{}') as Filters;
const checked = (group: HTMLElement) =>
  within(group)
    .queryAllByRole('radio', { checked: true })
    .map((radio) => radio.getAttribute('aria-label') ?? radio.closest('label')?.textContent);

describe('the price bands of the filters', () => {
  it('are one choice, as their round buttons say, beside the min and max fields', async () => {
    mockApi({ 'GET /api/v1/car/facets': () => jsonResponse(carFacetsSchema, facets) });
    // The text field's suggestions open their search: it is in a router.
    render(
      <QueryWrapper>
        <MemoryRouter>
          <Filters />
        </MemoryRouter>
      </QueryWrapper>,
    );
    const group = screen.getByRole('group', { name: 'Price' });
    const price = within(group);
    expect(price.queryAllByRole('checkbox')).toEqual([]);
    expect(checked(group)).toEqual(['Any price']);
    // Each band with its count.
    const under = await price.findByRole('radio', { name: /^Under EGP\s500,000$/ });
    await within(under.closest('label')!).findByText('30');

    fireEvent.click(under);
    expect(shown()).toEqual({ priceMax: 500_000 });
    fireEvent.click(price.getByRole('radio', { name: /^EGP\s500,000 – EGP\s1,000,000$/ }));
    expect(shown()).toEqual({ priceMin: 500_000, priceMax: 1_000_000 });
    expect(checked(group)).toHaveLength(1);

    // "Under 1,000,000" is the max field's: no band is that range, none is ticked.
    fireEvent.change(screen.getByRole('combobox', { name: 'Min price' }), {
      target: { value: '' },
    });
    expect(shown()).toEqual({ priceMax: 1_000_000 });
    expect(checked(group)).toEqual([]);

    fireEvent.click(price.getByRole('radio', { name: 'Any price' }));
    expect(shown()).toEqual({});
  });
});

describe('the home search', () => {
  it('offers the budgets Egyptians search by, each a ceiling', () => {
    function Results() {
      return <p>{useLocation().search}</p>;
    }
    const router = createMemoryRouter(
      [
        { path: '/', element: <HeroSearch /> },
        { path: '/car-grid', element: <Results /> },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <QueryWrapper>
        <RouterProvider router={router} />
      </QueryWrapper>,
    );
    const budget = screen.getByRole('combobox', { name: 'Price' });
    expect(
      within(budget)
        .getAllByRole('option')
        .map((option) => option.textContent?.replace(/\s/g, ' ')),
    ).toEqual([
      'Any price',
      'Under EGP 500,000',
      'Under EGP 1,000,000',
      'Under EGP 1,500,000',
      'Under EGP 2,000,000',
    ]);
    const underAMillion = within(budget).getByRole('option', { name: /1,000,000/ });
    fireEvent.change(budget, { target: { value: underAMillion.getAttribute('value') } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('?priceMax=1000000')).toBeTruthy();
  });
});
