import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { verifyResponseSchema } from '#shared/schemas/user';

/** A small cookie jar for walking redirects with `inject`, as a browser would. */
export function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    store(setCookie: string | string[] | undefined) {
      for (const line of [setCookie ?? []].flat()) {
        const [pair = '', ...attributes] = line.split(';');
        const index = pair.indexOf('=');
        const name = pair.slice(0, index).trim();
        const value = pair.slice(index + 1).trim();
        const expired = attributes.some((attribute) => {
          const [key = '', val = ''] = attribute.trim().split('=');
          return (
            (key.toLowerCase() === 'max-age' && Number(val) <= 0) ||
            (key.toLowerCase() === 'expires' && Date.parse(val) < Date.now())
          );
        });
        if (expired || value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
    },
    cookies,
  };
}
export type CookieJar = ReturnType<typeof cookieJar>;

/** One request with the jar's cookies, the public host, and the answer's cookies kept. */
export async function browse(
  app: FastifyInstance,
  jar: CookieJar,
  url: string,
  options: Omit<InjectOptions, 'url'> = {},
) {
  const target = new URL(url, 'http://arabeya.test');
  const response = await app.inject({
    ...options,
    url: target.pathname + target.search,
    headers: { host: target.host, cookie: jar.header(), ...options.headers },
  });
  jar.store(response.headers['set-cookie']);
  return response;
}

/** Follows redirects until an answer that is not one, like a browser. */
export async function follow(
  app: FastifyInstance,
  jar: CookieJar,
  url: string,
  options: Omit<InjectOptions, 'url'> = {},
) {
  let response = await browse(app, jar, url, options);
  for (let hops = 0; response.statusCode >= 300 && response.statusCode < 400; hops++) {
    if (hops > 10) throw new Error('too many redirects');
    response = await browse(app, jar, String(response.headers.location));
  }
  return response;
}

/**
 * Signs in through the bundled OpenID provider the way the browser does: login → provider →
 * sign-in page → pick the account → callback. Answers the callback's HTML and the jar.
 */
export async function signInThroughDevIdp(app: FastifyInstance, email: string, name = '') {
  const jar = cookieJar();
  const signInPage = await follow(app, jar, '/api/v1/auth/login?returnTo=%2Fmy-cars&mode=popup');
  expect(signInPage.statusCode, signInPage.body).toBe(200);
  const action = /action="([^"]+)"/.exec(signInPage.body)?.[1];
  if (!action) throw new Error(`no sign-in form on the provider page:\n${signInPage.body}`);
  const callback = await follow(app, jar, action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, name }).toString(),
  });
  return { callback, jar };
}

export function tokenFromCallback(html: string): string {
  const json = /<script id="auth-result" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error(`no sign-in result in the callback page:\n${html}`);
  return (JSON.parse(json) as { token: string }).token;
}

export async function signIn(app: FastifyInstance, email: string): Promise<string> {
  const { callback } = await signInThroughDevIdp(app, email);
  expect(callback.statusCode, callback.body).toBe(200);
  return tokenFromCallback(callback.body);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The headers of a request by whoever holds `token`; none for an anonymous request. */
export const bearerOrAnonymous = (token: string | undefined) =>
  token === undefined ? {} : bearer(token);

/** The signed-in user, as `GET /api/v1/user/verify` answers it for `token`. */
export async function verifiedUser(app: FastifyInstance, token: string) {
  const response = await app.inject({ url: '/api/v1/user/verify', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return verifyResponseSchema.parse(response.json()).user;
}
