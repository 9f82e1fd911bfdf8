import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyResponseSchema } from '#shared/schemas/user';
import { devIdpAccountIssuer, devSubjectOf } from '#server/modules/auth/dev-idp';
import { forgetEndedSessions } from '#server/modules/auth/sessions';
import { loadConfig } from '#server/env';
import { createTestApp, databaseKinds, type TestApp } from '#test/db';
import { insertDealer } from '#test/factories';
import {
  bearer,
  browse,
  cookieJar,
  follow,
  signIn,
  signInThroughDevIdp,
  tokenFromCallback,
} from '#test/auth';

/**
 * Claims laid over the ID token after openid-client has checked it, standing for a provider
 * that sends them: the bundled one always sends a verified e-mail and one subject per e-mail.
 */
const idToken = vi.hoisted(() => ({ claims: undefined as Record<string, unknown> | undefined }));
vi.mock('openid-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('openid-client')>();
  return {
    ...actual,
    authorizationCodeGrant: async (...args: Parameters<typeof actual.authorizationCodeGrant>) => {
      const tokens = await actual.authorizationCodeGrant(...args);
      const claims = idToken.claims && { ...tokens.claims(), ...idToken.claims };
      // The response's helpers are read-only: lay the claims over it instead.
      return claims
        ? (Object.create(tokens, { claims: { value: () => claims } }) as typeof tokens)
        : tokens;
    },
  };
});

