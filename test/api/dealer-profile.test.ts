import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dealerDetailSchema, dealerListResponseSchema } from '#shared/schemas/dealer';
import { teamListResponseSchema } from '#shared/schemas/team';
import { newId } from '#server/lib/ids';
import { bearer, bearerOrAnonymous, signIn, verifiedUser } from '#test/auth';
import { createTestApp, databaseKinds, type TestApp } from '#test/db';
import { dealerProfile as profile, insertCar, insertDealer } from '#test/factories';

describe.each(databaseKinds)('dealer registration and profile on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const register = (token: string | undefined, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/dealer/register',
      headers: bearerOrAnonymous(token),
      payload,
    });
  const patch = (token: string | undefined, dealerId: string, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/dealer/${dealerId}`,
      headers: bearerOrAnonymous(token),
      payload,
    });
  const counts = async () => ({
    dealers: (await t.db.selectFrom('dealers').select('id').execute()).length,
    team: (await t.db.selectFrom('team_members').select('id').execute()).length,
  });

  async function addMember(
    dealerId: string,
    email: string,
    role: 'admin' | 'manager' | 'employee',
    status: 'pending' | 'approved' | 'rejected',
  ) {
    await t.db
      .insertInto('team_members')
      .values({ id: newId('tm'), dealer_id: dealerId, user_id: null, email, role, status })
      .execute();
  }

  it('makes a signed-in user the approved admin of a new dealership, once', async () => {
    const token = await signIn(t.app, 'founder@example.org');
    const before = await verifiedUser(t.app, token);
    expect(before.role).toBeNull();

    const response = await register(token, profile);
    expect(response.statusCode, response.body).toBe(201);
    const detail = dealerDetailSchema.parse(response.json());
    expect(detail).toEqual({
      id: expect.stringMatching(/^dlr_/),
      ...profile,
      name: 'Pyramids Auto',
      address: '5 Pyramids Road',
      logoUrl: null,
      carCount: 0,
      createdAt: expect.any(String),
      employees: { [before.uid]: { status: 'approved' } },
      cars: {},
    });
    const user = await verifiedUser(t.app, token);
    expect(user.role).toBe('Dealer');
    expect(user.dealer_access).toEqual([
      {
        dealerId: detail.id,
        dealerName: 'Pyramids Auto',
        dealerNames: profile.names,
        role: 'admin',
        status: 'approved',
      },
    ]);
    const page = await t.app.inject({ url: `/api/v1/dealer/${detail.id}` });
    expect(page.json()).toEqual(detail);

    // The public page lists approved members only, never pending or rejected invitees.
    for (const status of ['pending', 'rejected'] as const) {
      const email = `${status}@example.org`;
      await addMember(detail.id, email, 'employee', status);
      await signIn(t.app, email);
    }
    const withInvitees = await t.app.inject({ url: `/api/v1/dealer/${detail.id}` });
    expect(withInvitees.json().employees).toEqual(detail.employees);
    expect(await counts()).toEqual({ dealers: 1, team: 3 });
    await t.db.deleteFrom('team_members').where('status', '!=', 'approved').execute();
    const team = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dealer/team',
      headers: bearer(token),
      payload: { dealerId: detail.id },
    });
    expect(teamListResponseSchema.parse(team.json()).team_members).toEqual([
      {
        id: before.uid,
        email: 'founder@example.org',
        role: 'admin',
        status: 'approved',
        name: 'founder',
      },
    ]);

    const second = await register(token, { ...profile, names: { en: 'Second Shop' } });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: 'You already run a dealership' });
    expect(await counts()).toEqual({ dealers: 1, team: 1 });
  });

  it('lets a member of another dealership, who is not its admin, register one', async () => {
    const other = await insertDealer(t.db, { name: 'Other Motors' });
    await addMember(other.id, 'manager@example.org', 'manager', 'approved');
    await addMember(other.id, 'pending-admin@example.org', 'admin', 'pending');
    for (const email of ['manager@example.org', 'pending-admin@example.org']) {
      const token = await signIn(t.app, email);
      expect((await verifiedUser(t.app, token)).role).toBe('DealerEmployee');
      const response = await register(token, { ...profile, names: { ar: `متجر ${email}` } });
      expect(response.statusCode, response.body).toBe(201);
      expect((await verifiedUser(t.app, token)).role).toBe('Dealer');
    }
  });

  it('registers one dealership when two registrations race', async () => {
    const token = await signIn(t.app, 'racer@example.org');
    const responses = await Promise.all([
      register(token, { ...profile, names: { en: 'First Shop' } }),
      register(token, { ...profile, names: { en: 'Second Shop' } }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await counts()).toEqual({ dealers: 1, team: 1 });
  });

  it('takes the names and addresses in either language or both, and needs one name', async () => {
    const token = await signIn(t.app, 'arabic-only@dealer.test');
    const response = await register(token, {
      ...profile,
      names: { en: '  ', ar: ' نايل موتورز ' },
      addresses: {},
    });
    expect(response.statusCode, response.body).toBe(201);
    const detail = dealerDetailSchema.parse(response.json());
    // The answer's `name` and `address` are the English ones, else the Arabic (else none).
    expect(detail).toMatchObject({
      name: 'نايل موتورز',
      names: { en: null, ar: 'نايل موتورز' },
      address: '',
      addresses: { en: null, ar: null },
    });
    expect((await verifiedUser(t.app, token)).dealer_access[0]).toMatchObject({
      dealerName: 'نايل موتورز',
      dealerNames: { en: null, ar: 'نايل موتورز' },
    });

    const edited = await patch(token, detail.id, {
      ...profile,
      names: { en: 'Nile Motors', ar: 'نايل موتورز' },
      addresses: { ar: '45 كورنيش النيل' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(dealerDetailSchema.parse(edited.json())).toMatchObject({
      name: 'Nile Motors',
      names: { en: 'Nile Motors', ar: 'نايل موتورز' },
      address: '45 كورنيش النيل',
      addresses: { en: null, ar: '45 كورنيش النيل' },
    });

    const stored = () =>
      t.db.selectFrom('dealers').selectAll().where('id', '=', detail.id).executeTakeFirstOrThrow();
    const before = await stored();
    for (const names of [{}, { en: null, ar: null }, { en: '', ar: '   ' }]) {
      const nameless = await patch(token, detail.id, { ...profile, names });
      expect(nameless.statusCode, JSON.stringify(names)).toBe(400);
      expect(nameless.json().message).toBe(
        'Invalid body: names: Give the dealership a name in English or in Arabic',
      );
    }
    expect(await stored()).toEqual(before);
    const other = await register(await signIn(t.app, 'nameless@dealer.test'), {
      ...profile,
      names: {},
    });
    expect(other.statusCode).toBe(400);
    expect(await counts()).toEqual({ dealers: 1, team: 1 });
  });

  it('reads phone and WhatsApp numbers typed in Arabic-Indic digits, and stores Latin ones', async () => {
    const token = await signIn(t.app, 'arabic-digits@dealer.test');
    const response = await register(token, {
      ...profile,
      phone: '٠٢ ٢٣٤٥ ٦٧٨٩',
      whatsapp: '٠١٠١٢٣٤٥٦٧٨',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(dealerDetailSchema.parse(response.json())).toMatchObject({
      phone: '02 2345 6789',
      whatsapp: '01012345678',
    });
  });

  it('refuses bad profiles with 400 and stores nothing', async () => {
    const token = await signIn(t.app, 'careless@example.org');
    for (const bad of [
      { ...profile, names: undefined },
      { ...profile, names: { en: ' ' } },
      { ...profile, names: { en: 'x', ar: null } },
      { ...profile, names: { en: 'Good Name', fr: 'Bon Nom' } },
      { ...profile, city: 'atlantis' },
      { ...profile, phone: 'abc' },
      { ...profile, whatsapp: '' },
      { ...profile, addresses: { ar: 'x'.repeat(301) } },
      { ...profile, addresses: undefined },
      { ...profile, logo_key: 'evil.png' },
      {},
    ]) {
      const response = await register(token, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const invalidJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dealer/register',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(invalidJson.statusCode).toBe(400);
    expect(invalidJson.json().message).toEqual(expect.any(String));
    expect(await counts()).toEqual({ dealers: 0, team: 0 });
    expect((await verifiedUser(t.app, token)).role).toBeNull();
  });

  it('refuses unauthenticated registrations and profile edits with 401', async () => {
    const dealer = await insertDealer(t.db);
    for (const response of [
      await register(undefined, profile),
      await register('forged.token.here', profile),
      await patch(undefined, dealer.id, profile),
      await patch('forged.token.here', dealer.id, profile),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect(await counts()).toEqual({ dealers: 1, team: 0 });
  });

  it('lets only approved admins of the dealership edit its profile, leaving the logo alone', async () => {
    const dealer = await insertDealer(t.db, { name: 'Old Name' });
    await t.db
      .updateTable('dealers')
      .set({ logo_key: 'logos/old.png' })
      .where('id', '=', dealer.id)
      .execute();
    const elsewhere = await insertDealer(t.db, { name: 'Elsewhere' });
    await addMember(dealer.id, 'admin@example.org', 'admin', 'approved');
    await addMember(dealer.id, 'manager@example.org', 'manager', 'approved');
    await addMember(dealer.id, 'emp@example.org', 'employee', 'approved');
    await addMember(dealer.id, 'pending-admin@example.org', 'admin', 'pending');
    await addMember(elsewhere.id, 'other-admin@example.org', 'admin', 'approved');
    await insertCar(t.db, dealer.id);
    const stored = () =>
      t.db.selectFrom('dealers').selectAll().where('id', '=', dealer.id).executeTakeFirstOrThrow();
    const original = await stored();

    for (const email of [
      'manager@example.org',
      'emp@example.org',
      'pending-admin@example.org',
      'other-admin@example.org',
      'outsider@example.org',
    ]) {
      const response = await patch(await signIn(t.app, email), dealer.id, profile);
      expect(response.statusCode, email).toBe(403);
      expect(response.json()).toEqual({
        message: "Only the dealership's admins can edit its profile",
      });
    }
    expect(await stored()).toEqual(original);

    const admin = await signIn(t.app, 'admin@example.org');
    const unknown = await patch(admin, 'dlr_unknown', profile);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Dealer not found' });
    for (const bad of [
      { ...profile, city: 'atlantis' },
      { names: { en: 'Only a name' } },
      { ...profile, names: { en: null, ar: '' } },
    ]) {
      expect((await patch(admin, dealer.id, bad)).statusCode).toBe(400);
    }
    expect(await stored()).toEqual(original);

    const response = await patch(admin, dealer.id, profile);
    expect(response.statusCode, response.body).toBe(200);
    const detail = dealerDetailSchema.parse(response.json());
    expect(detail).toMatchObject({ id: dealer.id, ...profile, carCount: 1 });
    expect(detail.logoUrl).toContain('logos/old.png');
    expect(Object.keys(detail.cars)).toHaveLength(1);
    expect(await stored()).toMatchObject({
      name_en: 'Pyramids Auto',
      name_ar: 'أوتو الأهرامات',
      address_en: '5 Pyramids Road',
      address_ar: '5 طريق الأهرامات',
      logo_key: 'logos/old.png',
    });
  });

  it('lists only the signed-in user’s dealerships on GET /api/v1/dealer with a bearer token', async () => {
    const approved = await insertDealer(t.db, { name: 'Approved Motors' });
    const pending = await insertDealer(t.db, { name: 'Pending Motors' });
    const rejected = await insertDealer(t.db, { name: 'Rejected Motors' });
    const stranger = await insertDealer(t.db, { name: 'Stranger Motors' });
    await addMember(approved.id, 'me@example.org', 'employee', 'approved');
    await addMember(pending.id, 'me@example.org', 'manager', 'pending');
    await addMember(rejected.id, 'me@example.org', 'employee', 'rejected');
    await addMember(stranger.id, 'someone@example.org', 'admin', 'approved');
    await insertCar(t.db, approved.id);
    const token = await signIn(t.app, 'me@example.org');
    const list = async (query: string, headers: Record<string, string>) => {
      const response = await t.app.inject({ url: `/api/v1/dealer${query}`, headers });
      expect(response.statusCode, response.body).toBe(200);
      return dealerListResponseSchema.parse(response.json()).dealers;
    };

    const mine = await list('', bearer(token));
    expect(mine.map((dealer) => dealer.name)).toEqual([
      'Approved Motors',
      'Pending Motors',
      'Rejected Motors',
    ]);
    expect(mine[0]).toEqual({
      id: approved.id,
      name: 'Approved Motors',
      names: { en: 'Approved Motors', ar: null },
      city: 'cairo',
      logoUrl: null,
      carCount: 1,
    });
    expect((await list('?q=pend', bearer(token))).map((dealer) => dealer.id)).toEqual([pending.id]);
    expect(await list('', bearer(await signIn(t.app, 'nobody@example.org')))).toEqual([]);
    expect(await list('', {})).toHaveLength(4);

    for (const headers of [bearer('forged.token.here'), { authorization: 'Basic abc' }]) {
      const response = await t.app.inject({ url: '/api/v1/dealer', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });
});
