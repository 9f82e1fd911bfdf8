import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#shared/errors';
import {
  inboxCountsSchema,
  leadDetailsSchema,
  leadListResponseSchema,
  leadSchema,
  type Lead,
  type LeadCar,
  type LeadDetails,
  type LeadListResponse,
  type LeadNote,
} from '#shared/schemas/lead';
import { dealerReportsResponseSchema, type Report } from '#shared/schemas/report';
import type { User } from '#shared/schemas/user';
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
const employee = buildUser({
  uid: 'usr_employee',
  name: 'Omar Employee',
  role: 'DealerEmployee',
  dealer_access: [{ ...nile, role: 'employee', status: 'approved' }],
});

const minutes = 60_000;
const hours = 60 * minutes;
/** An instant `ms` before now, as the server writes it. */
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const corolla: LeadCar = {
  id: 'car_corolla',
  title: 'Toyota Corolla 2021',
  make: 'toyota',
  model: 'corolla',
  firstRegistration: 2021,
  price: 1_250_000,
  status: 'active',
};
const sunny: LeadCar = {
  id: 'car_sunny',
  title: 'Nissan Sunny 2019',
  make: 'nissan',
  model: 'sunny',
  firstRegistration: 2019,
  price: 650_000,
  status: 'active',
};
const team = [
  { id: 'usr_admin', name: 'Karim Dealer' },
  { id: 'usr_employee', name: 'Omar Employee' },
];

const buildLead = (overrides: Partial<Lead> = {}): Lead =>
  leadSchema.parse({
    id: 'lead_mona',
    kind: 'inquiry',
    status: 'new',
    car: corolla,
    name: 'Mona Buyer',
    phone: '+201001234567',
    message: 'Is the price negotiable?\nI can come on Saturday.',
    preferredContact: 'whatsapp',
    language: 'en',
    assignee: null,
    createdAt: ago(3 * hours),
    firstResponseAt: null,
    noteCount: 0,
    ...overrides,
  });

const mona = buildLead();
const hassan = buildLead({
  id: 'lead_hassan',
  status: 'contacted',
  car: sunny,
  name: 'Hassan Ali',
  phone: '+201112223334',
  message: null,
  preferredContact: 'call',
  assignee: { id: 'usr_employee', name: 'Omar Employee' },
  createdAt: ago(26 * hours),
  firstResponseAt: ago(24 * hours),
  noteCount: 2,
});
const callTap = buildLead({
  id: 'lead_call',
  kind: 'call',
  car: null,
  name: null,
  phone: null,
  message: null,
  preferredContact: null,
  createdAt: ago(5 * minutes),
});

const listOf = (leads: Lead[], overrides: Partial<LeadListResponse> = {}) =>
  jsonResponse(leadListResponseSchema, {
    leads,
    nextCursor: null,
    cars: [corolla, sunny],
    canAssign: true,
    assignees: team,
    ...overrides,
  });

const details = (lead: Lead, notes: LeadNote[] = []): LeadDetails =>
  leadDetailsSchema.parse({ ...lead, notes });

const leadsPath = '/api/v1/leads/dealer/dlr_nile';

/** The query strings the inbox was asked with, in order. */
const listQueries = (calls: ApiCall[], path = leadsPath) =>
  calls.filter((call) => call.method === 'GET' && call.path === path).map((call) => call.query);

const rowOf = async (name: string) => within(await screen.findByRole('listitem', { name }));

async function openLead(name: string) {
  fireEvent.click((await rowOf(name)).getByRole('button', { name: `Open lead: ${name}` }));
  return within(await screen.findByRole('dialog', { name }));
}