describe.each(databaseKinds)('sign-in and sessions on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    idToken.claims = undefined;
    await t.reset();
  });

  const verify = (token: string) =>
    t.app.inject({ url: '/api/v1/user/verify', headers: bearer(token) });

  it('signs in through the bundled provider, creating the user, and verifies the token', async () => {
    const { callback, jar } = await signInThroughDevIdp(
      t.app,
      'new.person@example.com',
      'New Person',
    );
    expect(callback.statusCode).toBe(200);
    expect(callback.headers['cache-control']).toBe('no-store');
    expect(jar.cookies.has('arabeya_oidc')).toBe(false);
    const result = JSON.parse(
      /type="application\/json">(.*?)<\/script>/.exec(callback.body)?.[1] ?? '{}',
    );
    expect(result).toMatchObject({
      mode: 'popup',
      returnTo: '/my-cars',
      origin: 'http://arabeya.test',
    });

    const response = await verify(result.token);
    expect(response.statusCode).toBe(200);
    const body = verifyResponseSchema.parse(response.json());
    expect(body.mapsKey).toBe('');
    expect(body.user).toMatchObject({
      name: 'New Person',
      email: 'new.person@example.com',
      role: null,
      dealer_access: [],
    });
  });

  const userOf = async (token: string) =>
    verifyResponseSchema.parse((await verify(token)).json()).user;
  const identityOf = (id: string) =>
    t.db
      .selectFrom('users')
      .select(['email', 'name', 'issuer', 'subject'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('knows a user by issuer and subject: another name, or a changed e-mail, keeps the account', async () => {
    const first = await userOf(await signIn(t.app, 'alice@example.com'));
    expect(await identityOf(first.uid)).toEqual({
      email: 'alice@example.com',
      name: 'alice',
      issuer: devIdpAccountIssuer,
      subject: devSubjectOf('alice@example.com'),
    });
    const { callback } = await signInThroughDevIdp(t.app, 'alice@example.com', 'Alice A.');
    expect((await userOf(tokenFromCallback(callback.body))).uid).toBe(first.uid);

    // The provider now sends another e-mail for the same subject.
    idToken.claims = { email: 'alice.new@example.com' };
    const moved = await userOf(await signIn(t.app, 'alice@example.com'));
    expect(moved.uid).toBe(first.uid);
    expect(moved.email).toBe('alice.new@example.com');
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  it('links a user from before subjects once by e-mail; another subject with that e-mail is refused', async () => {
    await t.db
      .insertInto('users')
      .values({ id: 'usr_earlier', email: 'dealer@example.com', name: 'Karim', role: null })
      .execute();
    expect((await userOf(await signIn(t.app, 'dealer@example.com'))).uid).toBe('usr_earlier');
    const linked = await identityOf('usr_earlier');
    expect(linked).toMatchObject({
      issuer: devIdpAccountIssuer,
      subject: devSubjectOf('dealer@example.com'),
    });

    idToken.claims = { sub: 'someone-else', name: 'Mallory' };
    const sessionsBefore = await t.db.selectFrom('sessions').select('id').execute();
    const { callback } = await signInThroughDevIdp(t.app, 'dealer@example.com');
    expect(callback.statusCode).toBe(409);
    expect(callback.body).toContain('signs in with a different account');
    expect(callback.body).not.toContain('auth-result');
    expect(await t.db.selectFrom('sessions').select('id').execute()).toEqual(sessionsBefore);
    expect(await identityOf('usr_earlier')).toEqual(linked);
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  /** An invitation to invited@example.com, which has no account yet. */
  const inviteBeforeSignUp = (dealerId: string) =>
    t.db
      .insertInto('team_members')
      .values({
        id: 'tm_1',
        dealer_id: dealerId,
        user_id: null,
        email: 'invited@example.com',
        role: 'employee',
        status: 'pending',
      })
      .execute();

  it('refuses an ID token without email_verified === true, and links no invitation', async () => {
    const dealer = await insertDealer(t.db, { name: 'Invite Motors' });
    await inviteBeforeSignUp(dealer.id);
    for (const emailVerified of [undefined, false, 'true']) {
      idToken.claims = { email_verified: emailVerified };
      const { callback } = await signInThroughDevIdp(t.app, 'invited@example.com');
      expect(callback.statusCode, String(emailVerified)).toBe(400);
      expect(callback.body).toContain('no verified e-mail address');
    }
    expect(await t.db.selectFrom('users').select('id').execute()).toEqual([]);
    expect(await t.db.selectFrom('sessions').select('id').execute()).toEqual([]);
    const invitation = await t.db
      .selectFrom('team_members')
      .select('user_id')
      .executeTakeFirstOrThrow();
    expect(invitation.user_id).toBeNull();
  });

  it('answers the role on user update, and links an invitation sent before the account existed', async () => {
    const dealer = await insertDealer(t.db, { name: 'Invite Motors' });
    await inviteBeforeSignUp(dealer.id);
    const token = await signIn(t.app, 'Invited@Example.com');
    const { user } = verifyResponseSchema.parse((await verify(token)).json());
    expect(user.role).toBe('DealerEmployee');
    expect(user.dealer_access).toEqual([
      {
        dealerId: dealer.id,
        dealerName: 'Invite Motors',
        dealerNames: { en: 'Invite Motors', ar: null },
        role: 'employee',
        status: 'pending',
      },
    ]);

    const update = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/update',
      headers: bearer(token),
      payload: {
        userId: user.uid,
        lastSeen: Date.now(),
        firebaseName: 'Invited One',
        email: user.email,
        photoUrl: 'https://example.com/p.png',
        os: 'web',
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json()).toEqual({ role: 'DealerEmployee' });
    const after = verifyResponseSchema.parse((await verify(token)).json());
    expect(after.user).toMatchObject({
      name: 'Invited One',
      photoURL: 'https://example.com/p.png',
    });
  });

  it('refuses to update someone else, and bad payloads', async () => {
    const token = await signIn(t.app, 'me@example.com');
    const other = await signIn(t.app, 'other@example.com');
    const { user: me } = verifyResponseSchema.parse((await verify(token)).json());
    const { user: them } = verifyResponseSchema.parse((await verify(other)).json());
    const update = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/user/update', headers: bearer(token), payload });
    const good = {
      userId: me.uid,
      lastSeen: Date.now(),
      firebaseName: 'Me',
      email: me.email,
      photoUrl: '',
      os: 'web',
    };
    expect((await update({ ...good, userId: them.uid, email: them.email })).statusCode).toBe(403);
    for (const bad of [
      { ...good, os: 'ios' },
      { ...good, lastSeen: 'yesterday' },
      { ...good, lastSeen: 9e15 },
      { ...good, lastSeen: Date.now() + 2 * 86_400_000 },
      { ...good, extra: 1 },
      { ...good, photoUrl: 'javascript:alert(1)' },
    ]) {
      const response = await update(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await update(good)).statusCode).toBe(200);
  });

  it('refreshes a living session and revokes it on logout', async () => {
    const token = await signIn(t.app, 'dealer@example.com');
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: bearer(token),
    });
    expect(refreshed.statusCode).toBe(200);
    const fresh = refreshed.json().token as string;
    expect((await verify(fresh)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: bearer(fresh),
    });
    expect(logout.statusCode).toBe(204);
    for (const revoked of [token, fresh]) {
      const response = await verify(revoked);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid or expired session token' });
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: bearer(fresh) }))
        .statusCode,
    ).toBe(401);
  });

  it('deletes the sessions that ended over a day ago, and no other', async () => {
    const tokens = [];
    for (let i = 0; i < 4; i++) tokens.push(await signIn(t.app, 'user@example.com'));
    const [longExpired, justExpired, longRevoked, living] = tokens.map(
      (token) => decodeJwt(token).sid as string,
    ) as [string, string, string, string];
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);
    const set = (id: string, values: { expires_at?: Date; revoked_at?: Date }) =>
      t.db.updateTable('sessions').set(values).where('id', '=', id).execute();
    await set(longExpired, { expires_at: hoursAgo(25) });
    await set(justExpired, { expires_at: hoursAgo(23) });
    await set(longRevoked, { revoked_at: hoursAgo(25) });

    expect(await forgetEndedSessions(t.db)).toBe(2);
    const left = await t.db.selectFrom('sessions').select('id').orderBy('id').execute();
    expect(left.map((row) => row.id)).toEqual([justExpired, living].sort());
    expect((await verify(tokens[3] ?? '')).statusCode).toBe(200);
  });

  it('refuses missing, malformed, expired, forged, alg none and wrong-audience tokens with 401', async () => {
    const token = await signIn(t.app, 'user@example.com');
    const [, payloadPart] = token.split('.');
    const claims = JSON.parse(Buffer.from(payloadPart ?? '', 'base64url').toString());
    const key = new TextEncoder().encode(t.keys.sessionTokens);
    const signed = (overrides: Record<string, unknown>, secret = key) =>
      new SignJWT({ sid: claims.sid, ...overrides })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer('arabeya')
        .setAudience('arabeya-web')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(secret);
    const cases: Record<string, string | undefined> = {
      missing: undefined,
      malformed: 'not-a-token',
      expired: await new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer('arabeya')
        .setAudience('arabeya-web')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
        .sign(key),
      forged: await signed({}, new TextEncoder().encode('another-secret-of-sufficient-length!!')),
      algNone: new UnsecuredJWT({ sid: claims.sid })
        .setSubject(claims.sub)
        .setIssuer('arabeya')
        .setAudience('arabeya-web')
        .encode(),
      wrongAudience: await new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer('arabeya')
        .setAudience('someone-else')
        .setExpirationTime('1h')
        .sign(key),
      otherSession: await signed({ sid: 'ses_unknown' }),
      // Session tokens are signed with a key derived from the secret, never the secret itself.
      rawSecret: await signed({}, new TextEncoder().encode(t.sessionSecret)),
    };
    expect((await verify(await signed({}))).statusCode).toBe(200);
    for (const [name, value] of Object.entries(cases)) {
      const response = await t.app.inject({
        url: '/api/v1/user/verify',
        headers: value ? bearer(value) : {},
      });
      expect(response.statusCode, name).toBe(401);
      expect(response.json().message, name).toEqual(expect.any(String));
    }
    const none = await verify('');
    expect(none.json()).toEqual({ message: 'No authentication token found' });
  });

  it('shows an error page and opens no session for a wrong state or a replayed code', async () => {
    const jar = cookieJar();
    const page = await follow(t.app, jar, '/api/v1/auth/login?mode=redirect');
    const action = /action="([^"]+)"/.exec(page.body)?.[1] ?? '';
    let response = await browse(t.app, jar, action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=user%40example.com',
    });
    while (!String(response.headers.location).includes('/api/v1/auth/callback')) {
      response = await browse(t.app, jar, String(response.headers.location));
    }
    const callbackUrl = new URL(String(response.headers.location));
    const wrongState = new URL(callbackUrl);
    wrongState.searchParams.set('state', 'tampered');
    const refused = await browse(t.app, cookieJar(), wrongState.href, {
      headers: { cookie: jar.header() },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Sign-in failed');

    const sessionsBefore = await t.db.selectFrom('sessions').selectAll().execute();
    const capturedCookie = jar.header();
    const first = await browse(t.app, jar, callbackUrl.href);
    expect(first.statusCode).toBe(200);
    tokenFromCallback(first.body);
    // An attacker who captured both the callback URL and the transaction cookie replays them.
    const replay = await browse(t.app, cookieJar(), callbackUrl.href, {
      headers: { cookie: capturedCookie },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain('Sign-in failed');
    const sessionsAfter = await t.db.selectFrom('sessions').selectAll().execute();
    expect(sessionsAfter.length).toBe(sessionsBefore.length + 1);
  });

  it("says why a sign-in failed in the visitor's language: their choice, else their browser's", async () => {
    const failed = (headers: Record<string, string>) =>
      t.app.inject({ url: '/api/v1/auth/callback?code=x&state=y', headers });
    const english = await failed({});
    expect(english.statusCode).toBe(400);
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain('has expired or was already used');
    expect(english.body).toContain('<a href="/login">Try again</a>');
    const arabicVisitors: Record<string, string>[] = [
      { 'accept-language': 'ar-EG,ar;q=0.9' },
      { cookie: 'language=ar' },
    ];
    for (const headers of arabicVisitors) {
      const arabic = await failed(headers);
      expect(arabic.statusCode).toBe(400);
      expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
      expect(arabic.body).toContain('<h1>تعذّر تسجيل الدخول</h1>');
      expect(arabic.body).toContain('<a href="/ar/login">حاول مرة أخرى</a>');
    }
    const chosen = await failed({ 'accept-language': 'ar', cookie: 'language=en' });
    expect(chosen.body).toContain('<html lang="en" dir="ltr">');
  });

  it('ignores a return path that is not local, and sets a safe transaction cookie', async () => {
    for (const returnTo of ['//evil.example', 'https://evil.example/x', '/\\evil.example']) {
      const jar = cookieJar();
      const response = await browse(
        t.app,
        jar,
        `/api/v1/auth/login?returnTo=${encodeURIComponent(returnTo)}`,
      );
      expect(response.statusCode).toBe(302);
      const cookie = String([response.headers['set-cookie']].flat()[0]);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      const { callback } = await signInThroughDevIdp(t.app, 'user@example.com');
      expect(callback.statusCode).toBe(200);
      const value = decodeURIComponent(jar.cookies.get('arabeya_oidc') ?? '');
      expect(value).toContain('"returnTo":"/"');
    }
  });
});

