import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Account } from 'oidc-provider';
import { z } from 'zod';
import { html } from '../../lib/html';
import { styleHashOf } from '../../plugins/security';
import { demoAccounts } from '../../demo/demo-accounts';

export const devIdpPath = '/dev-idp';

export interface DevIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * The issuer the dev provider's users are recorded under. Its issuer URL follows PUBLIC_URL,
 * which differs between `npm run dev` and `npm start` on the same DATA_DIR; its subjects do not.
 */
export const devIdpAccountIssuer = 'arabeya-dev-idp';

/**
 * The subject (account id) is the e-mail, encoded: stable per e-mail, as a real provider's is
 * per account, and read back without a user store.
 */
export const devSubjectOf = (email: string) => Buffer.from(email).toString('base64url');

function accountOf(subject: string, names: LRUCache<string, string>): Account | undefined {
  const email = z.email().safeParse(Buffer.from(subject, 'base64url').toString());
  if (!email.success) return undefined;
  return {
    accountId: subject,
    claims: () => ({
      sub: subject,
      email: email.data,
      email_verified: true,
      name: names.get(subject) ?? email.data,
    }),
  };
}

const signInStyle = `
body{font-family:system-ui,sans-serif;background:#f1f5f9;margin:0;padding:24px;color:#0f172a}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:16px;padding:24px;box-shadow:0 4px 24px #0f172a14}
h1{font-size:20px;margin:0 0 4px}p{color:#475569;font-size:14px;margin:0 0 16px}
form{margin:0 0 8px}button{width:100%;text-align:start;padding:12px 14px;border:1px solid #cbd5e1;border-radius:10px;background:#fff;cursor:pointer;display:flex;flex-direction:column;gap:2px;font:inherit}
button:hover{border-color:#0f766e;background:#f0fdfa}button span{color:#64748b;font-size:13px}
label{display:block;font-size:14px;margin:12px 0 4px}input[type=email],input[type=text]{width:100%;box-sizing:border-box;padding:10px;border:1px solid #cbd5e1;border-radius:10px;font:inherit}
.primary{background:#0f766e;color:#fff;border:0;margin-top:12px;align-items:center}.primary:hover{background:#115e59}
.error{color:#b91c1c}hr{border:0;border-top:1px solid #e2e8f0;margin:20px 0}
`;
/** Allows the sign-in page's `<style>` block in the Content-Security-Policy. */
export const devIdpStyleHash = styleHashOf(signInStyle);

export function signInPage(page: {
  uid: string;
  accounts: readonly { email: string; name: string }[];
  error?: string | undefined;
}): string {
  const action = `${devIdpPath}/interaction/${page.uid}/login`;
  const accounts = page.accounts.map(
    (account) =>
      html`<form method="post" action="${action}">
        <input type="hidden" name="email" value="${account.email}" />
        <button type="submit"><strong>${account.name}</strong><span>${account.email}</span></button>
      </form>`,
  );
  const main = html`<main>
    <h1>Development sign-in</h1>
    <p>
      This provider stands in for Google on machines without Google credentials. Pick a demo account
      or type any e-mail.
    </p>
    ${page.error ? html`<p class="error" role="alert">${page.error}</p>` : ''} ${accounts}
    <hr />
    <form method="post" action="${action}">
      <label for="email">E-mail</label
      ><input id="email" name="email" type="email" required autocomplete="email" />
      <label for="name">Name</label
      ><input id="name" name="name" type="text" maxlength="100" autocomplete="name" />
      <button class="primary" type="submit">Sign in</button>
    </form>
  </main>`;
  // The style is CSS, not text: escaping it would also break its Content-Security-Policy hash.
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · Arabeya development provider</title>
<style>${signInStyle}</style></head><body>${main.text}</body></html>`;
}

const loginFormSchema = z.object({
  email: z.email().max(320),
  name: z.string().trim().max(100).optional(),
});

/**
 * Mounts a development OpenID provider (oidc-provider) under /dev-idp with its own sign-in page.
 * It issues real signed ID tokens, so the relying-party code path is the one used with Google.
 */
export async function mountDevIdp(
  app: FastifyInstance,
  options: { publicUrl: string; redirectUri: string; cookieSecret: string },
): Promise<DevIdp> {
  const issuer = `${options.publicUrl}${devIdpPath}`;
  const clientId = 'arabeya-dev';
  const clientSecret = randomBytes(24).toString('base64url');
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'dev' };
  /**
   * The name each account last signed in with: the provider needs it only until the token, so
   * the most recent ones are enough, and a stream of typed e-mails cannot grow it without end.
   */
  const names = new LRUCache<string, string>({ max: 10_000 });

  // Loaded only when the provider is mounted: a process signing in with Google never holds it
  // (docs/decisions/192).
  const { default: Provider } = await import('oidc-provider');
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    // oidc-provider's JWK type is narrower than jose's export; the key is a plain RSA JWK.
    jwks: { keys: [signingKey as never] },
    cookies: { keys: [options.cookieSecret] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: {
      Interaction: 10 * 60,
      Grant: 24 * 60 * 60,
      Session: 24 * 60 * 60,
      AccessToken: 10 * 60,
      AuthorizationCode: 60,
      IdToken: 10 * 60,
    },
    findAccount: (_ctx, sub) => accountOf(sub, names),
    interactions: { url: (_ctx, interaction) => `${devIdpPath}/interaction/${interaction.uid}` },
  });
  const handle = provider.callback();
  const interactionPrefix = `${devIdpPath}/interaction/`;

  // The provider is a Koa app: hand it the raw request before Fastify reads the body, with the
  // mount path stripped the way Express would.
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.raw.url ?? '';
    const ours = url === devIdpPath || url.startsWith(`${devIdpPath}/`);
    if (!ours || url.startsWith(interactionPrefix)) return done();
    reply.hijack();
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = url;
    raw.url = url.slice(devIdpPath.length) || '/';
    void handle(raw, reply.raw);
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get<{ Params: { uid: string } }>(`${interactionPrefix}:uid`, async (request, reply) => {
      await provider.interactionDetails(request.raw, reply.raw);
      return reply
        .type('text/html')
        .send(signInPage({ uid: request.params.uid, accounts: demoAccounts }));
    });

    scope.post<{ Params: { uid: string } }>(
      `${interactionPrefix}:uid/login`,
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        const form = loginFormSchema.safeParse(request.body);
        if (!form.success) {
          return reply
            .code(400)
            .type('text/html')
            .send(
              signInPage({
                uid: request.params.uid,
                accounts: demoAccounts,
                error: 'Enter a valid e-mail address.',
              }),
            );
        }
        const email = form.data.email.toLowerCase();
        const demo = demoAccounts.find((account) => account.email === email);
        const name = form.data.name || demo?.name || email.split('@')[0] || email;
        const accountId = devSubjectOf(email);
        names.set(accountId, name);
        const clientIdOfRequest = String(details.params.client_id);
        const grant = new provider.Grant({ accountId, clientId: clientIdOfRequest });
        grant.addOIDCScope('openid email profile');
        const grantId = await grant.save();
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      },
    );
  });

  return { issuer, clientId, clientSecret };
}