describe('/my-leads', () => {
  it('lists the leads, newest first, with who, the car, the message and the answer time', async () => {
    const calls = signedInAs(admin, {
      'GET /api/v1/leads/dealer/dlr_nile': () => listOf([callTap, mona, hassan]),
    });
    renderRoutesAt('/my-leads');

    expect(await screen.findByRole('heading', { name: 'Leads', level: 1 })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Leads' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Tapped Call', 'Mona Buyer', 'Hassan Ali']);

    const monaRow = await rowOf('Mona Buyer');
    const phone = monaRow.getByRole('link', { name: '+20 100 123 4567' });
    expect(phone.getAttribute('href')).toBe('tel:+201001234567');
    expect(phone.querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
    const whatsapp = new URL(monaRow.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')!);
    expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/201001234567');
    expect(whatsapp.searchParams.get('text')).toBe(
      'Hello \u2068Mona Buyer\u2069, thank you for your inquiry about the Toyota Corolla 2021 on Arabeya.',
    );
    expect(monaRow.getByRole('link', { name: 'Toyota Corolla 2021' }).getAttribute('href')).toBe(
      '/car-details/car_corolla',
    );
    // The message is text, clamped on the list.
    const message = monaRow.getByText(/Is the price negotiable\?/);
    expect(message.textContent).toBe('Is the price negotiable?\nI can come on Saturday.');
    expect(message.className).toContain('line-clamp-3');
    expect(monaRow.getByText('New')).toBeTruthy();
    expect(monaRow.getByText('3 hours ago')).toBeTruthy();
    expect(monaRow.getByText('Not answered yet')).toBeTruthy();
    expect(monaRow.getByText('Unassigned')).toBeTruthy();

    const hassanRow = await rowOf('Hassan Ali');
    expect(hassanRow.queryByRole('link', { name: 'WhatsApp' })).toBeNull();
    expect(hassanRow.getByText('Contacted')).toBeTruthy();
    expect(hassanRow.getByText('yesterday')).toBeTruthy();
    expect(hassanRow.getByText('Answered in 2 h')).toBeTruthy();
    expect(hassanRow.getByText('Omar Employee')).toBeTruthy();
    expect(hassanRow.getByText('2 notes')).toBeTruthy();

    // A counted tap has no person: no number, and its car is gone.
    const tapRow = await rowOf('Tapped Call');
    expect(tapRow.queryByRole('link', { name: /\+20/ })).toBeNull();
    expect(tapRow.getByText('Car deleted')).toBeTruthy();
    expect(tapRow.getByText('5 minutes ago')).toBeTruthy();

    expect(listQueries(calls)).toEqual(['']);
  });

  it('filters through the address, so a filtered inbox can be shared', async () => {
    const calls = signedInAs(admin, {
      'GET /api/v1/leads/dealer/dlr_nile': () => listOf([mona]),
    });
    const { router } = renderRoutesAt('/my-leads?status=new&kind=inquiry');

    await rowOf('Mona Buyer');
    expect(listQueries(calls)).toEqual(['status=new&kind=inquiry']);
    const filters = within(screen.getByRole('search', { name: 'Filter leads' }));
    const value = (name: string) =>
      (filters.getByRole('combobox', { name }) as HTMLSelectElement).value;
    expect(value('Status')).toBe('new');
    expect(value('Kind')).toBe('inquiry');
    expect(value('Car')).toBe('');
    expect(
      within(filters.getByRole('combobox', { name: 'Car' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All cars', 'Toyota Corolla 2021', 'Nissan Sunny 2019']);
    expect(
      within(filters.getByRole('combobox', { name: 'Assigned to' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Everyone', 'Unassigned', 'Karim Dealer', 'Omar Employee']);

    fireEvent.change(filters.getByRole('combobox', { name: 'Car' }), {
      target: { value: 'car_sunny' },
    });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?car=car_sunny&status=new&kind=inquiry'),
    );
    fireEvent.change(filters.getByRole('combobox', { name: 'Assigned to' }), {
      target: { value: 'none' },
    });
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toBe(
        'carId=car_sunny&status=new&assignee=none&kind=inquiry',
      ),
    );
    expect(router.state.location.search).toBe(
      '?car=car_sunny&status=new&assignee=none&kind=inquiry',
    );

    fireEvent.click(screen.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(listQueries(calls).at(-1)).toBe(''));
  });

  it('loads 50 more with the cursor', async () => {
    const calls = signedInAs(admin, {
      'GET /api/v1/leads/dealer/dlr_nile': ({ query }) =>
        query.includes('cursor=c2')
          ? listOf([hassan])
          : listOf([callTap, mona], { nextCursor: 'c2' }),
    });
    renderRoutesAt('/my-leads?kind=inquiry');
    await rowOf('Mona Buyer');
    expect(screen.queryByRole('listitem', { name: 'Hassan Ali' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await rowOf('Hassan Ali');
    expect(listQueries(calls)).toEqual(['kind=inquiry', 'kind=inquiry&cursor=c2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says where leads come from when there are none, and what to do when none match', async () => {
    signedInAs(admin, { 'GET /api/v1/leads/dealer/dlr_nile': () => listOf([]) });
    const { view } = renderRoutesAt('/my-leads');
    expect(await screen.findByRole('heading', { name: 'No leads yet' })).toBeTruthy();
    expect(
      screen.getByText('Inquiries and taps on Call and WhatsApp on your cars appear here.'),
    ).toBeTruthy();
    view.unmount();

    signedInAs(admin, { 'GET /api/v1/leads/dealer/dlr_nile': () => listOf([]) });
    renderRoutesAt('/my-leads?status=won');
    expect(
      await screen.findByRole('heading', { name: 'No leads match these filters' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all leads' }).getAttribute('href')).toBe(
      '/my-leads',
    );
  });

  it('offers to try again when the leads cannot be loaded', async () => {
    let fail = true;
    signedInAs(admin, {
      'GET /api/v1/leads/dealer/dlr_nile': () =>
        fail ? jsonResponse(apiErrorSchema, { message: 'down' }, 500) : listOf([mona]),
    });
    renderRoutesAt('/my-leads');
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Mona Buyer' })).toBeTruthy();
  });

  it('lets an admin assign a lead and change its status, then reloads the list and the counts', async () => {
    let current = details(mona);
    const calls = signedInAs(admin, {
      'GET /api/v1/leads/dealer/dlr_nile': () => listOf([current]),
      'GET /api/v1/leads/dealer/dlr_nile/lead_mona': () => jsonResponse(leadDetailsSchema, current),
      'PATCH /api/v1/leads/dealer/dlr_nile/lead_mona': ({ body }) => {
        const change = body as { status?: Lead['status']; assigneeId?: string | null };
        current = {
          ...current,
          ...(change.status && { status: change.status }),
          ...(change.assigneeId !== undefined && {
            assignee: team.find((person) => person.id === change.assigneeId) ?? null,
          }),
          firstResponseAt: current.firstResponseAt ?? new Date().toISOString(),
        };
        return jsonResponse(leadDetailsSchema, current);
      },
    });
    renderRoutesAt('/my-leads');
    const panel = await openLead('Mona Buyer');

    const assignee = (await panel.findByRole('combobox', {
      name: 'Assigned to',
    })) as HTMLSelectElement;
    expect(assignee.value).toBe('');
    expect(
      within(assignee)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Nobody', 'Karim Dealer', 'Omar Employee']);
    const countsBefore = calls.filter((call) => call.path === '/api/v1/inbox-counts').length;
    const listsBefore = listQueries(calls).length;

    fireEvent.change(assignee, { target: { value: 'usr_employee' } });
    expect(await panel.findByText('Assigned to \u2068Omar Employee\u2069.')).toBeTruthy();
    expect(assignee.value).toBe('usr_employee');
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { assigneeId: 'usr_employee' },
    ]);
    expect(listQueries(calls).length).toBeGreaterThan(listsBefore);
    expect(calls.filter((call) => call.path === '/api/v1/inbox-counts').length).toBeGreaterThan(
      countsBefore,
    );

    const status = panel.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
    expect(status.value).toBe('new');
    fireEvent.change(status, { target: { value: 'contacted' } });
    expect(await panel.findByText('Status changed to Contacted.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({
      status: 'contacted',
    });

    // The row behind the panel follows.
    fireEvent.click(panel.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const row = await rowOf('Mona Buyer');
    await waitFor(() => expect(row.getByText('Contacted')).toBeTruthy());
    expect(row.getByText('Omar Employee')).toBeTruthy();

    // Unassigning sends null.
    const again = await openLead('Mona Buyer');
    fireEvent.change(await again.findByRole('combobox', { name: 'Assigned to' }), {
      target: { value: '' },
    });
    expect(await again.findByText('Nobody is assigned now.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({
      assigneeId: null,
    });
  });

  it('shows the server’s refusal to assign', async () => {
    signedInAs(admin, {
      'GET /api/v1/leads/dealer/dlr_nile': () => listOf([mona]),
      'GET /api/v1/leads/dealer/dlr_nile/lead_mona': () =>
        jsonResponse(leadDetailsSchema, details(mona)),
      'PATCH /api/v1/leads/dealer/dlr_nile/lead_mona': () =>
        jsonResponse(apiErrorSchema, { message: 'Only admins and managers assign leads' }, 403),
    });
    renderRoutesAt('/my-leads');
    const panel = await openLead('Mona Buyer');
    fireEvent.change(await panel.findByRole('combobox', { name: 'Assigned to' }), {
      target: { value: 'usr_admin' },
    });
    expect((await panel.findByRole('alert')).textContent).toBe(
      'Only admins and managers assign leads',
    );
  });

  it('shows an employee no assignee control, in the filters or on a lead', async () => {
    const calls = signedInAs(employee, {
      'GET /api/v1/leads/dealer/dlr_nile': () =>
        listOf([hassan], { canAssign: false, assignees: [] }),
      'GET /api/v1/leads/dealer/dlr_nile/lead_hassan': () =>
        jsonResponse(leadDetailsSchema, details(hassan)),
    });
    renderRoutesAt('/my-leads');
    await rowOf('Hassan Ali');
    const filters = within(screen.getByRole('search', { name: 'Filter leads' }));
    expect(filters.getAllByRole('combobox')).toHaveLength(3);
    expect(filters.queryByRole('combobox', { name: 'Assigned to' })).toBeNull();

    const panel = await openLead('Hassan Ali');
    expect(await panel.findByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(panel.queryByRole('combobox', { name: 'Assigned to' })).toBeNull();
    expect(panel.getByText('Omar Employee')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('adds a note, up to 2,000 characters, and shows it with its author and time', async () => {
    const earlier: LeadNote = {
      id: 'note_1',
      author: { id: 'usr_admin', name: 'Karim Dealer' },
      body: 'Called, no answer.',
      createdAt: ago(2 * hours),
    };
    let current = details(mona, [earlier]);
    const calls = signedInAs(employee, {
      'GET /api/v1/leads/dealer/dlr_nile': () =>
        listOf([current], { canAssign: false, assignees: [] }),
      'GET /api/v1/leads/dealer/dlr_nile/lead_mona': () => jsonResponse(leadDetailsSchema, current),
      'POST /api/v1/leads/dealer/dlr_nile/lead_mona/notes': ({ body }) => {
        const note: LeadNote = {
          id: 'note_2',
          author: { id: 'usr_employee', name: 'Omar Employee' },
          body: (body as { body: string }).body,
          createdAt: new Date().toISOString(),
        };
        current = { ...current, notes: [...current.notes, note], noteCount: 2 };
        return jsonResponse(leadDetailsSchema, current, 201);
      },
    });
    renderRoutesAt('/my-leads');
    const panel = await openLead('Mona Buyer');

    const notes = await panel.findByRole('heading', { name: 'Notes (1)' });
    expect(notes).toBeTruthy();
    expect(panel.getByText('Called, no answer.')).toBeTruthy();
    expect(panel.getByText('Karim Dealer')).toBeTruthy();
    expect(panel.getByText('2 hours ago')).toBeTruthy();

    const form = within(panel.getByRole('form', { name: 'Add a note' }));
    const field = form.getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement;
    expect(field.maxLength).toBe(2000);
    fireEvent.click(form.getByRole('button', { name: 'Add note' }));
    expect(form.getByText('Write a note first.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/notes'))).toBe(
      false,
    );

    fireEvent.change(field, { target: { value: '  She will come on Saturday at 11.  ' } });
    expect(form.getByText('36 / 2,000')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Add note' }));
    expect(await panel.findByRole('heading', { name: 'Notes (2)' })).toBeTruthy();
    const added = panel.getAllByRole('listitem').at(-1)!;
    expect(within(added).getByText('She will come on Saturday at 11.')).toBeTruthy();
    expect(within(added).getByText('Omar Employee')).toBeTruthy();
    expect(within(added).getByText('now')).toBeTruthy();
    expect(await panel.findByText('Note added.')).toBeTruthy();
    expect(field.value).toBe('');
    expect(calls.filter((call) => call.path.endsWith('/notes')).map((call) => call.body)).toEqual([
      { body: 'She will come on Saturday at 11.' },
    ]);
    // The row's count follows.
    await waitFor(async () =>
      expect((await rowOf('Mona Buyer')).getByText('2 notes')).toBeTruthy(),
    );
  });

  it('switches between the dealerships of a user on two teams', async () => {
    const both: User = buildUser({
      uid: 'usr_both',
      name: 'Salma Manager',
      role: 'DealerEmployee',
      dealer_access: [
        { ...nile, role: 'manager', status: 'approved' },
        { ...delta, role: 'employee', status: 'approved' },
        {
          dealerId: 'dlr_pending',
          dealerName: 'Pending',
          dealerNames: { en: 'Pending', ar: null },
          role: 'employee',
          status: 'pending',
        },
      ],
    });
    const calls = signedInAs(both, {
      'GET /api/v1/leads/dealer/dlr_nile': () => listOf([mona]),
      'GET /api/v1/leads/dealer/dlr_delta': () =>
        listOf([hassan], { canAssign: false, assignees: [] }),
    });
    const { router } = renderRoutesAt('/my-leads?status=new');
    await rowOf('Mona Buyer');
    const dealership = screen.getByRole('combobox', { name: 'Dealership' }) as HTMLSelectElement;
    expect(dealership.value).toBe('dlr_nile');
    expect(
      within(dealership)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Nile Motors', 'Delta Cars']);

    fireEvent.change(dealership, { target: { value: 'dlr_delta' } });
    await rowOf('Hassan Ali');
    // The filters are the dealership's own: they go with it.
    expect(router.state.location.search).toBe('?dealer=dlr_delta');
    expect(listQueries(calls, '/api/v1/leads/dealer/dlr_delta')).toEqual(['']);
  });

  it("shows the reports of the dealership's listings", async () => {
    const reports: Report[] = [
      {
        id: 'rep_1',
        reason: 'wrong-price',
        details: 'The ad says 650,000 but the dealer asked 700,000.',
        status: 'open',
        createdAt: '2026-11-20T10:00:00.000Z',
        car: { ...sunny, status: 'active' },
      },
      {
        id: 'rep_2',
        reason: 'scam',
        details: '',
        status: 'hidden',
        createdAt: '2026-11-18T10:00:00.000Z',
        car: null,
      },
    ];
    signedInAs(admin, {
      'GET /api/v1/reports/dealer/dlr_nile': () =>
        jsonResponse(dealerReportsResponseSchema, { reports }),
    });
    renderRoutesAt('/my-leads?view=reports');
    const list = await screen.findByRole('list', { name: 'Reports' });
    expect(screen.getByRole('link', { name: 'Reports' }).getAttribute('aria-current')).toBe('page');
    const [price, scam] = within(list).getAllByRole('listitem');
    expect(within(price!).getByRole('heading', { name: 'Wrong price' })).toBeTruthy();
    expect(within(price!).getByText('Open')).toBeTruthy();
    expect(
      within(price!).getByText('The ad says 650,000 but the dealer asked 700,000.'),
    ).toBeTruthy();
    expect(
      within(price!).getByRole('link', { name: 'Nissan Sunny 2019' }).getAttribute('href'),
    ).toBe('/car-details/car_sunny');
    expect(within(price!).getByText('Reported on Nov 20, 2026')).toBeTruthy();
    expect(within(scam!).getByRole('heading', { name: 'Suspected scam' })).toBeTruthy();
    expect(within(scam!).getByText('Listing hidden')).toBeTruthy();
    expect(within(scam!).getByText('Car deleted')).toBeTruthy();
  });

  it('is the inbox in Arabic too', async () => {
    await setLanguage('ar');
    try {
      signedInAs(admin, {
        'GET /api/v1/leads/dealer/dlr_nile': () => listOf([mona, hassan]),
      });
      renderRoutesAt('/my-leads');
      expect(
        await screen.findByRole('heading', { name: 'العملاء المحتملون', level: 1 }),
      ).toBeTruthy();
      const row = await rowOf('Mona Buyer');
      expect(row.getByText('قبل 3 ساعات')).toBeTruthy();
      expect(row.getByText('لم يتم الرد بعد')).toBeTruthy();
      const phone = row.getByRole('link', { name: '+20 100 123 4567' });
      expect(phone.querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
      expect((await rowOf('Hassan Ali')).getByText('تم الرد خلال ساعتين')).toBeTruthy();
    } finally {
      await setLanguage('en');
    }
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
  }, 15_000);

  it('greets the buyer on WhatsApp in the language they wrote in, naming their car', async () => {
    const arabicBuyer = buildLead({ id: 'lead_salma', name: 'سلمى', language: 'ar' });
    const noCar = buildLead({ id: 'lead_omar', name: 'Omar', car: null, language: null });
    signedInAs(admin, {
      'GET /api/v1/leads/dealer/dlr_nile': () => listOf([arabicBuyer, noCar]),
    });
    renderRoutesAt('/my-leads');
    const greeting = async (name: string) => {
      const link = (await rowOf(name)).getByRole('link', { name: 'WhatsApp' });
      return new URL(link.getAttribute('href')!).searchParams.get('text');
    };
    // The buyer wrote from the Arabic pages: the English page's dealer replies in Arabic.
    await waitFor(async () =>
      expect(await greeting('سلمى')).toMatch(
        /^مرحبًا \u2068سلمى\u2069، شكرًا لاستفسارك عن تويوتا كورولا\S* 2021 على عربية\.$/,
      ),
    );
    // An inquiry from before the language was kept gets the page's; its car is gone.
    expect(await greeting('Omar')).toBe(
      'Hello \u2068Omar\u2069, thank you for your inquiry on Arabeya.',
    );
  });

  it('is not for a user without a dealership', async () => {
    signedInAs(buildUser({ name: 'Youssef User', role: null }));
    const { router } = renderRoutesAt('/my-leads');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('the user menu', () => {
  it('counts the new leads on the menu button and beside Leads, and the reports to review', async () => {
    signedInAs(admin, {
      'GET /api/v1/inbox-counts': () =>
        jsonResponse(inboxCountsSchema, { newLeads: 3, openReports: 2 }),
    });
    renderRoutesAt('/no-such-page');
    const button = await screen.findByRole('button', {
      name: 'Account menu of Karim Dealer, 3 new leads, 2 reports to review',
    });
    expect(
      screen.getByRole('button', { name: 'Open menu (3 new leads, 2 reports to review)' }),
    ).toBeTruthy();
    fireEvent.click(button);
    const menu = within(document.getElementById(button.getAttribute('aria-controls') ?? '')!);
    const leads = menu.getByRole('link', { name: 'Leads 3 new leads' });
    expect(leads.getAttribute('href')).toBe('/my-leads');
    expect(
      menu
        .getByRole('link', { name: 'Reports to review 2 reports to review' })
        .getAttribute('href'),
    ).toBe('/operator/reports');
  });

  it('shows no count when nothing is new, and no review to a user who is not an operator', async () => {
    signedInAs(admin);
    renderRoutesAt('/no-such-page');
    const button = await screen.findByRole('button', { name: 'Account menu of Karim Dealer' });
    fireEvent.click(button);
    const menu = within(document.getElementById(button.getAttribute('aria-controls') ?? '')!);
    expect(menu.getByRole('link', { name: 'Leads' })).toBeTruthy();
    expect(menu.queryByRole('link', { name: /Reports to review/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
  });

  it('counts no leads for a user who may not open the inbox, but their reports to review', async () => {
    signedInAs(buildUser({ name: 'Youssef User', role: null }), {
      'GET /api/v1/inbox-counts': () =>
        jsonResponse(inboxCountsSchema, { newLeads: 4, openReports: 1 }),
    });
    renderRoutesAt('/no-such-page');
    const button = await screen.findByRole('button', {
      name: 'Account menu of Youssef User, 1 report to review',
    });
    fireEvent.click(button);
    const menu = within(document.getElementById(button.getAttribute('aria-controls') ?? '')!);
    expect(menu.queryByRole('link', { name: /^Leads/ })).toBeNull();
    expect(menu.getByRole('link', { name: /^Reports to review/ })).toBeTruthy();
  });
});
