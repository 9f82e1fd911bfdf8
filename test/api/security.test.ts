import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/env';
import { bearer, cookieJar, follow, signIn, signInThroughDevIdp } from '#test/auth';
import { newId } from '#server/lib/ids';
import { createTestApp, type TestApp } from '#test/db';
import { insertDealer } from '#test/factories';

// Headers, limits and error answers do not depend on the database: PGlite is enough here.
const kind = 'pglite';

const directivesOf = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );

const styleBlockHash = (html: string) => {
  const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];
  if (css === undefined) throw new Error(`no <style> block in:\n${html}`);
  return `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
};

/** Apps the tests of one block share; each is closed at the end. */
function apps() {
  const open: TestApp[] = [];
  afterAll(() => Promise.all(open.map((app) => app.close())));
  return async (env: NodeJS.ProcessEnv = {}) => {
    const t = await createTestApp(kind, env);
    open.push(t);
    return t;
  };
}

describe('security headers', () => {
  const appWith = apps();
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith();
  });

  it('sends a strict Content-Security-Policy and the usual hardening headers', async () => {
    const response = await t.app.inject({ url: '/api/v1/health' });
    const csp = directivesOf(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe/);
    // http://arabeya.test: no upgrade of subresources, no HSTS.
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('allows the sign-in pages their own style block by hash, and nothing else inline', async () => {
    const jar = cookieJar();
    const signInPage = await follow(t.app, jar, '/api/v1/auth/login?returnTo=%2F&mode=popup');
    expect(signInPage.statusCode).toBe(200);
    const pageCsp = directivesOf(signInPage.headers['content-security-policy']);
    expect(pageCsp.get('style-src')).toContain(styleBlockHash(signInPage.body));
    expect(signInPage.body).not.toMatch(/<script|style="/);

    const { callback } = await signInThroughDevIdp(t.app, 'user@example.com');
    expect(callback.statusCode).toBe(200);
    const callbackCsp = directivesOf(callback.headers['content-security-policy']);
    expect(callbackCsp.get('style-src')).toContain(styleBlockHash(callback.body));
    expect(callback.body).not.toMatch(/<script>|style="/);
    expect(callback.body).toContain('<script src="/auth-callback.js"></script>');
  });

  it('allows pictures from the bucket or CDN, and an https deployment gets HSTS', async () => {
    const s3 = await appWith({
      PUBLIC_URL: 'https://arabeya.example',
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'arabeya-media',
      MEDIA_PUBLIC_URL: 'https://cdn.arabeya.example/media',
    });
    const response = await s3.app.inject({ url: '/api/v1/health' });
    const csp = directivesOf(response.headers['content-security-policy']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.arabeya.example']);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

describe('signed-in answers', () => {
  const appWith = apps();

  it('are private and never stored, on every route, and only those', async () => {
    const t = await appWith();
    // An admin of a dealership, who has cars and a finance offer to ask for.
    const dealer = await insertDealer(t.db, { name: 'Private Motors' });
    await t.db
      .insertInto('team_members')
      .values({
        id: newId('tm'),
        dealer_id: dealer.id,
        user_id: null,
        email: 'private@example.com',
        role: 'admin',
        status: 'approved',
      })
      .execute();
    const token = await signIn(t.app, 'private@example.com');
    for (const url of [
      '/api/v1/user/verify',
      '/api/v1/favourites',
      '/api/v1/saved-searches',
      '/api/v1/car/mine',
      '/api/v1/dealer/finance-offer',
      // A public read asked with a session: what it answers may depend on who asks.
      '/api/v1/car/search',
    ]) {
      const response = await t.app.inject({ url, headers: bearer(token) });
      expect(response.statusCode, url).toBeLessThan(300);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
    const anonymous = await t.app.inject({ url: '/api/v1/car/search' });
    expect(anonymous.headers['cache-control']).toMatch(/^public/);
    const refused = await t.app.inject({ url: '/api/v1/favourites', headers: bearer('nope') });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('private, no-store');
  });
});

describe('CORS', () => {
  const appWith = apps();
  const partner = 'https://partner.example';
  const preflight = (t: TestApp, origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/car/search',
      headers: { origin, 'access-control-request-method': 'GET' },
    });

  it('is closed when CORS_ORIGINS is not set', async () => {
    const t = await appWith();
    const read = await t.app.inject({ url: '/api/v1/health', headers: { origin: partner } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const ask = await preflight(t, partner);
    expect(ask.headers['access-control-allow-origin']).toBeUndefined();
    expect(ask.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('answers exactly the configured origins', async () => {
    const t = await appWith({ CORS_ORIGINS: `${partner}, https://admin.partner.example` });
    const read = await t.app.inject({ url: '/api/v1/health', headers: { origin: partner } });
    expect(read.headers['access-control-allow-origin']).toBe(partner);
    const ask = await preflight(t, partner);
    expect(ask.statusCode).toBe(204);
    expect(ask.headers['access-control-allow-origin']).toBe(partner);
    for (const stranger of ['https://evil.example', 'https://partner.example.evil.example']) {
      const refused = await t.app.inject({ url: '/api/v1/health', headers: { origin: stranger } });
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
      expect((await preflight(t, stranger)).headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('refuses a CORS_ORIGINS entry that is not an origin', () => {
    for (const bad of ['partner.example', 'https://partner.example/', 'https://p.example/app']) {
      expect(() => loadConfig({ NODE_ENV: 'test', CORS_ORIGINS: bad })).toThrow(ConfigError);
    }
  });
});