describe('sign-in configuration', () => {
  it('marks the transaction cookie Secure in production', async () => {
    const t = await createTestApp('pglite', {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      ALLOW_DEV_IDP: '1',
    });
    try {
      const response = await t.app.inject({ url: '/api/v1/auth/login' });
      expect(String([response.headers['set-cookie']].flat()[0])).toMatch(/Secure/);
    } finally {
      await t.close();
    }
  });

  // A whole app on a database of its own takes long on a busy machine.
  it('marks it Secure wherever the site is reached over HTTPS, NODE_ENV set or not', async () => {
    const secureOf = (env: NodeJS.ProcessEnv) => loadConfig(env).secureCookies;
    expect(secureOf({ PUBLIC_URL: 'https://arabeya.example' })).toBe(true);
    expect(secureOf({ NODE_ENV: 'development', PUBLIC_URL: 'https://arabeya.example' })).toBe(true);
    expect(secureOf({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) })).toBe(true);
    expect(secureOf({ PUBLIC_URL: 'http://localhost:3000' })).toBe(false);
    expect(secureOf({})).toBe(false);

    const t = await createTestApp('pglite', {
      NODE_ENV: '',
      ALLOW_DEV_IDP: '1',
      PUBLIC_URL: 'https://arabeya.example',
    });
    try {
      const response = await t.app.inject({ url: '/api/v1/auth/login' });
      expect(String([response.headers['set-cookie']].flat()[0])).toMatch(/; Secure/);
    } finally {
      await t.close();
    }
  });
});
