import { apiErrorSchema } from '#shared/errors';
import { dealerListResponseSchema } from '#shared/schemas/dealer';
import { renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '../../../testing/setup';
import { buildDealer } from '../../../testing/data-generators';
import { jsonResponse, mockFetch, renderProviderStates } from '../../../testing/test-utils';
import type { DealerSearch } from '../api/dealers';
import { dealersErrorMessage, DealersProvider, useDealersContext } from './dealers-provider';
import { ApiError } from '../../../lib/api-error';

const renderDealers = (search?: DealerSearch) =>
  renderProviderStates(
    useDealersContext,
    (dealers) =>
      dealers.status === 'success'
        ? `success: ${dealers.dealers.map((dealer) => dealer.name).join(',')}`
        : dealers.status === 'error'
          ? `error: ${dealers.message}`
          : 'fetching',
    (probe) => <DealersProvider search={search}>{probe}</DealersProvider>,
  );

describe('DealersProvider', () => {
  it('goes from fetching to success with the dealers', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(dealerListResponseSchema, {
        dealers: [buildDealer({ name: 'Nile Cars' }), buildDealer({ name: 'Delta Auto' })],
      }),
    );
    const states = renderDealers({ query: '  nile ', governorate: 'cairo' });
    expect(await screen.findByText('success: Nile Cars,Delta Auto')).toBeTruthy();
    expect(states[0]).toBe('fetching');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/dealer?q=nile&governorate=cairo');
  });

  it("gives 'Dealers not found' on HTTP 404", async () => {
    mockFetch(() => jsonResponse(apiErrorSchema, { message: 'Not found' }, 404));
    renderDealers();
    expect(await screen.findByText('error: Dealers not found')).toBeTruthy();
  });

  it("gives 'Something went wrong with fetching the dealers' on other failures", async () => {
    mockFetch(() => jsonResponse(apiErrorSchema, { message: 'Boom' }, 503));
    renderDealers();
    expect(
      await screen.findByText('error: Something went wrong with fetching the dealers'),
    ).toBeTruthy();
  });

  it('maps errors in their fixed order', () => {
    expect(dealersErrorMessage(new ApiError(404, 'x'))).toBe('Dealers not found');
    expect(dealersErrorMessage(new ApiError(0, 'offline'))).toBe(
      'Something went wrong with fetching the dealers',
    );
    expect(dealersErrorMessage(new Error('parse'))).toBe(
      'Something went wrong with fetching the dealers',
    );
  });

  it('throws the usage error outside a DealersProvider', () => {
    expectConsoleError();
    expect(() => renderHook(() => useDealersContext())).toThrow(
      'DealersContext was used outside the DealersProvider',
    );
  });
});
