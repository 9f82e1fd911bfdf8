import { apiErrorSchema } from '#shared/errors';
import { dealerListResponseSchema } from '#shared/schemas/dealer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  type TeamMember,
  teamMemberResponseSchema,
  teamListResponseSchema,
} from '#shared/schemas/team';
import { setLanguage } from '../../../lib/i18n';
import { buildDealer, buildUser } from '../../../testing/data-generators';
import {
  deferred,
  jsonResponse,
  mockApi,
  renderWithSession,
  signedInAs,
  type ApiCall,
} from '../../../testing/test-utils';
import { MyAccess } from './my-access';

const employee = buildUser({
  uid: 'usr_7',
  email: 'omar@example.com',
  role: 'DealerEmployee',
  dealer_access: [
    {
      dealerId: 'dlr_1',
      dealerName: 'Nile Motors',
      dealerNames: { en: 'Nile Motors', ar: null },
      role: 'employee',
      status: 'pending',
    },
  ],
});

const member = (overrides: Partial<TeamMember> = {}): TeamMember => ({
  id: 'usr_7',
  email: 'omar@example.com',
  role: 'employee',
  status: 'pending',
  name: 'Omar Employee',
  ...overrides,
});

const renderMyAccess = () =>
  renderWithSession(
    <MemoryRouter>
      <MyAccess />
    </MemoryRouter>,
  );

/** The dealerships (only dlr_1) and its team, `members()` at the time of each call. */
const nileTeam = (members: () => TeamMember[]) => ({
  'GET /api/v1/dealer': () =>
    jsonResponse(dealerListResponseSchema, { dealers: [buildDealer({ id: 'dlr_1' })] }),
  'POST /api/v1/dealer/team': () =>
    jsonResponse(teamListResponseSchema, { team_members: members() }),
});

const count = (calls: ApiCall[], key: string) =>
  calls.filter((call) => `${call.method} ${call.path}` === key).length;