describe('rate limits', () => {
  const appWith = apps();

  it('limits each sign-in route per client IP, with 429 { message } and Retry-After', async () => {
    const t = await appWith({ RATE_LIMIT_SIGN_IN_PER_MINUTE: '2' });
    const login = (remoteAddress = '192.0.2.10') =>
      t.app.inject({ url: '/api/v1/auth/login?returnTo=%2F&mode=popup', remoteAddress });
    expect((await login()).statusCode).toBe(302);
    expect((await login()).statusCode).toBe(302);
    const refused = await login();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/rate limit/i) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client, and another sign-in route, have counters of their own.
    expect((await login('192.0.2.11')).statusCode).toBe(302);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      remoteAddress: '192.0.2.10',
    });
    expect(refresh.statusCode).toBe(401);
    // The health probe is never limited.
    for (let i = 0; i < 5; i++) {
      const health = await t.app.inject({ url: '/api/v1/health', remoteAddress: '192.0.2.10' });
      expect(health.statusCode).toBe(200);
    }
  });

  it('counts every write under /api/v1 of a client together', async () => {
    const t = await appWith({ RATE_LIMIT_WRITES_PER_MINUTE: '3' });
    const remoteAddress = '192.0.2.20';
    const writes = [
      { method: 'POST' as const, url: '/api/v1/car' },
      { method: 'PATCH' as const, url: '/api/v1/car/car_1' },
      { method: 'DELETE' as const, url: '/api/v1/car/car_1' },
    ];
    for (const write of writes) {
      // Not signed in: refused, but counted all the same.
      const response = await t.app.inject({ ...write, payload: {}, remoteAddress });
      expect(response.statusCode).not.toBe(429);
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/team/invite',
      payload: {},
      remoteAddress,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/rate limit/i) });
    expect(refused.headers['retry-after']).toBeDefined();
    const someoneElse = await t.app.inject({
      ...writes[0]!,
      payload: {},
      remoteAddress: '192.0.2.21',
    });
    expect(someoneElse.statusCode).not.toBe(429);
  });

  it('counts every read under /api/v1 of a client together, never the health probes', async () => {
    const t = await appWith({ RATE_LIMIT_READS_PER_MINUTE: '3' });
    const remoteAddress = '192.0.2.30';
    for (const url of ['/api/v1/car/search', '/api/v1/dealer', '/api/v1/car/car_unknown']) {
      const response = await t.app.inject({ url, remoteAddress });
      expect(response.statusCode, url).not.toBe(429);
    }
    const refused = await t.app.inject({ url: '/api/v1/car/search?page=2', remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/rate limit/i) });
    expect(refused.headers['retry-after']).toBeDefined();
    for (const url of ['/api/v1/health', '/api/v1/ready']) {
      expect((await t.app.inject({ url, remoteAddress })).statusCode, url).toBe(200);
    }
    const someoneElse = await t.app.inject({
      url: '/api/v1/car/search',
      remoteAddress: '192.0.2.31',
    });
    expect(someoneElse.statusCode).toBe(200);
  });

  it('counts every address of an IPv6 /64 as one client, and a mapped IPv4 address as itself', async () => {
    const t = await appWith({ RATE_LIMIT_READS_PER_MINUTE: '2' });
    const read = (remoteAddress: string) =>
      t.app.inject({ url: '/api/v1/car/search', remoteAddress });
    // A new address of the same /64 for every request changes nothing.
    expect((await read('2001:db8:5:6::1')).statusCode).toBe(200);
    expect((await read('2001:db8:5:6:a:b:c:d')).statusCode).toBe(200);
    expect((await read('2001:db8:5:6::2')).statusCode).toBe(429);
    // The next /64 is another subscriber.
    expect((await read('2001:db8:5:7::1')).statusCode).toBe(200);
    // An IPv4 client reached over IPv6 is counted under its IPv4 address, and no other.
    expect((await read('::ffff:192.0.2.40')).statusCode).toBe(200);
    expect((await read('192.0.2.40')).statusCode).toBe(200);
    expect((await read('::ffff:192.0.2.40')).statusCode).toBe(429);
    expect((await read('192.0.2.41')).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  const appWith = apps();
  const loginFrom = (t: TestApp, forwardedFor: string) =>
    t.app.inject({
      url: '/api/v1/auth/login?returnTo=%2F&mode=popup',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('off (the default): X-Forwarded-For does not make a new client', async () => {
    const t = await appWith({ RATE_LIMIT_SIGN_IN_PER_MINUTE: '1' });
    expect(t.config.trustProxy).toBe(false);
    expect((await loginFrom(t, '198.51.100.1')).statusCode).toBe(302);
    expect((await loginFrom(t, '198.51.100.2')).statusCode).toBe(429);
  });

  it('on: the forwarded client address is the rate-limit key', async () => {
    for (const trust of ['1', 'loopback, 10.0.0.0/8']) {
      const t = await appWith({ RATE_LIMIT_SIGN_IN_PER_MINUTE: '1', TRUST_PROXY: trust });
      expect((await loginFrom(t, '198.51.100.1')).statusCode, trust).toBe(302);
      expect((await loginFrom(t, '198.51.100.2')).statusCode, trust).toBe(302);
      expect((await loginFrom(t, '198.51.100.1')).statusCode, trust).toBe(429);
    }
  });

  it('refuses a value Fastify could not use', () => {
    for (const bad of ['maybe', '10.0.0.0/8, example.com', '300.1.1.1']) {
      expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: bad })).toThrow(ConfigError);
    }
  });

  it('warns at start when every hop is trusted, and not for a hop count or addresses', () => {
    const warningsOf = (trust: string) =>
      loadConfig({ NODE_ENV: 'test', TRUST_PROXY: trust }).warnings;
    expect(warningsOf('true')).toEqual([expect.stringMatching(/^TRUST_PROXY=true trusts every/)]);
    for (const trust of ['false', '1', 'loopback, 10.0.0.0/8'])
      expect(warningsOf(trust)).toEqual([]);
  });
});

