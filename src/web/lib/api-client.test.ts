import { apiErrorSchema } from '#shared/errors';
import { healthSchema } from '#shared/schemas/common';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../testing/test-utils';
import { api, attachmentName, buildUrl } from './api-client';
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

  it('answers a file with the name the server gives, and refuses as any call does', async () => {
    localStorage.setItem('token', 'stored');
    const fetchMock = mockFetch(
      () =>
        new Response('a,b\n', {
          headers: { 'Content-Disposition': 'attachment; filename="stock.csv"' },
        }),
    );
    const file = await api.authGetFile('/api/v1/stock/export', { params: { format: 'csv' } });
    expect(file.blob.size).toBe(4);
    expect(file.fileName).toBe('stock.csv');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/stock/export?format=csv');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer stored');

    mockFetch(() => jsonResponse(apiErrorSchema, { message: 'Dealer not found' }, 404));
    await expect(api.authGetFile('/api/v1/stock/export')).rejects.toMatchObject({
      status: 404,
      message: 'Dealer not found',
    });
  });

  it("reads an attachment's name, the UTF-8 one first", () => {
    const arabic = encodeURIComponent('معرض النيل stock.xlsx');
    expect(attachmentName(`attachment; filename="stock.xlsx"; filename*=UTF-8''${arabic}`)).toBe(
      'معرض النيل stock.xlsx',
    );
    expect(attachmentName(`attachment; filename="stock.xlsx"; filename*=UTF-8''%E0%A4`)).toBe(
      'stock.xlsx',
    );
    expect(attachmentName('attachment')).toBeUndefined();
    expect(attachmentName(null)).toBeUndefined();
  });
});
