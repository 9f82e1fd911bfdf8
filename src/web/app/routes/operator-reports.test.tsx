import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#shared/errors';
import {
  operatorReportSchema,
  operatorReportsResponseSchema,
  type OperatorReport,
} from '#shared/schemas/report';
import { inboxCountsSchema } from '#shared/schemas/lead';
import { formatPrice } from '#shared/rules/format';
import { setLanguage } from '../../lib/i18n';
import { buildUser } from '../../testing/data-generators';
import { renderRoutesAt } from '../../testing/render-routes';
import { jsonResponse, signedInAs, type ApiCall } from '../../testing/test-utils';

// The lazily loaded screens, compiled once up front so that no test waits for them.
beforeAll(async () => {
  await import('./account-screens');
});

const operator = buildUser({ uid: 'usr_operator', name: 'Laila Operator', role: null });

const corolla = {
  id: 'car_corolla',
  title: 'Toyota Corolla 2021',
  make: 'toyota',
  model: 'corolla',
  firstRegistration: 2021,
  price: 1_250_000,
};

const buildReport = (overrides: Partial<OperatorReport> = {}): OperatorReport =>
  operatorReportSchema.parse({
    id: 'rep_1',
    reason: 'sold',
    details: 'I called: it was sold last week.',
    status: 'open',
    createdAt: '2026-11-20T10:00:00.000Z',
    car: { ...corolla, status: 'active' },
    dealer: {
      id: 'dlr_nile',
      name: 'Nile Motors',
      names: { en: 'Nile Motors', ar: 'نايل موتورز' },
    },
    reporter: { name: 'Mona Buyer', email: 'mona@example.com' },
    reviewNote: null,
    ...overrides,
  });

const sold = buildReport();
const scam = buildReport({
  id: 'rep_2',
  reason: 'scam',
  details: 'Asked for a deposit <b>by transfer</b> before any visit.',
  reporter: { name: 'Hassan Ali', email: 'hassan@example.com' },
  createdAt: '2026-11-19T10:00:00.000Z',
});
const orphan = buildReport({
  id: 'rep_3',
  reason: 'other',
  details: 'Photos of another car.',
  car: null,
  reporter: null,
});

const answer = (reports: OperatorReport[]) =>
  jsonResponse(operatorReportsResponseSchema, { reports });

const reviewCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path.startsWith('/api/v1/operator/'));

