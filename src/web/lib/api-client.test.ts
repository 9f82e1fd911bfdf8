import { apiErrorSchema } from '#shared/errors';
import { healthSchema } from '#shared/schemas/common';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../testing/test-utils';
import { api, buildUrl } from './api-client';
import { ApiError, isNotFound } from './api-error';

describe('api client', () => {
  it('leaves out empty params', () => {
    expect(
      buildUrl('/api/v1/car/search', { make: 'kia', model: '', year: undefined, page: 2 }),
    ).toBe('/api/v1/car/search?make=kia&page=2');
  });

  it('answers the JSON body', async () => {
    mockFetch(() => jsonResponse(healthSchema, { status: 'ok' }));
    await expect(api.get('/api/v1/x')).resolves.toEqual({ status: 'ok' });
  });

  it("throws an ApiError with the status and the server's message", async () => {
    mockFetch(() => jsonResponse(apiErrorSchema, { message: 'Car not found' }, 404));
    const error = await api.get('/api/v1/car/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Car not found' });
    expect(isNotFound(error)).toBe(true);
  });

  it('sends a public POST with the stored token when there is one, and without one otherwise', async () => {
    const fetchMock = mockFetch(() => jsonResponse(healthSchema, { status: 'ok' }));
    await api.postPublic('/api/v1/x', { a: 1 });
    localStorage.setItem('token', 'stored');
    await api.postPublic('/api/v1/x', { a: 1 });
    const headers = fetchMock.mock.calls.map(
      (call) => new Headers((call as unknown as [string, RequestInit])[1].headers),
    );
    expect(headers.map((sent) => sent.get('Authorization'))).toEqual([null, 'Bearer stored']);
    expect(headers[0]?.get('Content-Type')).toBe('application/json');
  });

  it('throws when the network fails', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/api/v1/x')).rejects.toMatchObject({ status: 0 });
  });
});