describe('error answers', () => {
  const appWith = apps();
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({
      NODE_ENV: 'production',
      SESSION_SECRET: 'production-secret-production-secret',
      ALLOW_DEV_IDP: '1',
    });
    t.app.get('/api/v1/test/failure', async () => {
      throw new Error('connection to 10.1.2.3 refused: secret detail');
    });
    // Signed-in calls check the session before the body: these tests are about the body.
    signedIn = bearer(await signIn(t.app, 'body-checks@example.org'));
  });
  let signedIn: { authorization: string };

  const expectMessageOnly = (response: { json: () => unknown }, message: RegExp) => {
    const body = response.json();
    expect(body).toEqual({ message: expect.stringMatching(message) });
  };

  it('answers unknown API paths and methods with 404 { message }', async () => {
    const unknown = await t.app.inject({ url: '/api/v1/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expectMessageOnly(unknown, /not found/i);
    const wrongMethod = await t.app.inject({ method: 'PUT', url: '/api/v1/health' });
    expect(wrongMethod.statusCode).toBe(404);
    expectMessageOnly(wrongMethod, /not found/i);
  });

  it('answers a body it cannot read with 4xx { message }', async () => {
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/v1/car',
      headers: { ...signedIn, 'content-type': 'application/xml' },
      payload: '<car/>',
    });
    expect(xml.statusCode).toBe(415);
    expectMessageOnly(xml, /unsupported content type "application\/xml"/i);

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/car',
      headers: { ...signedIn, 'content-type': 'application/json' },
      payload: '{"model": ',
    });
    expect(malformed.statusCode).toBe(400);
    expectMessageOnly(malformed, /not valid JSON/i);

    const badUrl = await t.app.inject({ url: '/api/v1/car/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expectMessageOnly(badUrl, /bad request/i);
  });

  it('answers a body over the limit with 413 { message } naming the limit', async () => {
    const description = 'x'.repeat(1_100_000);
    const car = await t.app.inject({
      method: 'POST',
      url: '/api/v1/car',
      headers: signedIn,
      payload: { model: 'Corolla', description },
    });
    expect(car.statusCode).toBe(413);
    expectMessageOnly(car, /too large: this address accepts at most 64 KB/);

    const team = await t.app.inject({
      method: 'POST',
      url: '/api/v1/team/invite',
      headers: signedIn,
      payload: { name: description },
    });
    expect(team.statusCode).toBe(413);
    expectMessageOnly(team, /at most 1024 KB/);

    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: signedIn,
      payload: { padding: 'x'.repeat(2048) },
    });
    expect(refresh.statusCode).toBe(413);
    expectMessageOnly(refresh, /at most 1 KB/);
  });

  it('never shows the details of a failure in production', async () => {
    const response = await t.app.inject({ url: '/api/v1/test/failure' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
    expect(response.body).not.toMatch(/secret detail|10\.1\.2\.3|at .*\.ts/);
  });
});
