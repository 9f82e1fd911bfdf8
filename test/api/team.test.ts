import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { teamListResponseSchema, teamMemberResponseSchema } from '#shared/schemas/team';
import { newId } from '#server/lib/ids';
import { memberOf } from '#server/modules/team/team.service';
import { bearer, bearerOrAnonymous, signIn, verifiedUser } from '#test/auth';
import { createTestApp, databaseKinds, type TestApp } from '#test/db';
import { dealerProfile, insertDealer } from '#test/factories';

type Role = 'admin' | 'manager' | 'employee';
type Status = 'pending' | 'approved' | 'rejected';
interface Person {
  token: string;
  uid: string;
}

describe.each(databaseKinds)('dealer team on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const post = (url: string, token: string | undefined, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: bearerOrAnonymous(token),
      payload,
    });

  const teamSeenBy = async (token: string, dealerId: string) => {
    const response = await post('/api/v1/dealer/team', token, { dealerId });
    expect(response.statusCode, response.body).toBe(200);
    return teamListResponseSchema.parse(response.json()).team_members;
  };

  /** A dealership whose team entries wait for their e-mails; `signIn` links them. */
  async function seedDealer(name: string, team: Record<string, [Role, Status]>) {
    const dealer = await insertDealer(t.db, { name });
    const entryIds: Record<string, string> = {};
    for (const [email, [role, status]] of Object.entries(team)) {
      const id = newId('tm');
      entryIds[email] = id;
      await t.db
        .insertInto('team_members')
        .values({ id, dealer_id: dealer.id, user_id: null, email, role, status })
        .execute();
    }
    return { ...dealer, entryIds };
  }

  /** Signs each e-mail in; answers its token and user id. */
  async function people(...emails: string[]) {
    const result: Record<string, Person> = {};
    for (const email of emails) {
      const token = await signIn(t.app, email);
      result[email] = { token, uid: (await verifiedUser(t.app, token)).uid };
    }
    return result;
  }

  it('shows the whole team to approved admins and managers, and only their own entry to anyone else', async () => {
    const dealer = await seedDealer('Nile Motors', {
      'emp@example.org': ['employee', 'approved'],
      'pending@example.org': ['employee', 'pending'],
      'rejected@example.org': ['employee', 'rejected'],
      'manager@example.org': ['manager', 'approved'],
      'pending-manager@example.org': ['manager', 'pending'],
      'b-admin@example.org': ['admin', 'approved'],
      'admin@example.org': ['admin', 'approved'],
      'ghost@example.org': ['employee', 'pending'],
    });
    const p = await people(
      'admin@example.org',
      'b-admin@example.org',
      'manager@example.org',
      'pending-manager@example.org',
      'emp@example.org',
      'pending@example.org',
      'rejected@example.org',
      'outsider@example.org',
    );
    const uid = (email: string) => p[email]?.uid;

    const expected = [
      ['admin@example.org', 'admin', 'approved'],
      ['b-admin@example.org', 'admin', 'approved'],
      ['manager@example.org', 'manager', 'approved'],
      ['pending-manager@example.org', 'manager', 'pending'],
      ['emp@example.org', 'employee', 'approved'],
      ['ghost@example.org', 'employee', 'pending'],
      ['pending@example.org', 'employee', 'pending'],
      ['rejected@example.org', 'employee', 'rejected'],
    ].map(([email = '', role, status]) =>
      status === 'approved'
        ? { id: uid(email), email, role, status, name: email.split('@')[0] }
        : { id: dealer.entryIds[email], email, role, status, name: null },
    );
    for (const viewer of ['admin@example.org', 'manager@example.org']) {
      expect(await teamSeenBy(p[viewer]?.token ?? '', dealer.id), viewer).toEqual(expected);
    }
    for (const viewer of [
      'b-admin@example.org',
      'pending-manager@example.org',
      'emp@example.org',
      'pending@example.org',
      'rejected@example.org',
    ]) {
      // Their own entry names them, whatever its status.
      const own = expected
        .filter((member) => member.email === viewer)
        .map((member) => ({ ...member, id: uid(viewer), name: viewer.split('@')[0] }));
      const seen = await teamSeenBy(p[viewer]?.token ?? '', dealer.id);
      expect(seen, viewer).toEqual(viewer === 'b-admin@example.org' ? expected : own);
    }
    expect(await teamSeenBy(p['outsider@example.org']?.token ?? '', dealer.id)).toEqual([]);

    const outsider = p['outsider@example.org']?.token ?? '';
    const unknown = await post('/api/v1/dealer/team', outsider, { dealerId: 'dlr_unknown' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Dealer not found' });
    const anonymous = await post('/api/v1/dealer/team', undefined, { dealerId: dealer.id });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'No authentication token found' });
    expect(
      (await post('/api/v1/dealer/team', 'not-a-token', { dealerId: dealer.id })).statusCode,
    ).toBe(401);
    for (const bad of [{}, { dealerId: dealer.id, extra: 1 }, { dealerId: 'no spaces' }]) {
      const response = await post('/api/v1/dealer/team', outsider, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('lets only the invited user accept or reject, and only while pending', async () => {
    const dealer = await seedDealer('Delta Cars', {
      'admin@example.org': ['admin', 'approved'],
      'first@example.org': ['employee', 'pending'],
      'second@example.org': ['manager', 'pending'],
    });
    const p = await people(
      'admin@example.org',
      'first@example.org',
      'second@example.org',
      'outsider@example.org',
    );
    const [admin, first, second, outsider] = [
      'admin@example.org',
      'first@example.org',
      'second@example.org',
      'outsider@example.org',
    ].map((email) => p[email] ?? { token: '', uid: '' }) as [Person, Person, Person, Person];
    const answer = (action: 'accept' | 'reject', token: string | undefined, userId: string) =>
      post(`/api/v1/dealer/team/${action}`, token, { dealerId: dealer.id, userId });

    // Nobody answers for someone else, not even the dealership's admin.
    for (const [token, action] of [
      [admin.token, 'accept'],
      [admin.token, 'reject'],
      [second.token, 'accept'],
      [outsider.token, 'reject'],
    ] as const) {
      const response = await answer(action, token, first.uid);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'You can only answer your own invitation' });
    }
    expect((await answer('accept', undefined, first.uid)).statusCode).toBe(401);

    const accepted = await answer('accept', first.token, first.uid);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(teamMemberResponseSchema.parse(accepted.json()).team_member).toEqual({
      id: first.uid,
      email: 'first@example.org',
      role: 'employee',
      status: 'approved',
      name: 'first',
    });
    const user = await verifiedUser(t.app, first.token);
    expect(user.role).toBe('DealerEmployee');
    expect(user.dealer_access).toEqual([
      {
        dealerId: dealer.id,
        dealerName: 'Delta Cars',
        dealerNames: { en: 'Delta Cars', ar: null },
        role: 'employee',
        status: 'approved',
      },
    ]);
    for (const action of ['accept', 'reject'] as const) {
      const again = await answer(action, first.token, first.uid);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'This invitation is no longer pending' });
    }

    // Two answers at once: exactly one wins.
    const third = await post('/api/v1/team/invite', admin.token, {
      dealerId: dealer.id,
      email: 'outsider@example.org',
    });
    expect(third.statusCode, third.body).toBe(201);
    const race = await Promise.all([
      answer('accept', outsider.token, outsider.uid),
      answer('reject', outsider.token, outsider.uid),
    ]);
    expect(race.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    await post('/api/v1/team/remove', admin.token, {
      dealerId: dealer.id,
      memberId: outsider.uid,
    });

    const rejected = await answer('reject', second.token, second.uid);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().team_member).toMatchObject({ role: 'manager', status: 'rejected' });
    expect((await answer('accept', second.token, second.uid)).statusCode).toBe(409);
    const afterRejecting = await verifiedUser(t.app, second.token);
    expect(afterRejecting.dealer_access).toEqual([
      {
        dealerId: dealer.id,
        dealerName: 'Delta Cars',
        dealerNames: { en: 'Delta Cars', ar: null },
        role: 'manager',
        status: 'rejected',
      },
    ]);
    // A rejection frees the invitee: no role is left, and they may register a dealership.
    expect(afterRejecting.role).toBeNull();
    const registered = await post('/api/v1/dealer/register', second.token, dealerProfile);
    expect(registered.statusCode, registered.body).toBe(201);
    expect((await verifiedUser(t.app, second.token)).role).toBe('Dealer');

    const none = await answer('accept', outsider.token, outsider.uid);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'No dealer access information found.' });
    const unknownDealer = await post('/api/v1/dealer/team/reject', outsider.token, {
      dealerId: 'dlr_unknown',
      userId: outsider.uid,
    });
    expect(unknownDealer.statusCode).toBe(404);
    expect((await verifiedUser(t.app, outsider.token)).role).toBeNull();

    const bad = await post('/api/v1/dealer/team/accept', first.token, { dealerId: dealer.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.any(String));
  });

  it('lets only approved admins invite, remove and change roles, on their own dealership only', async () => {
    const a = await seedDealer('Alpha Autos', {
      'admin-a@example.org': ['admin', 'approved'],
      'manager-a@example.org': ['manager', 'approved'],
      'employee-a@example.org': ['employee', 'approved'],
      'pending-admin-a@example.org': ['admin', 'pending'],
    });
    const b = await seedDealer('Beta Autos', {
      'admin-b@example.org': ['admin', 'approved'],
      'employee-b@example.org': ['employee', 'approved'],
    });
    const p = await people(
      'admin-a@example.org',
      'manager-a@example.org',
      'employee-a@example.org',
      'pending-admin-a@example.org',
      'admin-b@example.org',
      'employee-b@example.org',
    );
    const token = (email: string) => p[email]?.token ?? '';
    const uid = (email: string) => p[email]?.uid ?? '';
    const snapshot = () =>
      t.db
        .selectFrom('team_members')
        .select(['id', 'dealer_id', 'user_id', 'email', 'role', 'status'])
        .orderBy('id')
        .execute();
    const before = await snapshot();

    const attempts = (dealerId: string, targetEmail: string) => [
      ['invite', { dealerId, email: 'newbie@example.org', role: 'employee' }],
      ['remove', { dealerId, memberId: uid(targetEmail) }],
      ['role', { dealerId, memberId: uid(targetEmail), role: 'admin' }],
    ];
    const refused: [string, string, string][] = [
      ['manager-a@example.org', a.id, 'employee-a@example.org'],
      ['employee-a@example.org', a.id, 'employee-a@example.org'],
      ['pending-admin-a@example.org', a.id, 'employee-a@example.org'],
      ['employee-a@example.org', b.id, 'employee-b@example.org'],
      ['admin-a@example.org', b.id, 'employee-b@example.org'],
      ['admin-b@example.org', a.id, 'manager-a@example.org'],
    ];
    for (const [actor, dealerId, target] of refused) {
      for (const [action, payload] of attempts(dealerId, target)) {
        const response = await post(`/api/v1/team/${action}`, token(actor), payload as object);
        expect(response.statusCode, `${actor} ${action} on ${dealerId}`).toBe(403);
        expect(response.json()).toEqual({
          message: "Only the dealership's admins can manage its team",
        });
      }
    }
    for (const [action, payload] of attempts(a.id, 'employee-a@example.org')) {
      const response = await post(`/api/v1/team/${action}`, undefined, payload as object);
      expect(response.statusCode).toBe(401);
    }
    for (const [action, payload] of attempts('dlr_unknown', 'employee-a@example.org')) {
      const response = await post(
        `/api/v1/team/${action}`,
        token('admin-a@example.org'),
        payload as object,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Dealer not found' });
    }
    // A member of another dealership is not a member here.
    for (const action of ['remove', 'role']) {
      const response = await post(`/api/v1/team/${action}`, token('admin-a@example.org'), {
        dealerId: a.id,
        memberId: uid('employee-b@example.org'),
        ...(action === 'role' && { role: 'manager' }),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Team member not found' });
    }
    for (const [action, payload] of [
      ['invite', { dealerId: a.id, email: 'not-an-email', role: 'employee' }],
      ['invite', { dealerId: a.id, email: 'x@example.org', role: 'owner' }],
      ['invite', { dealerId: a.id, email: 'x@example.org', extra: true }],
      ['remove', { dealerId: a.id }],
      ['role', { dealerId: a.id, memberId: uid('employee-a@example.org'), role: 'boss' }],
    ] as const) {
      const response = await post(`/api/v1/team/${action}`, token('admin-a@example.org'), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect(await snapshot()).toEqual(before);

    // The admin of A may do all three on A.
    const admin = token('admin-a@example.org');
    const invited = await post('/api/v1/team/invite', admin, {
      dealerId: a.id,
      email: 'newbie@example.org',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().team_member).toMatchObject({ role: 'employee', status: 'pending' });
    const promoted = await post('/api/v1/team/role', admin, {
      dealerId: a.id,
      memberId: uid('employee-a@example.org'),
      role: 'manager',
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(teamMemberResponseSchema.parse(promoted.json()).team_member).toEqual({
      id: uid('employee-a@example.org'),
      email: 'employee-a@example.org',
      role: 'manager',
      status: 'approved',
      name: 'employee-a',
    });
    const removed = await post('/api/v1/team/remove', admin, {
      dealerId: a.id,
      memberId: uid('manager-a@example.org'),
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(removed.body).toBe('');
  });

  it('invites an e-mail, linking an existing account at once, and refuses one already on the team', async () => {
    const dealer = await seedDealer('Cairo Wheels', { 'admin@example.org': ['admin', 'approved'] });
    const p = await people('admin@example.org', 'plain@example.org');
    const admin = p['admin@example.org']?.token ?? '';
    const plain = p['plain@example.org'] ?? { token: '', uid: '' };
    expect((await verifiedUser(t.app, plain.token)).role).toBeNull();

    const invited = await post('/api/v1/team/invite', admin, {
      dealerId: dealer.id,
      email: 'plain@example.org',
      role: 'manager',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(teamMemberResponseSchema.parse(invited.json()).team_member).toEqual({
      id: expect.stringMatching(/^tm_/),
      email: 'plain@example.org',
      role: 'manager',
      status: 'pending',
      name: null,
    });
    const user = await verifiedUser(t.app, plain.token);
    expect(user.role).toBe('DealerEmployee');
    expect(user.dealer_access).toEqual([
      {
        dealerId: dealer.id,
        dealerName: 'Cairo Wheels',
        dealerNames: { en: 'Cairo Wheels', ar: null },
        role: 'manager',
        status: 'pending',
      },
    ]);

    for (const email of ['PLAIN@Example.org', 'admin@example.org']) {
      const again = await post('/api/v1/team/invite', admin, {
        dealerId: dealer.id,
        email,
      });
      expect(again.statusCode, email).toBe(409);
      expect(again.json()).toEqual({ message: 'This e-mail is already on the team' });
    }
    expect(
      await t.db.selectFrom('team_members').select('email').orderBy('email').execute(),
    ).toEqual([{ email: 'admin@example.org' }, { email: 'plain@example.org' }]);

    const accepted = await post('/api/v1/dealer/team/accept', plain.token, {
      dealerId: dealer.id,
      userId: plain.uid,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await teamSeenBy(plain.token, dealer.id)).map((member) => member.email)).toEqual([
      'admin@example.org',
      'plain@example.org',
    ]);
  });

  it('answers an invitation the same whether or not the e-mail has an account', async () => {
    const dealer = await seedDealer('Sphinx Cars', { 'admin@example.org': ['admin', 'approved'] });
    const p = await people('admin@example.org', 'existing@example.org');
    const admin = p['admin@example.org']?.token ?? '';
    const invite = async (email: string) => {
      const response = await post('/api/v1/team/invite', admin, {
        dealerId: dealer.id,
        email,
      });
      expect(response.statusCode, response.body).toBe(201);
      return teamMemberResponseSchema.parse(response.json()).team_member;
    };
    const shape = (member: { id: string; email: string }) => ({
      ...member,
      id: member.id.replace(/_.*/, '_'),
      email: member.email.replace(/^[^@]+/, ''),
    });
    const withAccount = await invite('existing@example.org');
    const withoutAccount = await invite('made-up@example.org');
    expect(withAccount).toEqual({ ...withAccount, id: expect.stringMatching(/^tm_/), name: null });
    expect(shape(withAccount)).toEqual(shape(withoutAccount));
    const team = await teamSeenBy(admin, dealer.id);
    expect(team.filter((member) => member.status === 'pending')).toEqual([
      withAccount,
      withoutAccount,
    ]);
    // The invitee with an account sees their own entry by their uid, for My Access.
    const existing = p['existing@example.org'] ?? { token: '', uid: '' };
    expect(await teamSeenBy(existing.token, dealer.id)).toEqual([
      { ...withAccount, id: existing.uid, name: 'existing' },
    ]);
  });

  it('links an invitation sent before the account existed at the first sign-in', async () => {
    const dealer = await seedDealer('Giza Cars', { 'admin@example.org': ['admin', 'approved'] });
    const admin = (await people('admin@example.org'))['admin@example.org']?.token ?? '';
    const invited = await post('/api/v1/team/invite', admin, {
      dealerId: dealer.id,
      email: 'Newcomer@Example.org',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const invitation = teamMemberResponseSchema.parse(invited.json()).team_member;
    expect(invitation).toMatchObject({
      email: 'newcomer@example.org',
      role: 'employee',
      status: 'pending',
      name: null,
    });
    expect(invitation.id).toMatch(/^tm_/);

    const token = await signIn(t.app, 'newcomer@example.org');
    const user = await verifiedUser(t.app, token);
    expect(user.role).toBe('DealerEmployee');
    expect(user.dealer_access).toEqual([
      {
        dealerId: dealer.id,
        dealerName: 'Giza Cars',
        dealerNames: { en: 'Giza Cars', ar: null },
        role: 'employee',
        status: 'pending',
      },
    ]);
    const team = await teamSeenBy(admin, dealer.id);
    expect(team.find((member) => member.email === 'newcomer@example.org')).toEqual(invitation);
    expect(await teamSeenBy(token, dealer.id)).toHaveLength(1);
    const accepted = await post('/api/v1/dealer/team/accept', token, {
      dealerId: dealer.id,
      userId: user.uid,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await verifiedUser(t.app, token)).dealer_access[0]?.status).toBe('approved');
  });

  it('keeps at least one approved admin', async () => {
    const dealer = await seedDealer('Lone Admin Motors', {
      'admin@example.org': ['admin', 'approved'],
      'pending-admin@example.org': ['admin', 'pending'],
      'emp@example.org': ['employee', 'approved'],
    });
    const p = await people('admin@example.org', 'pending-admin@example.org', 'emp@example.org');
    const admin = p['admin@example.org'] ?? { token: '', uid: '' };
    const emp = p['emp@example.org'] ?? { token: '', uid: '' };
    const call = (action: string, token: string, payload: object) =>
      post(`/api/v1/team/${action}`, token, { dealerId: dealer.id, ...payload });

    const removeSelf = await call('remove', admin.token, { memberId: admin.uid });
    expect(removeSelf.statusCode).toBe(409);
    expect(removeSelf.json()).toEqual({
      message: 'The last admin of a dealership cannot be removed',
    });
    for (const role of ['manager', 'employee']) {
      const demote = await call('role', admin.token, { memberId: admin.uid, role });
      expect(demote.statusCode).toBe(409);
      expect(demote.json()).toEqual({
        message: 'The last admin of a dealership cannot be demoted',
      });
    }
    // Staying admin is no demotion.
    expect(
      (await call('role', admin.token, { memberId: admin.uid, role: 'admin' })).statusCode,
    ).toBe(200);

    // With a second approved admin the first may step down; then the second is the last one.
    expect((await call('role', admin.token, { memberId: emp.uid, role: 'admin' })).statusCode).toBe(
      200,
    );
    expect((await verifiedUser(t.app, emp.token)).role).toBe('Dealer');
    const stepDown = await call('role', admin.token, { memberId: admin.uid, role: 'manager' });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    expect((await verifiedUser(t.app, admin.token)).role).toBe('DealerEmployee');
    expect((await call('remove', admin.token, { memberId: emp.uid })).statusCode).toBe(403);
    expect((await call('remove', emp.token, { memberId: emp.uid })).statusCode).toBe(409);
    expect(
      (await call('role', emp.token, { memberId: emp.uid, role: 'employee' })).statusCode,
    ).toBe(409);
    // The pending admin does not count, and may be removed.
    const pendingAdmin = p['pending-admin@example.org']?.uid ?? '';
    expect((await call('remove', emp.token, { memberId: pendingAdmin })).statusCode).toBe(204);
    expect((await call('remove', emp.token, { memberId: admin.uid })).statusCode).toBe(204);
    const admins = await t.db
      .selectFrom('team_members')
      .select('email')
      .where('role', '=', 'admin')
      .execute();
    expect(admins).toEqual([{ email: 'emp@example.org' }]);
  });

  it('lets only one of two admins removing each other at the same time succeed', async () => {
    const dealer = await seedDealer('Twin Admins', {
      'one@example.org': ['admin', 'approved'],
      'two@example.org': ['admin', 'approved'],
    });
    const p = await people('one@example.org', 'two@example.org');
    const one = p['one@example.org'] ?? { token: '', uid: '' };
    const two = p['two@example.org'] ?? { token: '', uid: '' };
    const responses = await Promise.all([
      post('/api/v1/team/remove', one.token, { dealerId: dealer.id, memberId: two.uid }),
      post('/api/v1/team/remove', two.token, { dealerId: dealer.id, memberId: one.uid }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([204, 403]);
    const left = await t.db
      .selectFrom('team_members')
      .select(['role', 'status'])
      .where('dealer_id', '=', dealer.id)
      .execute();
    expect(left).toEqual([{ role: 'admin', status: 'approved' }]);
  });

  it('takes a removal into effect at once', async () => {
    const dealer = await seedDealer('Quick Exit Cars', {
      'admin@example.org': ['admin', 'approved'],
      'manager@example.org': ['manager', 'approved'],
      'emp@example.org': ['employee', 'approved'],
      'ghost@example.org': ['employee', 'pending'],
    });
    const p = await people('admin@example.org', 'manager@example.org', 'emp@example.org');
    const admin = p['admin@example.org']?.token ?? '';
    const remove = (memberId: string) =>
      post('/api/v1/team/remove', admin, { dealerId: dealer.id, memberId });

    for (const email of ['emp@example.org', 'manager@example.org']) {
      const person = p[email] ?? { token: '', uid: '' };
      expect((await teamSeenBy(person.token, dealer.id)).length, email).toBeGreaterThan(0);
      expect(await memberOf(t.db, dealer.id, person.uid)).toBeDefined();
      const removed = await remove(person.uid);
      expect(removed.statusCode, removed.body).toBe(204);
      expect(await teamSeenBy(person.token, dealer.id), email).toEqual([]);
      const user = await verifiedUser(t.app, person.token);
      expect(user.role).toBeNull();
      expect(user.dealer_access).toEqual([]);
      expect(await memberOf(t.db, dealer.id, person.uid)).toBeUndefined();
      const mine = await t.app.inject({ url: '/api/v1/dealer', headers: bearer(person.token) });
      expect(mine.json()).toEqual({ dealers: [] });
      const again = await remove(person.uid);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: 'Team member not found' });
    }

    // An invitation with no account yet is removed by the id the team call shows for it.
    expect((await remove(dealer.entryIds['ghost@example.org'] ?? '')).statusCode).toBe(204);
    expect((await teamSeenBy(admin, dealer.id)).map((member) => member.email)).toEqual([
      'admin@example.org',
    ]);
  });

  it('answers memberOf with the role narrowed to the team roles', async () => {
    const dealer = await seedDealer('Member Motors', {
      'admin@example.org': ['admin', 'approved'],
      'emp@example.org': ['employee', 'pending'],
    });
    const p = await people('admin@example.org', 'emp@example.org', 'outsider@example.org');
    const uid = (email: string) => p[email]?.uid ?? '';
    expect(await memberOf(t.db, dealer.id, uid('admin@example.org'))).toEqual({
      userId: uid('admin@example.org'),
      role: 'admin',
      status: 'approved',
    });
    expect(await memberOf(t.db, dealer.id, uid('emp@example.org'))).toEqual({
      userId: uid('emp@example.org'),
      role: 'employee',
      status: 'pending',
    });
    expect(await memberOf(t.db, dealer.id, uid('outsider@example.org'))).toBeUndefined();
    expect(await memberOf(t.db, 'dlr_unknown', uid('admin@example.org'))).toBeUndefined();
    await t.db
      .updateTable('team_members')
      .set({ role: 'owner' })
      .where('email', '=', 'emp@example.org')
      .execute();
    expect((await memberOf(t.db, dealer.id, uid('emp@example.org')))?.role).toBe('employee');
  });
});
