import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema } from '#shared/errors';
import {
  stockImportListSchema,
  stockImportPreviewSchema,
  stockImportStateSchema,
  type StockImportPreview,
  type StockImportState,
  type StockImportSummary,
} from '#shared/schemas/stock-import';
import { myCarsResponseSchema } from '#shared/schemas/car-write';
import { stockFeedStateSchema } from '#shared/schemas/stock-feed';
import { dealerInsightsSchema } from '#shared/schemas/analytics';
import { setLanguage } from '../../lib/i18n';
import { buildUser } from '../../testing/data-generators';
import { renderRoutesAt } from '../../testing/render-routes';
import { jsonResponse, signedInAs, type ApiCall } from '../../testing/test-utils';

// The lazily loaded screens, compiled once up front so that no test waits for them.
beforeAll(async () => {
  await import('./account-screens');
});

const nile = {
  dealerId: 'dlr_nile',
  dealerName: 'Nile Motors',
  dealerNames: { en: 'Nile Motors', ar: null },
};
const delta = {
  dealerId: 'dlr_delta',
  dealerName: 'Delta Cars',
  dealerNames: { en: 'Delta Cars', ar: null },
};
const admin = buildUser({
  uid: 'usr_admin',
  name: 'Karim Dealer',
  role: 'Dealer',
  dealer_access: [{ ...nile, role: 'admin', status: 'approved' }],
});

const headers = ['رقم العربية في المعرض', 'الماركة', 'الموديل', 'سنة الصنع', 'السعر', 'اللون'];
const preview: StockImportPreview = {
  id: 'imp_1',
  fileName: 'مخزون.csv',
  headers,
  samples: [
    ['N-1', 'تويوتة', 'كورولا', '٢٠١٩', '٨٧٥ ألف', 'أبيض'],
    ['N-2', 'ترابانت', '601', '1985', '150000', 'أحمر'],
  ],
  mapping: ['stockNumber', 'make', 'model', 'firstRegistration', 'price', null],
};
const checked: StockImportState = {
  id: 'imp_1',
  dealerId: nile.dealerId,
  fileName: 'مخزون.csv',
  status: 'checked',
  headers,
  mapping: preview.mapping,
  counts: { rows: 3, add: 1, update: 1, unchanged: 0, refused: 1, withoutNumber: 0, written: 0 },
  photosFetched: 0,
  photosFailed: 0,
  photoZip: null,
  refused: [
    {
      line: 3,
      stockNumber: '=N-2',
      problems: [{ field: 'make', reason: 'unknownMake', value: 'ترابانت' }],
    },
  ],
};
const at = (status: StockImportState['status'], written = 0): StockImportState => ({
  ...checked,
  status,
  counts: { ...checked.counts, written },
  photosFetched: 0,
  photosFailed: 0,
});

/** The import as the server answers it once uploaded: nothing checked yet. */
const uploaded: StockImportState = { ...at('uploaded'), mapping: null, counts: {}, refused: [] };

/** The dealership's import of last month, finished. */
const earlier: StockImportSummary = {
  id: 'imp_0',
  fileName: 'showroom-stock.xlsx',
  status: 'done',
  createdAt: '2026-10-28T09:30:00.000Z',
  counts: { rows: 31, add: 30, update: 0, unchanged: 0, refused: 1, written: 30 },
};
const earlierImports = (imports: StockImportSummary[] = [earlier]) =>
  jsonResponse(stockImportListSchema, { imports });

const answer = (state: StockImportState) => jsonResponse(stockImportStateSchema, state);
/** The dealership has no feed: the first step offers one under the sheet. */
const noFeed = () => jsonResponse(stockFeedStateSchema, { feed: null, runs: [] });
const refusal = (message: string, status: number) =>
  jsonResponse(apiErrorSchema, { message }, status);
const calls = (all: ApiCall[], method: string, path: string) =>
  all.filter((call) => call.method === method && call.path === path);

const fileInput = () => screen.getByLabelText('Spreadsheet file (.xlsx or .csv)');
const chooseFile = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const sheet = () =>
  new File(['رقم العربية في المعرض,الماركة\r\n'], 'مخزون.csv', { type: 'text/csv' });

afterEach(() => sessionStorage.clear());

