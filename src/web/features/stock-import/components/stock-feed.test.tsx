import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema } from '#shared/errors';
import { formatDateTime } from '#shared/rules/format';
import {
  feedFailuresBeforePause as serverFailuresBeforePause,
  feedHours,
  stockFeedStateSchema,
  type StockFeed as Feed,
  type StockFeedRun,
  type StockFeedState,
} from '#shared/schemas/stock-feed';
import { isolate } from '../../../components/ui/bidi';
import { setLanguage } from '../../../lib/i18n';
import { buildUser } from '../../../testing/data-generators';
import {
  deferred,
  jsonResponse,
  QueryWrapper,
  signedInAs,
  type ApiCall,
} from '../../../testing/test-utils';
import { stockFeedPollInterval } from '../api/stock-feed';
import { defaultFeedHours, feedFailuresBeforePause, feedHourChoices } from '../lib/feed-texts';
import { StockFeed } from './stock-feed';

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

const address = 'https://dms.nile-motors.example/exports/stock-for-arabeya.csv?key=abc123';
const feed: Feed = {
  url: address,
  everyHours: 1,
  status: 'active',
  failures: 0,
  nextRunAt: '2026-11-25T12:50:00.000Z',
};
const run = (overrides: Partial<StockFeedRun>): StockFeedRun => ({
  id: 'feed_1',
  startedAt: '2026-11-25T11:50:00.000Z',
  finishedAt: '2026-11-25T11:50:20.000Z',
  status: 'done',
  counts: { rows: 19, add: 3, update: 1, unchanged: 12, refused: 2, sold: 1, relisted: 0 },
  failure: null,
  error: null,
  refused: [],
  ...overrides,
});
const done = run({
  refused: [
    {
      line: 4,
      stockNumber: 'N-4',
      problems: [{ field: 'make', reason: 'unknownMake', value: 'Trabant' }],
    },
    {
      line: 9,
      stockNumber: null,
      problems: [{ field: 'stockNumber', reason: 'required', value: '' }],
    },
  ],
});
const failed = run({
  id: 'feed_0',
  startedAt: '2026-11-25T10:50:00.000Z',
  status: 'failed',
  counts: {},
  failure: 'unreachable',
  error: 'The address answered with status 404',
});

const feedAnswer = (state: StockFeedState) => jsonResponse(stockFeedStateSchema, state);
const refusal = (message: string, status: number) =>
  jsonResponse(apiErrorSchema, { message }, status);
const callsOf = (calls: ApiCall[], method: string, path = '/api/v1/stock/feed') =>
  calls.filter((call) => call.method === method && call.path === path);

function renderFeed(routes: Parameters<typeof signedInAs>[1]) {
  const calls = signedInAs(manager, routes);
  render(
    <QueryWrapper>
      <MemoryRouter>
        <StockFeed userId="usr_1" dealerId="dlr_1" invalidateAlso={[]} />
      </MemoryRouter>
    </QueryWrapper>,
  );
  return calls;
}

const urlField = () => screen.getByRole('textbox', { name: 'Feed address (URL)' });
const everyField = () => screen.getByRole('combobox', { name: 'How often' }) as HTMLSelectElement;
const details = () =>
  Object.fromEntries(
    [...document.querySelectorAll('dl > div')].map((pair) => [
      pair.querySelector('dt')?.textContent,
      pair.querySelector('dd')?.textContent,
    ]),
  );
const runItems = () =>
  within(screen.getByRole('region', { name: 'Last runs' })).getAllByRole('listitem');

afterEach(() => {
  vi.useRealTimers();
});

describe('the numbers the feed screen writes out', () => {
  it("are the shared schema's", () => {
    expect(defaultFeedHours).toBe(feedHours.default);
    expect(feedHourChoices[0]).toBe(feedHours.min);
    expect(feedHourChoices.at(-1)).toBe(feedHours.max);
    expect(feedFailuresBeforePause).toBe(serverFailuresBeforePause);
  });
});

