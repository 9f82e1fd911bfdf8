import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema } from '#shared/errors';
import { jsonResponse, mockApi, QueryWrapper } from '../../../testing/test-utils';
import { StockSheetDownload } from './stock-sheet-download';

const renderDownload = () =>
  render(
    <QueryWrapper>
      <StockSheetDownload dealerId="dlr_nile" />
    </QueryWrapper>,
  );

/** The links the page clicked to save a file, with their href and name; jsdom saves nothing. */
function savedFiles() {
  const saved: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download });
  });
  URL.createObjectURL = vi.fn(() => 'blob:sheet');
  URL.revokeObjectURL = vi.fn();
  return saved;
}

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe("the stock's download", () => {
  it('fetches the sheet with the session and saves it under the name the server gives', async () => {
    localStorage.setItem('token', 'stored');
    const calls = mockApi({
      'GET /api/v1/stock/export': () =>
        new Response('make,model\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="stock.csv"; filename*=UTF-8''${encodeURIComponent('معرض النيل stock.csv')}`,
          },
        }),
    });
    const saved = savedFiles();
    renderDownload();

    const group = screen.getByRole('group', { name: 'Download the stock' });
    fireEvent.click(within(group).getByRole('button', { name: 'CSV' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:sheet', download: 'معرض النيل stock.csv' }]),
    );
    expect(calls[0]?.query).toBe('dealerId=dlr_nile&format=csv&language=en');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer stored');
  });

  it("shows the server's refusal", async () => {
    localStorage.setItem('token', 'stored');
    mockApi({
      'GET /api/v1/stock/export': () =>
        jsonResponse(
          apiErrorSchema,
          { message: "Only the dealership's admins and managers can import its stock" },
          403,
        ),
    });
    savedFiles();
    renderDownload();
    fireEvent.click(screen.getByRole('button', { name: 'Excel' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Only the dealership's admins and managers can import its stock",
    );
  });
});