describe('/my-cars/import', () => {
  it('takes a sheet through its columns and dry run to the import, followed until done', async () => {
    // The server's import: uploaded, checked, then written a car at a time as it is asked for.
    let now = uploaded;
    const written = [at('running', 1), at('done', 2)];
    const api = signedInAs(admin, {
      'GET /api/v1/stock/imports': () => earlierImports(),
      'GET /api/v1/stock/feed': noFeed,
      'POST /api/v1/stock/imports': () => jsonResponse(stockImportPreviewSchema, preview, 201),
      'POST /api/v1/stock/imports/imp_1/check': () => answer((now = checked)),
      'POST /api/v1/stock/imports/imp_1/confirm': () => answer((now = at('queued'))),
      'GET /api/v1/stock/imports/imp_1': () => {
        if (now.status === 'queued' || now.status === 'running') now = written.shift() ?? now;
        return answer(now);
      },
    });
    const { router } = renderRoutesAt('/my-cars/import');
    expect(
      await screen.findByRole('heading', { name: 'Import from a spreadsheet', level: 1 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Cars' }).getAttribute('href')).toBe('/my-cars');
    const steps = screen.getByRole('navigation', { name: 'Steps of the import' });
    expect(within(steps).getByText('Choose a file').closest('li')?.ariaCurrent).toBe('step');
    // Under the file, the dealership's earlier imports, each opening at its step.
    const before = await screen.findByRole('link', { name: 'showroom-stock.xlsx' });
    expect(before.getAttribute('href')).toBe('/my-cars/import?import=imp_0');
    expect(calls(api, 'GET', '/api/v1/stock/imports')[0]?.query).toBe('dealerId=dlr_nile');
    // Beside the sheet, the way to import without one: the dealership's feed.
    await screen.findByRole('textbox', { name: 'Feed address (URL)' });
    expect(calls(api, 'GET', '/api/v1/stock/feed')[0]?.query).toBe('dealerId=dlr_nile');

    chooseFile(sheet());
    await screen.findByRole('heading', { name: 'Match the columns' });
    expect(router.state.location.search).toBe('?import=imp_1');
    const upload = calls(api, 'POST', '/api/v1/stock/imports')[0];
    expect(upload?.query).toBe('dealerId=dlr_nile');
    expect(screen.getByText('كورولا')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Check the rows' }));
    await screen.findByRole('heading', { name: 'What importing would do' });
    expect(calls(api, 'POST', '/api/v1/stock/imports/imp_1/check')[0]?.body).toEqual({
      mapping: preview.mapping,
    });
    const counts = (name: string) =>
      document.querySelector(`[data-count="${name}"] dd`)?.textContent;
    expect([counts('add'), counts('update'), counts('unchanged'), counts('refused')]).toEqual([
      '1',
      '1',
      '0',
      '1',
    ]);
    const refused = screen.getByRole('table', {
      name: 'Refused rows, with the column and the reason',
    });
    const [, row] = within(refused).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('rowheader')
        .concat(within(row!).getAllByRole('cell'))
        .map((cell) => cell.textContent),
    ).toEqual(['3', '=N-2', 'الماركة', '“\u2068ترابانت\u2069” is not a make we know']);

    fireEvent.click(screen.getByRole('button', { name: 'Import 2 cars' }));
    expect(await screen.findByRole('progressbar', { name: 'Cars saved' })).toBeTruthy();
    await screen.findByText('1 of 2 cars saved');
    expect(
      await screen.findByRole('heading', { name: 'Import finished' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Import finished');
    expect(screen.getByText('2 cars were added or updated.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Cars' }).getAttribute('href')).toBe(
      '/my-cars',
    );
    expect(
      screen.getByText(
        'These rows were not imported. Correct them in your sheet and import it again.',
      ),
    ).toBeTruthy();
  }, 20_000);

  it('downloads the refused rows as a CSV Excel reads, no cell a formula', async () => {
    signedInAs(admin, { 'GET /api/v1/stock/imports/imp_1': () => answer(checked) });
    const saved: { blob?: Blob; name?: string } = {};
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          saved.blob = blob;
          return 'blob:report';
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.name = this.download;
    });
    renderRoutesAt('/my-cars/import?import=imp_1');
    fireEvent.click(await screen.findByRole('button', { name: 'Download report' }));
    expect(saved.name).toBe('مخزون-report.csv');
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(saved.blob!);
    });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      'Row,Stock number,Column,Value,Reason\r\n' +
        "3,'=N-2,الماركة,ترابانت,“ترابانت” is not a make we know\r\n",
    );
  });

  it('comes back on a reload to the import being written, and to the columns of one uploaded', async () => {
    signedInAs(admin, { 'GET /api/v1/stock/imports/imp_1': () => answer(at('running', 1)) });
    const { view } = renderRoutesAt('/my-cars/import?import=imp_1');
    await screen.findByText('1 of 2 cars saved');
    expect(screen.getByText(/You can leave this page: the import goes on/)).toBeTruthy();
    view.unmount();

    // The tab that uploaded it kept the first rows and the guess.
    sessionStorage.setItem(
      'arabeya:stock-import:imp_2',
      JSON.stringify({ samples: preview.samples, mapping: preview.mapping }),
    );
    signedInAs(admin, {
      'GET /api/v1/stock/imports/imp_2': () => answer({ ...uploaded, id: 'imp_2' }),
    });
    renderRoutesAt('/my-cars/import?import=imp_2');
    await screen.findByRole('heading', { name: 'Match the columns' });
    expect(screen.getByText('كورولا')).toBeTruthy();
    expect(
      (
        screen.getByRole('combobox', {
          name: 'Field of column \u2068الماركة\u2069',
        }) as HTMLSelectElement
      ).value,
    ).toBe('make');
  });

  it("shows the server's refusals by the step that failed, in the dealer's words", async () => {
    signedInAs(admin, {
      'GET /api/v1/stock/imports': () => earlierImports([]),
      'GET /api/v1/stock/feed': noFeed,
      'POST /api/v1/stock/imports': () =>
        refusal('This is an old Excel file (.xls); save it as .xlsx or .csv and try again', 400),
      'GET /api/v1/stock/imports/imp_1': () => answer(checked),
      'POST /api/v1/stock/imports/imp_1/confirm': () =>
        refusal(
          'Another import of the dealership is still being written; wait for it to finish',
          409,
        ),
    });
    const { view } = renderRoutesAt('/my-cars/import');
    await screen.findByRole('heading', { name: 'Choose the spreadsheet' });
    chooseFile(sheet());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This is an old Excel file (.xls). Save it as .xlsx or .csv and choose it again.',
    );
    // Too large for the server: refused before it is sent.
    const large = sheet();
    Object.defineProperty(large, 'size', { value: 21 * 1024 * 1024 });
    chooseFile(large);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file is larger than 20 MB. Split it into smaller files.',
    );
    view.unmount();

    renderRoutesAt('/my-cars/import?import=imp_1');
    fireEvent.click(await screen.findByRole('button', { name: 'Import 2 cars' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Another import of your dealership is still being saved. Wait for it to finish, then import this file.',
    );
    expect(screen.getByRole('heading', { name: 'What importing would do' })).toBeTruthy();
  });

  it('takes a zip of photos beside the sheet, saying how many match the rows, in Arabic too', async () => {
    const photoZip = { fileName: 'صور.zip', pictures: 8, matched: 7, unmatched: 1, skipped: 1 };
    const api = signedInAs(admin, {
      'GET /api/v1/stock/imports/imp_1': () => answer(checked),
      'POST /api/v1/stock/imports/imp_1/photos': () => answer({ ...checked, photoZip }),
    });
    const { view } = renderRoutesAt('/my-cars/import?import=imp_1');
    await screen.findByRole('heading', { name: 'What importing would do' });
    const zip = (name: string, size = 1000) => {
      const file = new File(['PK'], name, { type: 'application/zip' });
      Object.defineProperty(file, 'size', { value: size });
      return file;
    };
    const choose = (file: File) =>
      fireEvent.change(screen.getByLabelText('Add photos (.zip)'), { target: { files: [file] } });
    // Refused before it is sent: another kind, or larger than the server takes.
    choose(zip('photos.rar'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose a .zip file of the photos.',
    );
    choose(zip('photos.zip', 201 * 1024 * 1024));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This zip is larger than 200 MB. Leave some photos out and try again.',
    );
    expect(calls(api, 'POST', '/api/v1/stock/imports/imp_1/photos')).toEqual([]);

    choose(zip('صور.zip'));
    await screen.findByText('7 photos match cars of the sheet.');
    expect(calls(api, 'POST', '/api/v1/stock/imports/imp_1/photos')).toHaveLength(1);
    expect(document.querySelector('[data-photo-zip]')?.textContent).toBe(
      '\u2066صور.zip\u2069: 8 photos' +
        '7 photos match cars of the sheet.' +
        '1 photo matches no car of the sheet and is not imported.' +
        '1 file was left out: not a photo, or larger than 4 MB.',
    );
    expect(screen.getByLabelText('Choose another zip')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    view.unmount();

    await setLanguage('ar');
    try {
      signedInAs(admin, {
        'GET /api/v1/stock/imports/imp_1': () => answer({ ...checked, photoZip }),
        'POST /api/v1/stock/imports/imp_1/photos': () =>
          refusal('The zip has a file whose name leads out of its folder', 400),
      });
      renderRoutesAt('/my-cars/import?import=imp_1');
      await screen.findByText('7 صور تطابق سيارات في الجدول.');
      expect(screen.getByText('صورة واحدة لا تطابق أي سيارة في الجدول ولن تُستورد.')).toBeTruthy();
      fireEvent.change(screen.getByLabelText('اختيار ملف zip آخر'), {
        target: { files: [zip('صور.zip')] },
      });
      expect((await screen.findByRole('alert')).textContent).toBe(
        'في ملف zip ملف يخرج اسمه من مجلده. اضغط الصور في ملف zip من جديد.',
      );
    } finally {
      await setLanguage('en');
    }
  });

  it('lets a member of several dealerships choose which one the sheet is for', async () => {
    const both = buildUser({
      ...admin,
      dealer_access: [
        { ...nile, role: 'employee', status: 'approved' },
        { ...delta, role: 'manager', status: 'approved' },
        {
          dealerId: 'dlr_giza',
          dealerName: 'Giza Autos',
          dealerNames: { en: 'Giza Autos', ar: null },
          role: 'admin',
          status: 'approved',
        },
      ],
    });
    const api = signedInAs(both, {
      'GET /api/v1/stock/imports': (call) =>
        earlierImports(call.query === 'dealerId=dlr_giza' ? [] : [earlier]),
      'GET /api/v1/stock/feed': noFeed,
      'POST /api/v1/stock/imports': () => jsonResponse(stockImportPreviewSchema, preview, 201),
      'GET /api/v1/stock/imports/imp_1': () => answer(uploaded),
    });
    renderRoutesAt('/my-cars/import');
    const dealership = (await screen.findByRole('combobox', {
      name: 'Dealership',
    })) as HTMLSelectElement;
    // Only those whose stock they manage.
    expect([...dealership.options].map((option) => option.textContent)).toEqual([
      'Delta Cars',
      'Giza Autos',
    ]);
    // The earlier imports are the chosen dealership's.
    await screen.findByRole('link', { name: 'showroom-stock.xlsx' });
    fireEvent.change(dealership, { target: { value: 'dlr_giza' } });
    await screen.findByText('No imports yet. Each sheet you import shows here, with what it did.');
    expect(calls(api, 'GET', '/api/v1/stock/imports').map((call) => call.query)).toEqual([
      'dealerId=dlr_delta',
      'dealerId=dlr_giza',
    ]);
    // And so is the feed.
    await waitFor(() =>
      expect(calls(api, 'GET', '/api/v1/stock/feed').map((call) => call.query)).toEqual([
        'dealerId=dlr_delta',
        'dealerId=dlr_giza',
      ]),
    );
    chooseFile(sheet());
    await screen.findByRole('heading', { name: 'Match the columns' });
    expect(calls(api, 'POST', '/api/v1/stock/imports')[0]?.query).toBe('dealerId=dlr_giza');
  });

  it("sends an employee back to My Cars, saying it is for the dealership's admins and managers", async () => {
    const employee = buildUser({
      dealer_access: [{ ...nile, role: 'employee', status: 'approved' }],
    });
    signedInAs(employee, {
      'GET /api/v1/car/mine': () =>
        jsonResponse(myCarsResponseSchema, { cars: [], total: 0, page: 1, pageSize: 10 }),
      'GET /api/v1/analytics/dealer/dlr_nile': () =>
        jsonResponse(dealerInsightsSchema, { cars: [], daily: [] }),
    });
    const { router } = renderRoutesAt('/my-cars/import');
    await screen.findByText(
      "Only the dealership's admins and managers can import its stock from a spreadsheet.",
    );
    expect(router.state.location.pathname).toBe('/my-cars');
    await screen.findByRole('heading', { name: 'My Cars', level: 1 });
    expect(screen.queryByRole('link', { name: 'Import from a spreadsheet' })).toBeNull();
  });

  it('is linked from My Cars for admins and managers', async () => {
    signedInAs(admin, {
      'GET /api/v1/car/mine': () =>
        jsonResponse(myCarsResponseSchema, { cars: [], total: 0, page: 1, pageSize: 10 }),
      'GET /api/v1/analytics/dealer/dlr_nile': () =>
        jsonResponse(dealerInsightsSchema, { cars: [], daily: [] }),
    });
    renderRoutesAt('/my-cars');
    const link = await screen.findByRole('link', { name: 'Import from a spreadsheet' });
    expect(link.getAttribute('href')).toBe('/my-cars/import');
    await waitFor(() => expect(screen.getByText('No cars yet')).toBeTruthy());
  });
});
