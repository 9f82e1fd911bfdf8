import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '#server/lib/ids';
import { leadPageSize } from '#shared/reference/leads';
import { leadDetailsSchema, leadListResponseSchema } from '#shared/schemas/lead';
import {
  seedTeam,
  signInAll,
  type Person,
  type TeamRole,
  type TeamStatus,
} from '#test/car-write-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '#test/db';
import { insertCar, insertDealer } from '#test/factories';

const team: Record<string, [TeamRole, TeamStatus]> = {
  'admin@nile.example': ['admin', 'approved'],
  'manager@nile.example': ['manager', 'approved'],
  'employee@nile.example': ['employee', 'approved'],
  'colleague@nile.example': ['employee', 'approved'],
  'pending@nile.example': ['employee', 'pending'],
};

describe.each(databaseKinds)('the lead inbox on %s', (kind) => {
  let t: TestApp;
  let dealerId: string;
  let who: (email: string) => Person;
  /** A car the employee listed, and one the admin listed. */
  let employeeCar: string;
  let adminCar: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    dealerId = (await seedTeam(t.db, 'Nile Motors', team)).id;
    who = await signInAll(t.app, ...Object.keys(team), 'buyer@example.com', 'rival@delta.example');
    await t.db
      .updateTable('users')
      .set({ language: 'ar' })
      .where('email', '=', 'admin@nile.example')
      .execute();
    employeeCar = (
      await insertCar(t.db, dealerId, { created_by: who('employee@nile.example').uid })
    ).id;
    adminCar = (await insertCar(t.db, dealerId, { created_by: who('admin@nile.example').uid })).id;
  });

  const inquire = (car: string, message: string, phone = '01001234567') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/leads/car/${car}`,
      payload: { name: 'Hany <b>Adel</b>', phone, message },
    });
  const inbox = async (email: string, query = '', dealer = dealerId) => {
    const response = await t.app.inject({
      url: `/api/v1/leads/dealer/${dealer}${query}`,
      headers: who(email).headers,
    });
    return response;
  };
  const leadsOf = async (email: string, query = '') => {
    const response = await inbox(email, query);
    expect(response.statusCode, response.body).toBe(200);
    return leadListResponseSchema.parse(response.json());
  };
  const patch = (email: string, leadId: string, payload: unknown, dealer = dealerId) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/leads/dealer/${dealer}/${leadId}`,
      headers: who(email).headers,
      payload: payload as object,
    });
  const note = (email: string, leadId: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/leads/dealer/${dealerId}/${leadId}/notes`,
      headers: who(email).headers,
      payload: { body } as object,
    });

  it('mails a new inquiry to the car’s creator and the admins, each in their language', async () => {
    expect((await inquire(employeeCar, 'Is it still for sale?')).statusCode).toBe(201);
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'kind', 'subject', 'html', 'text'])
      .orderBy('to_address')
      .execute();
    expect(mails.map((mail) => [mail.to_address, mail.kind])).toEqual([
      ['admin@nile.example', 'lead'],
      ['employee@nile.example', 'lead'],
    ]);
    const [arabic, english] = mails;
    expect(arabic?.subject).toMatch(/^استفسار جديد عن تويوتا/);
    expect(arabic?.html).toContain('dir="rtl"');
    expect(english?.subject).toBe('New inquiry about your Toyota Corolla 2020');
    // The buyer's words are text in the mail, never markup.
    expect(english?.html).toContain('Hany &#60;b&#62;Adel&#60;/b&#62;');
    expect(english?.html).not.toContain('<b>');
    expect(english?.text).toContain('Mobile: \u2066+20 100 123 4567\u2069');
    expect(english?.text).toContain('http://arabeya.test/my-leads');
    // A dropped repeat mails nobody.
    expect((await inquire(employeeCar, 'Is it still for sale?')).statusCode).toBe(201);
    expect(await t.db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(2);
  });

  it('shows admins and managers every lead, an employee those of their cars and assigned', async () => {
    await inquire(employeeCar, 'About your car');
    await inquire(adminCar, 'About the admin’s car', '01112345678');
    await t.app.inject({ method: 'POST', url: `/api/v1/leads/car/${adminCar}/contacts/call` });

    const managers = await leadsOf('manager@nile.example');
    expect(managers.leads.map((lead) => lead.kind)).toEqual(['call', 'inquiry', 'inquiry']);
    expect(managers.canAssign).toBe(true);
    expect(managers.assignees.map((person) => person.id).sort()).toEqual(
      [
        'admin@nile.example',
        'manager@nile.example',
        'employee@nile.example',
        'colleague@nile.example',
      ]
        .map((email) => who(email).uid)
        .sort(),
    );
    expect(managers.cars.map((car) => car.id)).toEqual([adminCar, employeeCar]);
    const [call, adminInquiry] = managers.leads;
    expect(call).toMatchObject({ name: null, phone: null, status: 'new', assignee: null });
    expect(adminInquiry).toMatchObject({
      name: 'Hany <b>Adel</b>',
      phone: '+201112345678',
      car: { id: adminCar, title: 'Toyota Corolla 2020', make: 'toyota', firstRegistration: 2020 },
      firstResponseAt: null,
      noteCount: 0,
    });

    const employees = await leadsOf('employee@nile.example');
    expect(employees.leads.map((lead) => lead.message)).toEqual(['About your car']);
    expect(employees.canAssign).toBe(false);
    expect(employees.assignees).toEqual([]);
    expect((await leadsOf('colleague@nile.example')).leads).toEqual([]);

    // Assigned to the colleague, the admin's inquiry joins their inbox.
    const assigned = await patch('manager@nile.example', adminInquiry?.id ?? '', {
      assigneeId: who('colleague@nile.example').uid,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(leadDetailsSchema.parse(assigned.json()).assignee).toEqual({
      id: who('colleague@nile.example').uid,
      name: expect.any(String),
    });
    expect((await leadsOf('colleague@nile.example')).leads.map((lead) => lead.id)).toEqual([
      adminInquiry?.id,
    ]);
    const mine = await leadsOf(
      'manager@nile.example',
      `?assignee=${who('colleague@nile.example').uid}`,
    );
    expect(mine.leads.map((lead) => lead.id)).toEqual([adminInquiry?.id]);
    expect((await leadsOf('manager@nile.example', '?assignee=none')).leads).toHaveLength(2);
  });

  it('filters by car, status and kind, and pages newest first with a cursor', async () => {
    for (let n = 0; n < leadPageSize + 5; n += 1) {
      await t.db
        .insertInto('leads')
        .values({
          id: newId('lead'),
          dealer_id: dealerId,
          car_id: n % 2 === 0 ? employeeCar : adminCar,
          kind: n % 3 === 0 ? 'whatsapp' : 'inquiry',
          name: 'Buyer',
          phone: '+201001234567',
          message: `Lead ${n}`,
          preferred_contact: 'call',
          user_id: null,
          assignee_id: null,
          first_response_at: null,
          status: n % 5 === 0 ? 'won' : 'new',
          // Some at the same instant: the id orders them.
          created_at: new Date(Date.UTC(2026, 10, 1, 0, Math.floor(n / 2))),
        })
        .execute();
    }
    const first = await leadsOf('admin@nile.example');
    expect(first.leads).toHaveLength(leadPageSize);
    expect(first.nextCursor).not.toBeNull();
    const second = await leadsOf(
      'admin@nile.example',
      `?cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
    );
    expect(second.leads).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const all = [...first.leads, ...second.leads];
    expect(new Set(all.map((lead) => lead.id)).size).toBe(leadPageSize + 5);
    const times = all.map((lead) => lead.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const won = await leadsOf('admin@nile.example', `?status=won&carId=${employeeCar}`);
    expect(won.leads.length).toBeGreaterThan(0);
    for (const lead of won.leads) {
      expect(lead).toMatchObject({ status: 'won', car: { id: employeeCar } });
    }
    const whatsapp = await leadsOf('admin@nile.example', '?kind=whatsapp');
    expect(whatsapp.leads.every((lead) => lead.kind === 'whatsapp')).toBe(true);
    expect(whatsapp.leads).toHaveLength(Math.ceil((leadPageSize + 5) / 3));

    for (const query of ['?status=maybe', '?kind=fax', '?cursor=nonsense', '?carId=<x>', '?x=1']) {
      const response = await inbox('admin@nile.example', query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('answers 400 to a cursor that is not ours, a date out of the years 1970-9999 included', async () => {
    const good = await leadsOf(
      'admin@nile.example',
      `?cursor=${encodeURIComponent('2026-11-01T00:00:00.000Z~lead_x')}`,
    );
    expect(good.leads).toEqual([]);
    for (const cursor of [
      // Past JavaScript's dates (±8.64e15 ms, ±275760 years) and PostgreSQL's (4713 BC).
      '-010000-01-01T00:00:00Z~a',
      '+275760-09-13T00:00:00Z~a',
      '+275760-09-13T00:00:00.001Z~a',
      '-271821-04-20T00:00:00Z~a',
      '-004714-01-01T00:00:00Z~a',
      '0000-01-01T00:00:00Z~a',
      '1969-12-31T23:59:59.999Z~a',
      '8640000000000000~a',
      '2026-02-30T00:00:00Z~a',
      '2026-11-01T00:00:00+02:00~a',
      '2026-11-01T00:00:00Z',
      '2026-11-01T00:00:00Z~',
      '2026-11-01T00:00:00Z~a~b',
      '2026-11-01T00:00:00Z~<x>',
    ]) {
      const response = await inbox('admin@nile.example', `?cursor=${encodeURIComponent(cursor)}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json().message, cursor).toMatch(/Unknown cursor/);
    }
  });

  it('keeps notes as text, and takes the first status change or note as the first response', async () => {
    await inquire(employeeCar, 'Can I see it on Friday?');
    const [lead] = (await leadsOf('employee@nile.example')).leads;
    const leadId = lead?.id ?? '';

    const assignedBefore = await patch('employee@nile.example', leadId, { assigneeId: null });
    expect(assignedBefore.statusCode).toBe(403);

    const noted = await note(
      'employee@nile.example',
      leadId,
      '<img src=x onerror=alert(1)> Called, no answer',
    );
    expect(noted.statusCode, noted.body).toBe(201);
    const details = leadDetailsSchema.parse(noted.json());
    expect(details.notes).toEqual([
      {
        id: expect.any(String),
        author: { id: who('employee@nile.example').uid, name: expect.any(String) },
        body: '<img src=x onerror=alert(1)> Called, no answer',
        createdAt: expect.any(String),
      },
    ]);
    expect(details.firstResponseAt).not.toBeNull();
    expect(details.status).toBe('new');
    const firstResponse = details.firstResponseAt;

    const contacted = await patch('employee@nile.example', leadId, { status: 'contacted' });
    expect(contacted.statusCode).toBe(200);
    expect(contacted.json()).toMatchObject({ status: 'contacted', firstResponseAt: firstResponse });
    expect((await leadsOf('employee@nile.example')).leads[0]?.noteCount).toBe(1);

    for (const body of ['', '   ', 'x'.repeat(2_001), 42]) {
      const refused = await note('employee@nile.example', leadId, body);
      expect(refused.statusCode).toBe(400);
    }
    for (const payload of [
      {},
      { status: 'sold' },
      { assigneeId: 'x y' },
      { status: 'won', more: 1 },
    ]) {
      expect((await patch('admin@nile.example', leadId, payload)).statusCode).toBe(400);
    }
    // A buyer, a pending member or someone off the team cannot be assigned.
    for (const email of ['buyer@example.com', 'pending@nile.example']) {
      const refused = await patch('admin@nile.example', leadId, { assigneeId: who(email).uid });
      expect(refused.statusCode).toBe(400);
    }
    const after = await t.app.inject({
      url: `/api/v1/leads/dealer/${dealerId}/${leadId}`,
      headers: who('admin@nile.example').headers,
    });
    expect(after.json()).toMatchObject({ status: 'contacted', assignee: null, noteCount: 1 });
  });

  it('answers 404 for another dealership’s lead or one not the employee’s, and 403 off the team', async () => {
    const rival = await insertDealer(t.db, { name: 'Delta Cars' });
    await t.db
      .insertInto('team_members')
      .values({
        id: newId('tm'),
        dealer_id: rival.id,
        user_id: who('rival@delta.example').uid,
        email: 'rival@delta.example',
        role: 'admin',
        status: 'approved',
      })
      .execute();
    await inquire(adminCar, 'Secret price?');
    const [lead] = (await leadsOf('admin@nile.example')).leads;
    const leadId = lead?.id ?? '';
    const paths = [`/api/v1/leads/dealer/${rival.id}/${leadId}`];
    for (const url of paths) {
      const response = await t.app.inject({ url, headers: who('rival@delta.example').headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Lead not found' });
    }
    expect(
      (await patch('rival@delta.example', leadId, { status: 'lost' }, rival.id)).statusCode,
    ).toBe(404);
    // Not the employee's car, nor assigned to them.
    const employeeView = await t.app.inject({
      url: `/api/v1/leads/dealer/${dealerId}/${leadId}`,
      headers: who('employee@nile.example').headers,
    });
    expect(employeeView.statusCode).toBe(404);
    expect((await note('employee@nile.example', leadId, 'mine now')).statusCode).toBe(404);
    expect((await patch('employee@nile.example', leadId, { status: 'lost' })).statusCode).toBe(404);
    // Off the team: 403; an unknown dealership: 404; signed out: 401.
    expect((await inbox('rival@delta.example')).statusCode).toBe(403);
    expect((await inbox('pending@nile.example')).statusCode).toBe(403);
    expect((await inbox('buyer@example.com', '', newId('dlr'))).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/leads/dealer/${dealerId}` })).statusCode).toBe(401);
    const unchanged = await t.db.selectFrom('leads').selectAll().executeTakeFirstOrThrow();
    expect(unchanged).toMatchObject({ status: 'new', assignee_id: null, first_response_at: null });
  });

  it('counts the new inquiries each user sees for the user menu', async () => {
    await inquire(employeeCar, 'One');
    await inquire(adminCar, 'Two', '01112345678');
    await t.app.inject({ method: 'POST', url: `/api/v1/leads/car/${adminCar}/contacts/whatsapp` });
    const counts = async (email: string) =>
      (await t.app.inject({ url: '/api/v1/inbox-counts', headers: who(email).headers })).json();
    expect(await counts('admin@nile.example')).toEqual({ newLeads: 2, openReports: null });
    expect(await counts('employee@nile.example')).toEqual({ newLeads: 1, openReports: null });
    expect(await counts('buyer@example.com')).toEqual({ newLeads: 0, openReports: null });
    const [lead] = (await leadsOf('employee@nile.example')).leads;
    await patch('employee@nile.example', lead?.id ?? '', { status: 'contacted' });
    expect(await counts('admin@nile.example')).toEqual({ newLeads: 1, openReports: null });
    expect((await t.app.inject({ url: '/api/v1/inbox-counts' })).statusCode).toBe(401);
  });
});
