import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '#server/lib/ids';
import { signInAll } from '#test/car-write-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '#test/db';
import { insertCar, insertDealer } from '#test/factories';

describe.each(databaseKinds)('inquiries and counted contacts on %s', (kind) => {
  let t: TestApp;
  let dealerId: string;
  let carId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    dealerId = (await insertDealer(t.db)).id;
    carId = (await insertCar(t.db, dealerId)).id;
  });

  const inquiry = (
    payload: Record<string, unknown>,
    headers: Record<string, string> = {},
    car = carId,
  ) => t.app.inject({ method: 'POST', url: `/api/v1/leads/car/${car}`, headers, payload });
  const valid = { name: 'Hany', phone: '0100 123 4567', message: 'Is it still for sale?' };
  const leads = () => t.db.selectFrom('leads').selectAll().orderBy('created_at').execute();

  it('records an inquiry without sign-in, the number normalised and the words kept as text', async () => {
    const response = await inquiry({
      ...valid,
      phone: '+20 (0) 100-123-4567',
      message: '<script>alert(1)</script> Best price?',
      preferredContact: 'whatsapp',
      language: 'ar',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ received: true });
    const [lead, ...others] = await leads();
    expect(others).toEqual([]);
    expect(lead).toMatchObject({
      dealer_id: dealerId,
      car_id: carId,
      kind: 'inquiry',
      name: 'Hany',
      phone: '+201001234567',
      message: '<script>alert(1)</script> Best price?',
      preferred_contact: 'whatsapp',
      language: 'ar',
      user_id: null,
      status: 'new',
    });
  });

  it('notes the signed-in buyer, and takes a bad token as a visitor', async () => {
    const { headers, uid } = (await signInAll(t.app, 'buyer@example.com'))('buyer@example.com');
    expect((await inquiry(valid, headers)).statusCode).toBe(201);
    expect(
      (await inquiry({ ...valid, message: 'Another question' }, { authorization: 'Bearer nope' }))
        .statusCode,
    ).toBe(201);
    expect((await leads()).map((lead) => lead.user_id)).toEqual([uid, null]);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    for (const [payload, message] of [
      [{ ...valid, phone: '0223456789' }, /Egyptian mobile/],
      [{ ...valid, phone: '+44 7700 900123' }, /Egyptian mobile/],
      [{ ...valid, phone: '0'.repeat(100) }, /Egyptian mobile/],
      [{ ...valid, message: 'x'.repeat(10_240) }, /2000/],
      [{ ...valid, name: '  ' }, /name/],
      [{ ...valid, preferredContact: 'pigeon' }, /preferredContact/],
      [{ ...valid, language: 'fr' }, /language/],
      [{ ...valid, extra: 1 }, /extra|Unrecognized/i],
    ] as const) {
      const response = await inquiry(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await leads()).toEqual([]);
  });

  it('answers 404 for no car or a draft, 409 for a sold car', async () => {
    const draft = await insertCar(t.db, dealerId, { status: 'draft' });
    const sold = await insertCar(t.db, dealerId, { status: 'sold' });
    expect((await inquiry(valid, {}, newId('car'))).statusCode).toBe(404);
    expect((await inquiry(valid, {}, draft.id)).json()).toEqual({ message: 'Car not found' });
    const refused = await inquiry(valid, {}, sold.id);
    expect(refused.statusCode).toBe(409);
    expect(await leads()).toEqual([]);
  });

  it('drops a bot (the hidden field filled) and an identical repeat, answering as received', async () => {
    expect((await inquiry({ ...valid, website: 'http://spam.example' })).statusCode).toBe(201);
    expect(await leads()).toEqual([]);
    expect((await inquiry(valid)).statusCode).toBe(201);
    expect((await inquiry({ ...valid, phone: '+201001234567' })).statusCode).toBe(201);
    expect(await leads()).toHaveLength(1);
  });

  it('takes at most five inquiries from one number an hour, even sent at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) => inquiry({ ...valid, message: `Question ${n}` })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json().message).toBe(
      'Too many inquiries from this number; try again in an hour',
    );
    expect(await leads()).toHaveLength(5);
    // Another number is its own.
    expect((await inquiry({ ...valid, phone: '01112345678' })).statusCode).toBe(201);
  });

  it("counts a number's inquiries per address: nobody elsewhere can lock a buyer out", async () => {
    const from = (remoteAddress: string, n: number, phone = valid.phone) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/leads/car/${carId}`,
        remoteAddress,
        payload: { ...valid, phone, message: `Question ${n} from ${remoteAddress}` },
      });
    // Someone spends the buyer's number, in every spelling, from their own address.
    for (let n = 0; n < 5; n++) expect((await from('198.51.100.7', n)).statusCode).toBe(201);
    for (const phone of ['01001234567', '+201001234567', '00201001234567', '٠١٠٠١٢٣٤٥٦٧']) {
      expect((await from('198.51.100.7', 9, phone)).statusCode, phone).toBe(429);
    }
    // The buyer, from their own address, is not refused.
    expect((await from('203.0.113.20', 0)).statusCode).toBe(201);
    // Another address of the same IPv6 /64 is the same client.
    for (let n = 0; n < 5; n++) expect((await from('2001:db8:7:7::1', n)).statusCode).toBe(201);
    expect((await from('2001:db8:7:7::2', 9)).statusCode).toBe(429);
    expect(await leads()).toHaveLength(11);
  });

  it('counts a tap on Call or WhatsApp as a contact of the car once per visitor and hour', async () => {
    const otherCarId = (await insertCar(t.db, dealerId)).id;
    const tap = (
      channel: string,
      visitor: { remoteAddress?: string; userAgent?: string } = {},
      car = carId,
    ) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/leads/car/${car}/contacts/${channel}`,
        remoteAddress: visitor.remoteAddress ?? '198.51.100.9',
        headers: { 'user-agent': visitor.userAgent ?? 'Phone A' },
      });
    // Fifty taps of one visitor, on both buttons, are one contact (the address may tap 60 a
    // minute).
    for (let n = 0; n < 50; n++) {
      expect((await tap(n % 3 === 1 ? 'whatsapp' : 'call')).statusCode).toBe(204);
    }
    expect((await leads()).map((lead) => lead.kind)).toEqual(['call']);
    // Another car, another visitor behind the same address, another address: each counts.
    expect((await tap('whatsapp', {}, otherCarId)).statusCode).toBe(204);
    expect((await tap('call', { userAgent: 'Phone B' })).statusCode).toBe(204);
    expect((await tap('call', { remoteAddress: '203.0.113.9' })).statusCode).toBe(204);
    expect((await leads()).map((lead) => lead.kind)).toEqual(['call', 'whatsapp', 'call', 'call']);

    const bad = await tap('fax');
    expect(bad.statusCode).toBe(400);
    const unknown = await tap('call', { userAgent: 'Phone C' }, newId('car'));
    expect(unknown.statusCode).toBe(404);
    expect(await leads()).toHaveLength(4);
  });
});

describe('a flood of inquiries from one address', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The default per-address limit (the test apps lift it otherwise).
    t = await createTestApp('pglite', { RATE_LIMIT_INQUIRIES_PER_MINUTE: '20' });
  });
  afterAll(() => t.close());

  it('is mostly refused with 429; what was accepted is kept, and the server stays healthy', async () => {
    const dealerId = (await insertDealer(t.db)).id;
    const carId = (await insertCar(t.db, dealerId)).id;
    const answers = [];
    for (let n = 0; n < 1_000; n += 50) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 50 }, (_, k) =>
            t.app.inject({
              method: 'POST',
              url: `/api/v1/leads/car/${carId}`,
              payload: {
                name: 'Flood',
                phone: `010${String(10_000_000 + n + k).slice(0, 8)}`,
                message: `Flood ${n + k}`,
              },
            }),
          ),
        )),
      );
    }
    const accepted = answers.filter((answer) => answer.statusCode === 201).length;
    const refused = answers.filter((answer) => answer.statusCode === 429).length;
    expect(accepted + refused).toBe(1_000);
    expect(refused).toBeGreaterThan(950);
    const stored = await t.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(accepted);
    expect((await t.app.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
  });
});