describe('/operator/reports', () => {
  it('groups the open reports by car, with the dealership, the reporters and what they said', async () => {
    const calls = signedInAs(operator, {
      'GET /api/v1/operator/reports': () => answer([sold, scam, orphan]),
    });
    renderRoutesAt('/operator/reports');
    expect(
      await screen.findByRole('heading', { name: 'Reports to review', level: 1 }),
    ).toBeTruthy();
    const car = within(await screen.findByRole('listitem', { name: 'Toyota Corolla 2021' }));
    expect(car.getByRole('link', { name: 'Toyota Corolla 2021' }).getAttribute('href')).toBe(
      '/car-details/car_corolla',
    );
    // Testing Library reads formatPrice's no-break space as a space.
    expect(car.getByText(formatPrice(1_250_000, 'en').replace(/\s+/g, ' '))).toBeTruthy();
    expect(car.getByText('Active')).toBeTruthy();
    expect(car.getByRole('link', { name: 'Nile Motors' }).getAttribute('href')).toBe(
      '/dealer/dlr_nile/nile-motors',
    );
    const reports = within(car.getByRole('list', { name: 'Reports of Toyota Corolla 2021' }));
    expect(
      reports.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent),
    ).toEqual(['Already sold', 'Suspected scam']);
    // Details are text, never markup.
    expect(
      reports.getByText('Asked for a deposit <b>by transfer</b> before any visit.'),
    ).toBeTruthy();
    expect(reports.getByRole('link', { name: 'mona@example.com' }).getAttribute('href')).toBe(
      'mailto:mona@example.com',
    );
    expect(reports.getByText('Nov 20, 2026')).toBeTruthy();
    expect(reports.getAllByText('Open')).toHaveLength(2);

    const deleted = within(screen.getByRole('listitem', { name: 'Car deleted' }));
    expect(deleted.getByText('Photos of another car.')).toBeTruthy();
    expect(deleted.getByText('A deleted account')).toBeTruthy();
    expect(deleted.queryByRole('button', { name: 'Hide listing' })).toBeNull();

    expect(calls.find((call) => call.path === '/api/v1/operator/reports')?.query).toBe(
      'status=open',
    );
  });

  it('hides a listing with a note to the dealer, then reloads the reports and the counts', async () => {
    let reports = [sold, scam];
    const calls = signedInAs(operator, {
      'GET /api/v1/inbox-counts': () =>
        jsonResponse(inboxCountsSchema, { newLeads: 0, openReports: reports.length }),
      'GET /api/v1/operator/reports': ({ query }) =>
        answer(query === 'status=closed' ? [] : reports),
      'POST /api/v1/operator/cars/car_corolla/hide': () => {
        reports = [];
        return new Response(null, { status: 204 });
      },
    });
    renderRoutesAt('/operator/reports');
    const car = within(await screen.findByRole('listitem', { name: 'Toyota Corolla 2021' }));
    const actions = within(car.getByRole('group', { name: 'Actions for Toyota Corolla 2021' }));
    const hideButton = actions.getByRole('button', { name: 'Hide listing' });
    hideButton.focus();
    fireEvent.click(hideButton);

    const dialog = within(await screen.findByRole('dialog', { name: 'Hide this listing' }));
    expect(
      dialog.getByText(
        '\u2068Toyota Corolla 2021\u2069 leaves the site until you restore it. The dealer is e-mailed your note.',
      ),
    ).toBeTruthy();
    const note = dialog.getByRole('textbox', { name: 'Note to the dealer' }) as HTMLTextAreaElement;
    expect(document.activeElement).toBe(note);
    expect(note.maxLength).toBe(500);
    expect(note.required).toBe(true);

    // The note is required.
    fireEvent.click(dialog.getByRole('button', { name: 'Hide listing' }));
    expect(dialog.getByText('Tell the dealer why the listing is hidden.')).toBeTruthy();
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(reviewCalls(calls)).toEqual([]);

    // Cancel keeps everything as it was.
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(hideButton);

    fireEvent.click(hideButton);
    const again = within(await screen.findByRole('dialog', { name: 'Hide this listing' }));
    fireEvent.change(again.getByRole('textbox', { name: 'Note to the dealer' }), {
      target: { value: '  It was sold: mark it as sold, please.  ' },
    });
    const countsBefore = calls.filter((call) => call.path === '/api/v1/inbox-counts').length;
    fireEvent.click(again.getByRole('button', { name: 'Hide listing' }));

    expect(
      await screen.findByText(
        '\u2068Toyota Corolla 2021\u2069 is hidden. The dealer was sent your note.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reviewCalls(calls).map((call) => [call.path, call.body])).toEqual([
      ['/api/v1/operator/cars/car_corolla/hide', { note: 'It was sold: mark it as sold, please.' }],
    ]);
    expect(await screen.findByRole('heading', { name: 'No reports to review' })).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/v1/inbox-counts').length).toBeGreaterThan(
        countsBefore,
      ),
    );
  });

  it('keeps the dialog open with the reason when hiding fails', async () => {
    signedInAs(operator, {
      'GET /api/v1/operator/reports': () => answer([sold]),
      'POST /api/v1/operator/cars/car_corolla/hide': () =>
        jsonResponse(apiErrorSchema, { message: 'Car not found' }, 404),
    });
    renderRoutesAt('/operator/reports');
    const car = within(await screen.findByRole('listitem', { name: 'Toyota Corolla 2021' }));
    fireEvent.click(car.getByRole('button', { name: 'Hide listing' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Hide this listing' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Note to the dealer' }), {
      target: { value: 'Wrong pictures.' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Hide listing' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Car not found');
  });

  it('dismisses one report, and restores a hidden listing from the closed reports', async () => {
    const hiddenCar = buildReport({
      id: 'rep_9',
      status: 'hidden',
      car: { ...corolla, status: 'hidden' },
      reviewNote: 'It was sold: mark it as sold, please.',
    });
    let open = [sold, scam];
    const calls = signedInAs(operator, {
      'GET /api/v1/operator/reports': ({ query }) =>
        answer(query === 'status=closed' ? [hiddenCar] : open),
      'POST /api/v1/operator/reports/rep_2/dismiss': () => {
        open = [sold];
        return new Response(null, { status: 204 });
      },
      'POST /api/v1/operator/cars/car_corolla/restore': () => new Response(null, { status: 204 }),
    });
    const { router } = renderRoutesAt('/operator/reports');
    const car = within(await screen.findByRole('listitem', { name: 'Toyota Corolla 2021' }));
    fireEvent.click(car.getByRole('button', { name: 'Dismiss the report of Hassan Ali' }));
    expect(await screen.findByText('The report was dismissed.')).toBeTruthy();
    await waitFor(() => expect(car.queryByText('Suspected scam')).toBeNull());

    fireEvent.click(screen.getByRole('link', { name: 'Closed' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=closed'));
    expect(await screen.findByRole('heading', { name: 'Closed reports' })).toBeTruthy();
    const closed = within(await screen.findByRole('listitem', { name: 'Toyota Corolla 2021' }));
    expect(closed.getByText('Listing hidden')).toBeTruthy();
    expect(closed.getByText('Hidden')).toBeTruthy();
    // A hidden car's page is not found by the public: its title links nowhere.
    expect(closed.queryByRole('link', { name: 'Toyota Corolla 2021' })).toBeNull();
    expect(closed.getByText('It was sold: mark it as sold, please.')).toBeTruthy();
    expect(closed.queryByRole('button', { name: /Dismiss/ })).toBeNull();
    fireEvent.click(closed.getByRole('button', { name: 'Restore listing' }));
    expect(
      await screen.findByText('\u2068Toyota Corolla 2021\u2069 is back on the site.'),
    ).toBeTruthy();
    expect(reviewCalls(calls).map((call) => [call.path, call.body])).toEqual([
      ['/api/v1/operator/reports/rep_2/dismiss', undefined],
      ['/api/v1/operator/cars/car_corolla/restore', undefined],
    ]);
  });

  it('tells a user who is not an operator that the review is not theirs', async () => {
    const calls = signedInAs(buildUser({ name: 'Youssef User', role: null }), {
      'GET /api/v1/operator/reports': () =>
        jsonResponse(apiErrorSchema, { message: 'Only site operators review reports' }, 403),
    });
    renderRoutesAt('/operator/reports');
    const warning = await screen.findByRole('alert');
    expect(warning.getAttribute('data-kind')).toBe('warning');
    expect(
      within(warning).getByRole('heading', { name: 'Only site operators can review reports' }),
    ).toBeTruthy();
    expect(warning.textContent).toContain('Only site operators review reports');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Closed' })).toBeNull();
    // A 403 is the answer: it is not asked again.
    expect(calls.filter((call) => call.path === '/api/v1/operator/reports')).toHaveLength(1);
  });

  it('says so when there is nothing to review, in Arabic too', async () => {
    await setLanguage('ar');
    try {
      signedInAs(operator, { 'GET /api/v1/operator/reports': () => answer([]) });
      renderRoutesAt('/operator/reports');
      expect(await screen.findByRole('heading', { name: 'لا توجد بلاغات للمراجعة' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'مفتوحة' }).getAttribute('aria-current')).toBe(
        'page',
      );
    } finally {
      await setLanguage('en');
    }
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
  }, 15_000);

  it('names the dealership in Arabic on the Arabic screen', async () => {
    await setLanguage('ar');
    try {
      signedInAs(operator, { 'GET /api/v1/operator/reports': () => answer([sold]) });
      renderRoutesAt('/operator/reports');
      expect(await screen.findByRole('link', { name: 'نايل موتورز' })).toBeTruthy();
      expect(screen.queryByText('Nile Motors')).toBeNull();
    } finally {
      await setLanguage('en');
    }
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
  }, 15_000);

  it('offers to try again when the reports cannot be loaded', async () => {
    let fail = true;
    signedInAs(operator, {
      'GET /api/v1/operator/reports': () =>
        fail ? jsonResponse(apiErrorSchema, { message: 'down' }, 500) : answer([sold]),
    });
    renderRoutesAt('/operator/reports');
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Toyota Corolla 2021' })).toBeTruthy();
  });
});
