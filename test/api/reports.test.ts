import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/env';
import { newId } from '#server/lib/ids';
import { reportsPerUserPerDay } from '#server/modules/leads/reports.service';
import { dealerReportsResponseSchema, operatorReportsResponseSchema } from '#shared/schemas/report';
import {
  seedTeam,
  signInAll,
  type Person,
  type TeamRole,
  type TeamStatus,
} from '#test/car-write-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '#test/db';
import { insertCar } from '#test/factories';

const team: Record<string, [TeamRole, TeamStatus]> = {
  'admin@nile.example': ['admin', 'approved'],
  'manager@nile.example': ['manager', 'approved'],
  'employee@nile.example': ['employee', 'approved'],
};
const operator = 'operator@arabeya.example';

describe.each(databaseKinds)('reports of listings on %s', (kind) => {
  let t: TestApp;
  let dealerId: string;
  let who: (email: string) => Person;
  let carId: string;
  let employeeCar: string;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      OPERATOR_EMAILS: ` Operator@Arabeya.example ,ops@arabeya.example`,
    });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    dealerId = (await seedTeam(t.db, 'Nile Motors', team)).id;
    who = await signInAll(
      t.app,
      ...Object.keys(team),
      operator,
      'buyer@example.com',
      'other@example.com',
    );
    carId = (await insertCar(t.db, dealerId, { created_by: who('admin@nile.example').uid })).id;
    employeeCar = (
      await insertCar(t.db, dealerId, { created_by: who('employee@nile.example').uid })
    ).id;
  });

  const report = (email: string | null, car: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/reports/car/${car}`,
      headers: email ? who(email).headers : {},
      payload: payload as object,
    });
  const asOperator = (method: 'GET' | 'POST', url: string, payload?: object, email = operator) =>
    t.app.inject({ method, url, headers: who(email).headers, ...(payload && { payload }) });
  const reports = () => t.db.selectFrom('car_reports').selectAll().orderBy('created_at').execute();

  it('takes one report per person and car from signed-in users, the words kept as text', async () => {
    const sent = await report('buyer@example.com', carId, {
      reason: 'scam',
      details: '<script>alert(1)</script> asks for a deposit by transfer',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({ received: true });
    const again = await report('buyer@example.com', carId, { reason: 'wrong-price' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You have already reported this listing' });
    expect((await report('other@example.com', carId, { reason: 'sold' })).statusCode).toBe(201);
    expect((await report(null, carId, { reason: 'sold' })).statusCode).toBe(401);
    expect((await reports()).map((row) => [row.reason, row.details, row.status])).toEqual([
      ['scam', '<script>alert(1)</script> asks for a deposit by transfer', 'open'],
      ['sold', '', 'open'],
    ]);
  });

  it('refuses bad reports with 400, unknown or unpublished cars with 404, a flood with 429', async () => {
    for (const payload of [
      { reason: 'other' },
      { reason: 'other', details: '   ' },
      { reason: 'ugly' },
      { reason: 'scam', details: 'x'.repeat(1_001) },
      { reason: 'scam', more: 1 },
      {},
    ]) {
      const response = await report('buyer@example.com', carId, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const draft = await insertCar(t.db, dealerId, { status: 'draft' });
    expect((await report('buyer@example.com', draft.id, { reason: 'sold' })).statusCode).toBe(404);
    expect((await report('buyer@example.com', newId('car'), { reason: 'sold' })).statusCode).toBe(
      404,
    );
    expect(await reports()).toEqual([]);

    const cars = await Promise.all(
      Array.from({ length: reportsPerUserPerDay + 2 }, () => insertCar(t.db, dealerId)),
    );
    const answers = await Promise.all(
      cars.map((car) => report('buyer@example.com', car.id, { reason: 'wrong-pictures' })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(reportsPerUserPerDay);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    expect(await reports()).toHaveLength(reportsPerUserPerDay);
  });

  it('shows the dealership its reports: all to managers, their own cars’ to an employee', async () => {
    await report('buyer@example.com', carId, { reason: 'wrong-price', details: 'Says 1 EGP' });
    await report('buyer@example.com', employeeCar, { reason: 'sold' });
    const of = async (email: string) => {
      const response = await t.app.inject({
        url: `/api/v1/reports/dealer/${dealerId}`,
        headers: who(email).headers,
      });
      return response;
    };
    const managers = dealerReportsResponseSchema.parse((await of('manager@nile.example')).json());
    expect(managers.reports.map((row) => [row.reason, row.car?.id])).toEqual([
      ['sold', employeeCar],
      ['wrong-price', carId],
    ]);
    // The reporter stays unknown to the dealer.
    expect(JSON.stringify(managers)).not.toContain('buyer@example.com');
    const employees = dealerReportsResponseSchema.parse((await of('employee@nile.example')).json());
    expect(employees.reports.map((row) => row.car?.id)).toEqual([employeeCar]);
    expect((await of('buyer@example.com')).statusCode).toBe(403);
  });

  it('lets an operator hide a listing pending review: off the site, reports closed, dealer told why', async () => {
    await report('buyer@example.com', carId, { reason: 'scam', details: 'Deposit first' });
    await report('other@example.com', carId, { reason: 'wrong-pictures' });
    await report('other@example.com', employeeCar, { reason: 'sold' });

    const open = await asOperator('GET', '/api/v1/operator/reports');
    expect(open.statusCode, open.body).toBe(200);
    const listed = operatorReportsResponseSchema.parse(open.json());
    expect(listed.reports).toHaveLength(3);
    expect(listed.reports.find((row) => row.reason === 'scam')).toMatchObject({
      dealer: { id: dealerId, name: 'Nile Motors', names: { en: 'Nile Motors', ar: null } },
      reporter: { email: 'buyer@example.com' },
      car: { id: carId, status: 'active' },
      reviewNote: null,
    });
    const counts = await asOperator('GET', '/api/v1/inbox-counts');
    expect(counts.json()).toEqual({ newLeads: 0, openReports: 3 });

    const hidden = await asOperator('POST', `/api/v1/operator/cars/${carId}/hide`, {
      note: 'Several buyers were asked for a deposit; call us on 19000.',
    });
    expect(hidden.statusCode, hidden.body).toBe(204);

    // Off the site: its page, the listings, the by-ids call.
    expect((await t.app.inject({ url: `/api/v1/car/${carId}` })).statusCode).toBe(404);
    const search = await t.app.inject({ url: '/api/v1/car/search?pageSize=50' });
    expect(JSON.stringify(search.json())).not.toContain(carId);
    expect((await t.app.inject({ url: `/api/v1/car/by-ids?ids=${carId}` })).json().cars).toEqual(
      {},
    );
    // The dealer sees why on My Cars and may mend it but not put it back on sale.
    const admin = who('admin@nile.example');
    const mine = await t.app.inject({ url: '/api/v1/car/mine', headers: admin.headers });
    expect(mine.json().cars.find((car: { id: string }) => car.id === carId)).toMatchObject({
      status: 'hidden',
      reviewNote: 'Several buyers were asked for a deposit; call us on 19000.',
    });
    const republish = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/car/${carId}`,
      headers: admin.headers,
      payload: { status: 'active' },
    });
    expect(republish.statusCode).toBe(409);
    const mended = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/car/${carId}`,
      headers: admin.headers,
      payload: { description: 'Pay on delivery only.' },
    });
    expect(mended.statusCode, mended.body).toBe(200);
    const selfHidden = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/car/${employeeCar}`,
      headers: admin.headers,
      payload: { status: 'hidden' },
    });
    expect(selfHidden.statusCode).toBe(400);
    // Its reports are closed; the other car's stays open.
    expect((await reports()).map((row) => [row.car_id, row.status])).toEqual([
      [carId, 'hidden'],
      [carId, 'hidden'],
      [employeeCar, 'open'],
    ]);
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'kind', 'text'])
      .where('kind', '=', 'listing-hidden')
      .execute();
    expect(mails.map((mail) => mail.to_address)).toEqual(['admin@nile.example']);
    expect(mails[0]?.text).toContain('Several buyers were asked for a deposit');
    // Hiding twice is refused.
    expect(
      (await asOperator('POST', `/api/v1/operator/cars/${carId}/hide`, { note: 'again' }))
        .statusCode,
    ).toBe(409);

    const closed = operatorReportsResponseSchema.parse(
      (await asOperator('GET', '/api/v1/operator/reports?status=closed')).json(),
    );
    expect(closed.reports.map((row) => row.reviewNote)).toEqual([
      'Several buyers were asked for a deposit; call us on 19000.',
      'Several buyers were asked for a deposit; call us on 19000.',
    ]);

    const restored = await asOperator('POST', `/api/v1/operator/cars/${carId}/restore`);
    expect(restored.statusCode, restored.body).toBe(204);
    expect((await t.app.inject({ url: `/api/v1/car/${carId}` })).json()).toMatchObject({
      status: 'active',
      description: 'Pay on delivery only.',
    });
    expect((await asOperator('POST', `/api/v1/operator/cars/${carId}/restore`)).statusCode).toBe(
      409,
    );

    const [open2] = operatorReportsResponseSchema.parse(
      (await asOperator('GET', '/api/v1/operator/reports')).json(),
    ).reports;
    const dismissed = await asOperator('POST', `/api/v1/operator/reports/${open2?.id}/dismiss`);
    expect(dismissed.statusCode).toBe(204);
    expect(
      (await asOperator('POST', `/api/v1/operator/reports/${open2?.id}/dismiss`)).statusCode,
    ).toBe(404);
    expect((await reports()).map((row) => row.status)).toEqual(['hidden', 'hidden', 'dismissed']);
  });

  it('gives a car hidden and restored the status it had: a sold car is sold again, not on sale', async () => {
    const sold = (await insertCar(t.db, dealerId, { status: 'sold' })).id;
    const statusOf = async (id: string) =>
      (
        await t.db
          .selectFrom('cars')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status;
    for (const [id, status] of [
      [sold, 'sold'],
      [carId, 'active'],
    ] as const) {
      const hidden = await asOperator('POST', `/api/v1/operator/cars/${id}/hide`, {
        note: 'Pictures of another car',
      });
      expect(hidden.statusCode, hidden.body).toBe(204);
      expect(await statusOf(id)).toBe('hidden');
      const restored = await asOperator('POST', `/api/v1/operator/cars/${id}/restore`);
      expect(restored.statusCode, restored.body).toBe(204);
      expect(await statusOf(id)).toBe(status);
      expect((await t.app.inject({ url: `/api/v1/car/${id}` })).json()).toMatchObject({ status });
    }
    // Hidden and restored again, it still comes back as it was.
    await asOperator('POST', `/api/v1/operator/cars/${sold}/hide`, { note: 'Again' });
    await asOperator('POST', `/api/v1/operator/cars/${sold}/restore`);
    expect(await statusOf(sold)).toBe('sold');
    const search = await t.app.inject({ url: '/api/v1/car/search?pageSize=50' });
    expect(JSON.stringify(search.json())).not.toContain(sold);
  });

  it('refuses operator calls to anyone else with 403 and bad input with 400, changing nothing', async () => {
    await report('buyer@example.com', carId, { reason: 'scam', details: 'Deposit first' });
    const [row] = await reports();
    for (const email of ['admin@nile.example', 'buyer@example.com']) {
      for (const [method, url, payload] of [
        ['GET', '/api/v1/operator/reports', undefined],
        ['POST', `/api/v1/operator/cars/${carId}/hide`, { note: 'Hidden' }],
        ['POST', `/api/v1/operator/cars/${carId}/restore`, undefined],
        ['POST', `/api/v1/operator/reports/${row?.id}/dismiss`, undefined],
      ] as const) {
        const response = await asOperator(method, url, payload, email);
        expect(response.statusCode, `${email} ${url}`).toBe(403);
        expect(response.json()).toEqual({ message: "Only Arabeya's operators review reports" });
      }
    }
    expect((await t.app.inject({ url: '/api/v1/operator/reports' })).statusCode).toBe(401);
    for (const payload of [{}, { note: '' }, { note: 'x'.repeat(501) }, { note: 'ok', x: 1 }]) {
      const response = await asOperator('POST', `/api/v1/operator/cars/${carId}/hide`, payload);
      expect(response.statusCode).toBe(400);
    }
    expect(
      (await asOperator('POST', `/api/v1/operator/cars/${newId('car')}/hide`, { note: 'Gone' }))
        .statusCode,
    ).toBe(404);
    expect((await asOperator('GET', '/api/v1/operator/reports?status=all')).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/v1/car/${carId}` })).statusCode).toBe(200);
    expect((await reports()).map((report) => report.status)).toEqual(['open']);
  });
});

describe('OPERATOR_EMAILS', () => {
  it('is a comma list of addresses, compared without case; unset, the demo operator under the bundled sign-in only', () => {
    const production = {
      NODE_ENV: 'production',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 's',
      SESSION_SECRET: 'x'.repeat(40),
    };
    expect([
      ...loadConfig({ NODE_ENV: 'test', OPERATOR_EMAILS: ' A@Example.org, b@example.org ,' })
        .operatorEmails,
    ]).toEqual(['a@example.org', 'b@example.org']);
    expect([...loadConfig({ NODE_ENV: 'test' }).operatorEmails]).toEqual(['operator@example.com']);
    expect([...loadConfig(production).operatorEmails]).toEqual([]);
    for (const bad of ['nobody', 'a@example.org, <script>']) {
      expect(() => loadConfig({ NODE_ENV: 'test', OPERATOR_EMAILS: bad })).toThrow(ConfigError);
    }
  });
});
