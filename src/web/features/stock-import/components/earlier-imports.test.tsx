import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stockImportListSchema, type StockImportSummary } from '#shared/schemas/stock-import';
import { setLanguage } from '../../../lib/i18n';
import { buildUser } from '../../../testing/data-generators';
import { jsonResponse, QueryWrapper, signedInAs } from '../../../testing/test-utils';
import { EarlierImports } from './earlier-imports';

const manager = buildUser({
  uid: 'usr_1',
  dealer_access: [
    {
      dealerId: 'dlr_1',
      dealerName: 'Nile Motors',
      dealerNames: { en: 'Nile Motors', ar: null },
      role: 'manager',
      status: 'approved',
    },
  ],
});

const finished: StockImportSummary = {
  id: 'imp_2',
  fileName: 'مخزون نوفمبر.csv',
  status: 'done',
  createdAt: '2026-11-25T11:50:00.000Z',
  counts: {
    rows: 24,
    add: 1,
    update: 2,
    unchanged: 20,
    refused: 1,
    withoutNumber: 0,
    written: 3,
    photos: 0,
  },
};
const uploaded: StockImportSummary = {
  id: 'imp_1',
  fileName: 'nile-motors-stock.xlsx',
  status: 'uploaded',
  createdAt: '2026-11-03T12:10:00.000Z',
  counts: {},
};

function renderImports(imports: StockImportSummary[]) {
  const calls = signedInAs(manager, {
    'GET /api/v1/stock/imports': () => jsonResponse(stockImportListSchema, { imports }),
  });
  render(
    <QueryWrapper>
      <MemoryRouter>
        <EarlierImports userId="usr_1" dealerId="dlr_1" />
      </MemoryRouter>
    </QueryWrapper>,
  );
  return calls;
}

const itemOf = async (fileName: string) => {
  const link = await screen.findByRole('link', { name: fileName });
  return { link, item: link.closest('li') as HTMLElement };
};

describe('the earlier imports', () => {
  it("lists the dealership's imports, each with its date, where it got and what it did, linked to its step", async () => {
    const calls = renderImports([finished, uploaded]);
    expect(await screen.findByRole('heading', { name: 'Earlier imports' })).toBeTruthy();
    const done = await itemOf('مخزون نوفمبر.csv');
    expect(calls.find((call) => call.path === '/api/v1/stock/imports')?.query).toBe(
      'dealerId=dlr_1',
    );
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['مخزون نوفمبر.csv', 'nile-motors-stock.xlsx']);

    expect(done.link.getAttribute('href')).toBe('/my-cars/import?import=imp_2');
    expect(within(done.item).getByText('Finished')).toBeTruthy();
    expect(done.item.querySelector('time')?.getAttribute('dateTime')).toBe(finished.createdAt);
    expect(done.item.querySelector('time')?.textContent).toMatch(/^Nov 25, 2026/);
    const counts = [...done.item.querySelectorAll('dl > div')].map((pair) => [
      pair.querySelector('dt')?.textContent,
      pair.querySelector('dd')?.textContent,
    ]);
    expect(counts).toEqual([
      ['New cars', '1'],
      ['Updated cars', '2'],
      ['Unchanged', '20'],
      ['Refused rows', '1'],
    ]);

    // An import left at its columns has counted nothing: it says where it stopped.
    const left = await itemOf('nile-motors-stock.xlsx');
    expect(left.link.getAttribute('href')).toBe('/my-cars/import?import=imp_1');
    expect(within(left.item).getByText('Columns not matched')).toBeTruthy();
    expect(left.item.querySelector('dl')).toBeNull();
  });

  it('says when there is none yet', async () => {
    renderImports([]);
    expect(
      await screen.findByText(
        'No imports yet. Each sheet you import shows here, with what it did.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('speaks Arabic, the file names keeping their own direction', async () => {
    await setLanguage('ar');
    try {
      renderImports([finished, { ...uploaded, status: 'failed', counts: finished.counts }]);
      expect(await screen.findByRole('heading', { name: 'عمليات الاستيراد السابقة' })).toBeTruthy();
      const done = await itemOf('مخزون نوفمبر.csv');
      expect(within(done.item).getByText('اكتمل')).toBeTruthy();
      expect(within(done.item).getByText('سيارات جديدة')).toBeTruthy();
      const stopped = await itemOf('nile-motors-stock.xlsx');
      expect(within(stopped.item).getByText('توقف')).toBeTruthy();
      expect(stopped.link.querySelector('bdi')?.textContent).toBe('nile-motors-stock.xlsx');
    } finally {
      await setLanguage('en');
    }
  });
});