describe('the automatic feed', () => {
  it('explains a feed, checks the address, saves it while saying it reads it, then follows its first run', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const saved = deferred<Response>();
    let state: StockFeedState = { feed: null, runs: [] };
    const calls = renderFeed({
      'GET /api/v1/stock/feed': () => feedAnswer(state),
      'PUT /api/v1/stock/feed': () => saved.promise,
    });
    expect(await screen.findByRole('heading', { name: 'Automatic feed' })).toBeTruthy();
    expect(callsOf(calls, 'GET')[0]?.query).toBe('dealerId=dlr_1');
    for (const line of [
      "Give the address of a CSV or Excel file, or of a JSON feed in Arabeya's format, that your system keeps up to date.",
      'Arabeya reads it every hour, or less often if you choose.',
      'Cars are added and updated by their stock number, so each car in the feed needs one.',
      'A car that leaves the feed is marked sold on Arabeya, never deleted.',
    ]) {
      expect(screen.getByText(line)).toBeTruthy();
    }
    expect([...everyField().options].map((option) => option.textContent)).toEqual([
      'Every hour',
      'Every 2 hours',
      'Every 3 hours',
      'Every 6 hours',
      'Every 12 hours',
      'Every 24 hours',
    ]);
    expect(everyField().value).toBe('1');
    const save = screen.getByRole('button', { name: 'Save' });

    // An address the server would refuse is not sent.
    fireEvent.click(save);
    expect(screen.getByText('Enter the address of the feed.')).toBeTruthy();
    fireEvent.change(urlField(), { target: { value: 'dms.nile-motors.example/stock.csv' } });
    fireEvent.click(save);
    expect(
      screen.getByText('Enter a web address that starts with https:// or http://.'),
    ).toBeTruthy();
    expect(urlField().getAttribute('aria-invalid')).toBe('true');
    expect(callsOf(calls, 'PUT')).toEqual([]);

    fireEvent.change(urlField(), { target: { value: ` ${address} ` } });
    fireEvent.change(everyField(), { target: { value: '6' } });
    fireEvent.click(save);
    expect(
      await screen.findByText(
        'Arabeya reads the feed once before keeping it. This can take up to 30 seconds.',
      ),
    ).toBeTruthy();
    const busy = screen.getByRole('button', { name: 'Reading the feed…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(callsOf(calls, 'PUT')[0]).toMatchObject({
      query: 'dealerId=dlr_1',
      body: { url: address, everyHours: 6 },
    });

    // Kept: its first run is queued, and shows once a worker starts it.
    state = { feed: { ...feed, everyHours: 6 }, runs: [] };
    saved.resolve(feedAnswer(state));
    expect(await screen.findByText('Waiting for the run to start…')).toBeTruthy();
    expect(details()).toEqual({
      Address: address,
      Status: 'ActiveEvery 6 hours',
      // In the reader's time zone.
      'Next run': formatDateTime('2026-11-25T12:50:00.000Z', 'en'),
    });
    expect(screen.queryByRole('textbox')).toBeNull();

    state = { ...state, runs: [run({ status: 'running', finishedAt: null, counts: {} })] };
    await act(() => vi.advanceTimersByTimeAsync(stockFeedPollInterval));
    expect(await screen.findByText('Reading the feed…')).toBeTruthy();
    expect(screen.queryByText('Waiting for the run to start…')).toBeNull();

    state = { ...state, runs: [run({ refused: [] })] };
    await act(() => vi.advanceTimersByTimeAsync(stockFeedPollInterval));
    expect(
      await screen.findByText('3 added, 1 updated, 12 unchanged, 1 sold, 2 refused'),
    ).toBeTruthy();
    const asked = callsOf(calls, 'GET').length;
    await act(() => vi.advanceTimersByTimeAsync(stockFeedPollInterval * 3));
    expect(callsOf(calls, 'GET')).toHaveLength(asked);
  });

  it("shows why the feed could not be read, in the server's words", async () => {
    renderFeed({
      'GET /api/v1/stock/feed': () => feedAnswer({ feed: null, runs: [] }),
      'PUT /api/v1/stock/feed': () =>
        refusal('The feed cannot be read: The address answered with status 404', 400),
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Feed address (URL)' }), {
      target: { value: address },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The feed cannot be read: The address answered with status 404',
    );
    // Nothing kept: the form stays, with the address to mend.
    expect(urlField()).toHaveProperty('value', address);
  });

  it('says in Arabic that the feed could not be read, with the English detail kept apart', async () => {
    await setLanguage('ar');
    try {
      renderFeed({
        'GET /api/v1/stock/feed': () => feedAnswer({ feed: null, runs: [] }),
        'PUT /api/v1/stock/feed': () =>
          refusal(
            "The feed cannot be read: The feed has no column for: price. Name its columns as an import's, or import one file of it and confirm the columns",
            400,
          ),
      });
      expect(screen.getByRole('heading', { name: 'ملف المخزون التلقائي' })).toBeTruthy();
      fireEvent.change(await screen.findByRole('textbox', { name: 'عنوان الملف (الرابط)' }), {
        target: { value: address },
      });
      fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
      const alert = await screen.findByRole('alert');
      const [general, detail] = alert.querySelectorAll('p');
      expect(general?.textContent).toBe('تعذّرت قراءة الملف.');
      expect(detail?.getAttribute('dir')).toBe('ltr');
      expect(detail?.getAttribute('lang')).toBe('en');
      expect(detail?.textContent).toBe(
        "The feed has no column for: price. Name its columns as an import's, or import one file of it and confirm the columns",
      );
    } finally {
      await setLanguage('en');
    }
  });

  it('says a feed paused after its failed runs, and how to start it again', async () => {
    const calls = renderFeed({
      'GET /api/v1/stock/feed': () =>
        feedAnswer({
          feed: { ...feed, status: 'paused', failures: 3, nextRunAt: null, everyHours: 12 },
          runs: [failed],
        }),
    });
    expect(
      await screen.findByText(
        'Paused after 3 failed runs in a row. Mend the address or the file, then press Run now.',
      ),
    ).toBeTruthy();
    expect(details()).toEqual({
      Address: address,
      Status: 'PausedEvery 12 hours',
      'Next run': 'None until you press Run now',
    });
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Run now' })).toBeTruthy();
    expect(callsOf(calls, 'GET')).toHaveLength(1);
  });

  it('warns of the runs failing before the feed pauses', async () => {
    renderFeed({
      'GET /api/v1/stock/feed': () =>
        feedAnswer({ feed: { ...feed, failures: 2 }, runs: [failed] }),
    });
    expect(
      await screen.findByText(
        'The last 2 runs failed. After 3 failed runs in a row, the feed is paused.',
      ),
    ).toBeTruthy();
  });

  it('lists the last runs: when, how each went, what it did, why one failed and the rows refused', async () => {
    renderFeed({
      'GET /api/v1/stock/feed': () => feedAnswer({ feed, runs: [done, failed] }),
    });
    await screen.findByRole('heading', { name: 'Last runs' });
    const [first, second] = runItems();
    if (!first || !second) throw new Error('two runs expected');
    expect(first.querySelector('time')?.getAttribute('dateTime')).toBe(done.startedAt);
    expect(first.querySelector('time')?.textContent).toBe(formatDateTime(done.startedAt, 'en'));
    expect(within(first).getByText('Done')).toBeTruthy();
    expect(
      within(first).getByText('3 added, 1 updated, 12 unchanged, 1 sold, 2 refused'),
    ).toBeTruthy();

    expect(within(second).getByText('Failed')).toBeTruthy();
    expect(
      within(second).getByText(
        'Arabeya could not reach the address. Check that it opens in a browser and that your server is up.',
      ),
    ).toBeTruthy();
    const detail = within(second).getByText('The address answered with status 404');
    expect(detail.getAttribute('dir')).toBe('ltr');

    // The refused rows, folded until asked for; named by their fields.
    const show = within(first).getByRole('button', { name: 'Show the refused rows' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(show);
    expect(show.getAttribute('aria-expanded')).toBe('true');
    const table = within(first).getByRole('table', {
      name: 'Refused rows, with the column and the reason',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['4', 'N-4', 'Make', `“${isolate('Trabant')}” is not a make we know`],
      ['9', '—', 'Stock number', 'Empty, but this column is needed'],
    ]);
    expect(
      within(first).getByText(
        'These cars were not taken from the feed. Correct them in your system: the next run reads them again.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Hide the refused rows' }));
    expect(within(first).queryByRole('table')).toBeNull();
    expect(within(second).queryByRole('button', { name: /refused rows/ })).toBeNull();
  });

  it('runs the feed now and follows the run, pauses it, and removes it after saying its cars stay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let state: StockFeedState = { feed, runs: [failed] };
    const calls = renderFeed({
      'GET /api/v1/stock/feed': () => feedAnswer(state),
      'POST /api/v1/stock/feed/run': () => feedAnswer(state),
      'POST /api/v1/stock/feed/pause': () => {
        state = { ...state, feed: { ...feed, status: 'paused', nextRunAt: null } };
        return feedAnswer(state);
      },
      'DELETE /api/v1/stock/feed': () => new Response(null, { status: 204 }),
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Run now' }));
    expect(await screen.findByText('Waiting for the run to start…')).toBeTruthy();
    expect(callsOf(calls, 'POST', '/api/v1/stock/feed/run')[0]?.query).toBe('dealerId=dlr_1');
    expect((screen.getByRole('button', { name: 'Run now' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    state = { ...state, runs: [run({ id: 'feed_2', refused: [] }), failed] };
    await act(() => vi.advanceTimersByTimeAsync(stockFeedPollInterval));
    expect(
      await screen.findByText('3 added, 1 updated, 12 unchanged, 1 sold, 2 refused'),
    ).toBeTruthy();
    expect(screen.queryByText('Waiting for the run to start…')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Paused')).toBeTruthy();
    expect(callsOf(calls, 'POST', '/api/v1/stock/feed/pause')[0]?.query).toBe('dealerId=dlr_1');
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the feed?' });
    expect(
      within(dialog).getByText('Arabeya stops reading the feed at this address:'),
    ).toBeTruthy();
    expect(within(dialog).getByText(address).getAttribute('dir')).toBe('ltr');
    expect(
      within(dialog).getByText(
        'Your cars stay on Arabeya as they are: none is deleted or marked sold.',
      ),
    ).toBeTruthy();
    // Kept, then removed.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the feed' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsOf(calls, 'DELETE')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Remove the feed',
      }),
    );
    expect(await screen.findByRole('textbox', { name: 'Feed address (URL)' })).toBeTruthy();
    expect(callsOf(calls, 'DELETE')[0]?.query).toBe('dealerId=dlr_1');
    expect(screen.queryByRole('region', { name: 'Last runs' })).toBeNull();
  });

  it('changes the address, the form holding the one there is', async () => {
    const calls = renderFeed({
      'GET /api/v1/stock/feed': () => feedAnswer({ feed: { ...feed, everyHours: 3 }, runs: [] }),
      'PUT /api/v1/stock/feed': (call) =>
        feedAnswer({ feed: { ...feed, url: (call.body as { url: string }).url }, runs: [] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Change address' }));
    expect(screen.getByRole('heading', { name: 'Change the feed' })).toBeTruthy();
    expect(urlField()).toHaveProperty('value', address);
    expect(everyField().value).toBe('3');
    // Cancelled, nothing sent; then changed.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Change address' }));
    fireEvent.change(urlField(), { target: { value: 'https://nile-motors.example/feed.json' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('https://nile-motors.example/feed.json')).toBeTruthy();
    expect(callsOf(calls, 'PUT')[0]?.body).toEqual({
      url: 'https://nile-motors.example/feed.json',
      everyHours: 3,
    });
  });

  it('speaks Arabic: the counts with their plural forms, the reasons in words', async () => {
    await setLanguage('ar');
    try {
      renderFeed({
        'GET /api/v1/stock/feed': () =>
          feedAnswer({
            feed: { ...feed, status: 'paused', failures: 3, nextRunAt: null },
            runs: [done, failed],
          }),
      });
      await screen.findByRole('heading', { name: 'آخر القراءات' });
      expect(
        screen.getByText(
          '3 سيارات جديدة، سيارة واحدة محدّثة، 12 سيارة دون تغيير، سيارة واحدة عُلّمت كمباعة، صفان مرفوضان',
        ),
      ).toBeTruthy();
      expect(
        screen.getByText(
          'تعذّر على عربية الوصول إلى العنوان. تأكد أنه يفتح في المتصفح وأن خادمك يعمل.',
        ),
      ).toBeTruthy();
      expect(
        screen.getByText(
          'توقف بعد 3 محاولات فاشلة متتالية. صحّح العنوان أو الملف، ثم اضغط «شغّل الآن».',
        ),
      ).toBeTruthy();
      expect(screen.getByRole('button', { name: 'شغّل الآن' })).toBeTruthy();
      expect(screen.getByText(address).closest('bdi')?.getAttribute('dir')).toBe('ltr');
    } finally {
      await setLanguage('en');
    }
  });
});