describe('My Access', () => {
  it("shows 'Please log in to view this page.' to a signed-out visitor", () => {
    mockApi({});
    renderMyAccess();
    expect(screen.getByText('Please log in to view this page.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?returnTo=%2Fmy-access',
    );
  });

  it("shows 'This page is only accessible to dealer employees.' to other users", async () => {
    const dealer = buildUser({ role: 'Dealer' });
    const calls = signedInAs(dealer);
    renderMyAccess();
    expect(
      await screen.findByText('This page is only accessible to dealer employees.'),
    ).toBeTruthy();
    expect(count(calls, 'GET /api/v1/dealer')).toBe(0);
  });

  it('keeps showing an invitation the user rejected, though rejecting took their role away', async () => {
    const freed = buildUser({
      ...employee,
      role: null,
      dealer_access: [
        {
          dealerId: 'dlr_1',
          dealerName: 'Nile Motors',
          dealerNames: { en: 'Nile Motors', ar: null },
          role: 'employee',
          status: 'rejected',
        },
      ],
    });
    signedInAs(
      freed,
      nileTeam(() => [member({ status: 'rejected' })]),
    );
    renderMyAccess();
    const card = await screen.findByRole('article', { name: 'Dealer Access' });
    expect(within(card).getByText('Rejected')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it("shows 'Loading access information...' while loading", async () => {
    const dealers = deferred<Response>();
    signedInAs(employee, { 'GET /api/v1/dealer': () => dealers.promise });
    renderMyAccess();
    expect(await screen.findByText('Loading access information...')).toBeTruthy();
    dealers.resolve(jsonResponse(dealerListResponseSchema, { dealers: [] }));
    expect(await screen.findByText('No dealer access invitations found.')).toBeTruthy();
  });

  it('loads the dealers with the token, then the team per dealer, and shows the pending card', async () => {
    const calls = signedInAs(employee, {
      'GET /api/v1/dealer': () =>
        jsonResponse(dealerListResponseSchema, {
          dealers: [
            buildDealer({ id: 'dlr_1', name: 'Nile Motors' }),
            buildDealer({ id: 'dlr_2', name: 'Delta Cars' }),
          ],
        }),
      'POST /api/v1/dealer/team': (call) =>
        jsonResponse(teamListResponseSchema, {
          team_members:
            (call.body as { dealerId: string }).dealerId === 'dlr_1'
              ? [member(), member({ id: 'usr_9', email: 'someone@example.com' })]
              : [],
        }),
    });
    renderMyAccess();
    const card = await screen.findByRole('article', { name: 'Dealer Access' });
    expect(within(card).getByText('Nile Motors')).toBeTruthy();
    expect(within(card).getByText('omar@example.com')).toBeTruthy();
    expect(within(card).getByText('Employee')).toBeTruthy();
    expect(within(card).getByText('Pending')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);

    const dealerCall = calls.find((call) => call.path === '/api/v1/dealer');
    expect(dealerCall?.headers.get('Authorization')).toBe('Bearer fresh');
    const teamCalls = calls.filter((call) => call.path === '/api/v1/dealer/team');
    expect(teamCalls.map((call) => call.body)).toEqual([
      { dealerId: 'dlr_1' },
      { dealerId: 'dlr_2' },
    ]);
  });

  it('shows no buttons once the entry is approved, and Unknown for an unknown role', async () => {
    signedInAs(
      employee,
      nileTeam(() => [member({ status: 'approved', role: 'owner' })]),
    );
    renderMyAccess();
    const card = await screen.findByRole('article', { name: 'Dealer Access' });
    expect(within(card).getByText('Approved')).toBeTruthy();
    expect(within(card).getByText('Unknown')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it("accepts: 'Processing...' while busy, then 'Access updated successfully!' and a reload", async () => {
    let status: TeamMember['status'] = 'pending';
    const accepted = deferred<Response>();
    let approvedUser = employee;
    const calls = signedInAs(() => approvedUser, {
      ...nileTeam(() => [member({ status })]),
      'POST /api/v1/dealer/team/accept': () => accepted.promise,
    });
    renderMyAccess();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));

    const processing = await screen.findByRole('button', { name: 'Processing...' });
    expect((processing as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Reject' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(calls.at(-1)?.body).toEqual({ dealerId: 'dlr_1', userId: 'usr_7' });

    status = 'approved';
    approvedUser = {
      ...employee,
      dealer_access: [{ ...employee.dealer_access[0]!, status: 'approved' }],
    };
    const verifiesBefore = count(calls, 'GET /api/v1/user/verify');
    accepted.resolve(
      jsonResponse(teamMemberResponseSchema, { team_member: member({ status: 'approved' }) }),
    );

    expect(await screen.findByText('Access updated successfully!')).toBeTruthy();
    expect(await screen.findByText('Approved')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(count(calls, 'GET /api/v1/dealer')).toBe(2);
    expect(count(calls, 'GET /api/v1/user/verify')).toBe(verifiesBefore + 1);
  });

  it("offers 'Add your first car' once an invitation is accepted", async () => {
    let approved = false;
    const current = () =>
      approved
        ? {
            ...employee,
            dealer_access: [{ ...employee.dealer_access[0]!, status: 'approved' as const }],
          }
        : employee;
    signedInAs(current, {
      ...nileTeam(() => [member({ status: approved ? 'approved' : 'pending' })]),
      'POST /api/v1/dealer/team/accept': () => {
        approved = true;
        return jsonResponse(teamMemberResponseSchema, {
          team_member: member({ status: 'approved' }),
        });
      },
    });
    renderMyAccess();
    expect(screen.queryByRole('link', { name: 'Add your first car' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const next = await screen.findByRole('link', { name: 'Add your first car' });
    expect(next.getAttribute('href')).toBe('/add-car');
  });

  it('offers no next step after a rejection', async () => {
    signedInAs(employee, {
      ...nileTeam(() => [member()]),
      'POST /api/v1/dealer/team/reject': () =>
        jsonResponse(teamMemberResponseSchema, { team_member: member({ status: 'rejected' }) }),
    });
    renderMyAccess();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Access updated successfully!')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add your first car' })).toBeNull();
  });

  it("shows the server's message when an action fails", async () => {
    signedInAs(employee, {
      ...nileTeam(() => [member()]),
      'POST /api/v1/dealer/team/reject': () =>
        jsonResponse(apiErrorSchema, { message: 'This invitation is no longer pending' }, 409),
    });
    renderMyAccess();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation is no longer pending',
    );
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
  });

  it("shows 'Failed to {action} dealer access' when the server gives no message", async () => {
    signedInAs(employee, {
      ...nileTeam(() => [member()]),
      'POST /api/v1/dealer/team/accept': () => new Response('Bad gateway', { status: 502 }),
    });
    renderMyAccess();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to accept dealer access');
  });

  it('shows the empty state, with the hint for an employee without dealer access', async () => {
    const uninvited = buildUser({ role: 'DealerEmployee', dealer_access: [] });
    signedInAs(uninvited, {
      'GET /api/v1/dealer': () => jsonResponse(dealerListResponseSchema, { dealers: [] }),
    });
    renderMyAccess();
    expect(await screen.findByText('No dealer access invitations found.')).toBeTruthy();
    expect(screen.getByText('Please ensure you have been invited to a dealer team.')).toBeTruthy();
    expect(
      screen.getByText('Check your e-mail for an invitation, or contact the dealer administrator.'),
    ).toBeTruthy();
  });

  it('leaves the hint out for an employee who has dealer access', async () => {
    signedInAs(employee, {
      'GET /api/v1/dealer': () => jsonResponse(dealerListResponseSchema, { dealers: [] }),
    });
    renderMyAccess();
    expect(await screen.findByText('No dealer access invitations found.')).toBeTruthy();
    expect(screen.queryByText(/contact the dealer administrator/)).toBeNull();
  });

  it('shows the load error and the note, and tries again', async () => {
    let fail = true;
    signedInAs(employee, {
      'GET /api/v1/dealer': () =>
        fail
          ? jsonResponse(apiErrorSchema, { message: 'boom' }, 500)
          : jsonResponse(dealerListResponseSchema, { dealers: [] }),
    });
    renderMyAccess();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load dealer access. Please try again later.'));
    expect(within(alert).getByText(/accept the invitation .* or refresh the page/)).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No dealer access invitations found.')).toBeTruthy();
  });

  it('is translated into Arabic', async () => {
    await setLanguage('ar');
    try {
      signedInAs(
        employee,
        nileTeam(() => [member()]),
      );
      renderMyAccess();
      expect(await screen.findByRole('article', { name: 'صلاحية المعرض' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'قبول' })).toBeTruthy();
    } finally {
      await setLanguage('en');
    }
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
  });
});
