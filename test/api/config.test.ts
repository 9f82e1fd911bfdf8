import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFinanceTerms } from '#shared/reference/finance';
import { configFetchMinIntervalMs } from '#shared/reference/limits';
import { remoteConfigSchema } from '#shared/schemas/analytics';
import { ConfigError, loadConfig } from '#server/env';
import { createTestApp, databaseKinds, type TestApp } from '#test/db';

describe.each(databaseKinds)('remote configuration on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      MAPS_KEY: 'maps-browser-key',
      FEATURE_FLAGS: '{"insightsChart":true,"chat":false}',
      FINANCE_DOWN_PAYMENT_PERCENT: '20',
      FINANCE_TERM_MONTHS: '48',
      FINANCE_ANNUAL_RATE_PERCENT: '19.5',
    });
  });
  afterAll(() => t.close());

  it('answers feature flags, public keys and the fetch interval to anyone, cacheable 5 minutes', async () => {
    const response = await t.app.inject({ url: '/api/v1/config' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(remoteConfigSchema.parse(body)).toEqual(body);
    expect(body).toEqual({
      featureFlags: { insightsChart: true, chat: false },
      publicKeys: { maps: 'maps-browser-key' },
      configFetchMinIntervalMs: 3_600_000,
      finance: { downPaymentPercent: 20, termMonths: 48, annualRatePercent: 19.5 },
    });
    expect(configFetchMinIntervalMs).toBe(3_600_000);
  });

  it('ignores a bearer token and a query string', async () => {
    const response = await t.app.inject({
      url: '/api/v1/config?x=1',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().publicKeys).toEqual({ maps: 'maps-browser-key' });
  });
});

describe('the finance defaults', () => {
  const load = (env: NodeJS.ProcessEnv) => loadConfig({ NODE_ENV: 'test', ...env });

  it('are 30% down over 60 months at 22% unless set, and refuse terms out of bounds', () => {
    expect(load({}).finance).toEqual(defaultFinanceTerms);
    expect(defaultFinanceTerms).toEqual({
      downPaymentPercent: 30,
      termMonths: 60,
      annualRatePercent: 22,
    });
    for (const bad of [
      { FINANCE_DOWN_PAYMENT_PERCENT: '-5' },
      { FINANCE_DOWN_PAYMENT_PERCENT: '101' },
      { FINANCE_TERM_MONTHS: '120' },
      { FINANCE_TERM_MONTHS: '6' },
      { FINANCE_TERM_MONTHS: '36.5' },
      { FINANCE_ANNUAL_RATE_PERCENT: '-1' },
      { FINANCE_ANNUAL_RATE_PERCENT: 'much' },
    ]) {
      expect(() => load(bad), JSON.stringify(bad)).toThrow(ConfigError);
    }
  });
});

describe('the search index snapshots', () => {
  const load = (env: NodeJS.ProcessEnv) => loadConfig({ NODE_ENV: 'test', ...env });

  it('are kept in DATA_DIR/search-index every 10 minutes unless set, and off at 0', () => {
    expect(load({ DATA_DIR: '/srv/arabeya' }).searchSnapshots).toEqual({
      dir: path.join('/srv/arabeya', 'search-index'),
      everyMs: 600_000,
    });
    expect(load({ SEARCH_SNAPSHOT_MINUTES: '3' }).searchSnapshots).toEqual({
      dir: path.resolve('data', 'search-index'),
      everyMs: 180_000,
    });
    expect(load({ SEARCH_SNAPSHOT_MINUTES: '0' }).searchSnapshots).toBeUndefined();
    // At most half an hour of the change log is read again at a restart.
    expect(() => load({ SEARCH_SNAPSHOT_MINUTES: '31' })).toThrow(ConfigError);
  });
});

describe('FEATURE_FLAGS and the analytics variables', () => {
  const load = (env: NodeJS.ProcessEnv) => loadConfig({ NODE_ENV: 'test', ...env });

  it('reads a JSON object of booleans or a comma list of the flags that are on', () => {
    expect(load({}).featureFlags).toEqual({});
    expect(load({ FEATURE_FLAGS: '' }).featureFlags).toEqual({});
    expect(load({ FEATURE_FLAGS: ' {"a":true, "b.c":false} ' }).featureFlags).toEqual({
      a: true,
      'b.c': false,
    });
    expect(load({ FEATURE_FLAGS: 'insightsChart, new_search ,,' }).featureFlags).toEqual({
      insightsChart: true,
      new_search: true,
    });
  });

  it('refuses to start on a bad FEATURE_FLAGS, naming it', () => {
    for (const bad of ['{"a":1}', '{not json', '["a"]', 'has space', '9lives', '{"":true}']) {
      expect(() => load({ FEATURE_FLAGS: bad }), bad).toThrow(ConfigError);
      expect(() => load({ FEATURE_FLAGS: bad }), bad).toThrow(/FEATURE_FLAGS/);
    }
  });

  it('forwards to GA4 only with both the measurement id and the API secret', () => {
    expect(load({}).ga4).toBeUndefined();
    expect(load({ GA4_MEASUREMENT_ID: 'G-ABC123XYZ', GA4_API_SECRET: 's' }).ga4).toEqual({
      measurementId: 'G-ABC123XYZ',
      apiSecret: 's',
    });
    expect(() => load({ GA4_MEASUREMENT_ID: 'G-ABC123XYZ' })).toThrow(/GA4_API_SECRET/);
    expect(() => load({ GA4_API_SECRET: 's' })).toThrow(/GA4_MEASUREMENT_ID/);
    expect(() => load({ GA4_MEASUREMENT_ID: 'UA-1234-1', GA4_API_SECRET: 's' })).toThrow(
      /GA4_MEASUREMENT_ID/,
    );
    expect(load({}).analyticsSalt).toBeUndefined();
    expect(() => load({ ANALYTICS_SALT: 'short' })).toThrow(/ANALYTICS_SALT/);
  });
});

describe('the sign-in provider', () => {
  const google = { GOOGLE_CLIENT_ID: 'client', GOOGLE_CLIENT_SECRET: 'secret' };

  it('runs the bundled development provider only when asked for by name', () => {
    const providerOf = (env: NodeJS.ProcessEnv) =>
      loadConfig({ SESSION_SECRET: 'x'.repeat(32), ...env }).signInProvider;
    expect(providerOf({ NODE_ENV: 'development' })).toBe('development');
    expect(providerOf({ NODE_ENV: 'test' })).toBe('development');
    expect(providerOf({ ALLOW_DEV_IDP: '1' })).toBe('development');
    expect(providerOf({ NODE_ENV: 'production', ALLOW_DEV_IDP: 'true' })).toBe('development');
    // NODE_ENV unset counts as production: `npm start` with no Google client fails closed.
    expect(providerOf({})).toBeUndefined();
    expect(providerOf({ NODE_ENV: '' })).toBeUndefined();
    expect(providerOf({ NODE_ENV: 'production', ALLOW_DEV_IDP: '0' })).toBeUndefined();
    for (const nodeEnv of [undefined, 'development', 'production']) {
      expect(providerOf({ NODE_ENV: nodeEnv, ...google })).toBe('google');
    }
  });

  it('refuses to start an app without one, and mounts no /dev-idp beside Google', async () => {
    await expect(createTestApp('pglite', { NODE_ENV: '' })).rejects.toThrow(ConfigError);
    const t = await createTestApp('pglite', google);
    try {
      for (const url of ['/dev-idp/.well-known/openid-configuration', '/dev-idp/auth']) {
        expect((await t.app.inject({ url })).statusCode, url).toBe(404);
      }
    } finally {
      await t.close();
    }
  });
});

describe('the development mailbox', () => {
  const google = { GOOGLE_CLIENT_ID: 'client', GOOGLE_CLIENT_SECRET: 'secret' };
  const mailboxOf = (env: NodeJS.ProcessEnv) =>
    loadConfig({ SESSION_SECRET: 'x'.repeat(32), ...env }).mail.devMailbox;

  it('runs by the rule of the bundled sign-in provider: asked for by name only, never with SMTP', () => {
    expect(mailboxOf({ NODE_ENV: 'development' })).toBe(true);
    expect(mailboxOf({ NODE_ENV: 'test', ...google })).toBe(true);
    expect(mailboxOf({ NODE_ENV: 'production', ALLOW_DEV_MAIL: '1' })).toBe(true);
    expect(mailboxOf({ ALLOW_DEV_MAIL: 'yes', ...google })).toBe(true);
    // NODE_ENV unset counts as production, as for the sign-in provider.
    expect(mailboxOf({ ...google })).toBe(false);
    expect(mailboxOf({ NODE_ENV: '', ...google })).toBe(false);
    expect(mailboxOf({ NODE_ENV: 'production', ALLOW_DEV_IDP: '1' })).toBe(false);
    expect(mailboxOf({ NODE_ENV: 'development', SMTP_URL: 'smtp://mail.example:587' })).toBe(false);
  });

  // A whole app on a database of its own takes long on a busy machine.
  it('is not mounted when NODE_ENV is unset: nobody reads the queued mail', async () => {
    const t = await createTestApp('pglite', { NODE_ENV: '', ...google });
    try {
      for (const url of ['/dev-mail', '/dev-mail/mail_1']) {
        expect((await t.app.inject({ url })).statusCode, url).toBe(404);
      }
    } finally {
      await t.close();
    }
  });
});

describe('OUTSIDE_FETCH_ALLOWED_HOSTS', () => {
  const load = (env: NodeJS.ProcessEnv) =>
    loadConfig({ SESSION_SECRET: 'x'.repeat(32), ...env }).outsideFetch.allowedHosts;

  it('reads host:port pairs as the fetcher matches them, for tests', () => {
    expect(load({ NODE_ENV: 'test' })).toEqual(new Set());
    expect(
      load({
        NODE_ENV: 'test',
        OUTSIDE_FETCH_ALLOWED_HOSTS: '127.0.0.1:43123, LocalHost:80,,[0:0::1]:8443',
      }),
    ).toEqual(new Set(['127.0.0.1:43123', 'localhost:80', '[::1]:8443']));
    for (const bad of [
      '127.0.0.1',
      'localhost:0',
      'localhost:65536',
      'http://localhost:80',
      'user@localhost:80',
      'localhost:80/path',
      '::1:80',
      'two words:80',
    ]) {
      expect(() => load({ NODE_ENV: 'test', OUTSIDE_FETCH_ALLOWED_HOSTS: bad }), bad).toThrow(
        /OUTSIDE_FETCH_ALLOWED_HOSTS/,
      );
    }
  });

  it('refuses to start in production, NODE_ENV unset counting as production', () => {
    for (const nodeEnv of ['production', undefined, '']) {
      const env = { NODE_ENV: nodeEnv, OUTSIDE_FETCH_ALLOWED_HOSTS: '127.0.0.1:43123' };
      expect(() => load(env), String(nodeEnv)).toThrow(ConfigError);
      expect(() => load(env), String(nodeEnv)).toThrow(
        /OUTSIDE_FETCH_ALLOWED_HOSTS: for tests only/,
      );
    }
    expect(load({ NODE_ENV: 'production' })).toEqual(new Set());
    expect(load({ NODE_ENV: 'development', OUTSIDE_FETCH_ALLOWED_HOSTS: '127.0.0.1:1' })).toEqual(
      new Set(['127.0.0.1:1']),
    );
  });

  it('is let through in production by its own flag, as the browser tests run the build', () => {
    expect(
      load({
        NODE_ENV: 'production',
        ALLOW_DEV_FETCH: '1',
        OUTSIDE_FETCH_ALLOWED_HOSTS: '127.0.0.1:1',
      }),
    ).toEqual(new Set(['127.0.0.1:1']));
    // Another tool's flag does not allow it.
    expect(() =>
      load({
        NODE_ENV: 'production',
        ALLOW_DEV_MAIL: '1',
        OUTSIDE_FETCH_ALLOWED_HOSTS: '127.0.0.1:1',
      }),
    ).toThrow(/OUTSIDE_FETCH_ALLOWED_HOSTS: for tests only/);
  });
});
