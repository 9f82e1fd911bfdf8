import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { z } from 'zod';
import { loginQuerySchema, tokenResponseSchema } from '#shared/schemas/user';
import { noContentSchema } from '#shared/schemas/common';
import type { Db } from '../../db/database';
import type { Config } from '../../env';
import type { Language } from '#shared/reference/types';
import { escapeMarkup } from '#shared/rules/markup';
import { inLanguage, languageCookie, preferredLanguage } from '#shared/rules/site-paths';
import { repeatWhileServing } from '../../lib/periodic';
import { plainPage } from '../../lib/plain-page';
import { pageTexts } from '../../lib/texts';
import { sessionRequired, type Authenticate } from '../../plugins/authenticate';
import { signInUser } from './sign-in';
import type { RelyingParty } from './relying-party';
import { forgetEndedSessions, type SessionTokens } from './sessions';

export const callbackPath = '/api/v1/auth/callback';
const transactionCookie = 'arabeya_oidc';
const transactionSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  returnTo: z.string(),
  mode: z.enum(['popup', 'redirect']),
});

/** What a sign-in takes from the ID token: the subject, and an e-mail the issuer has verified. */
const identityClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.email(),
  email_verified: z.literal(true),
  name: z.string().optional().catch(undefined),
  picture: z.string().optional().catch(undefined),
});

/** Refresh and logout read only the session token: anything bigger than this is refused (413). */
const noBodyLimit = 1024;

/** JSON that is safe inside a <script type="application/json"> block. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Why a sign-in failed, as its page says it (`signIn.<reason>` in the plain pages' strings). */
type SignInFailure = 'expired' | 'unverified' | 'noVerifiedEmail' | 'otherAccount';

function errorPage(language: Language, failure: SignInFailure) {
  const t = pageTexts(language);
  return plainPage(
    t('signIn.failedTitle'),
    `<h1>${escapeMarkup(t('signIn.failed'))}</h1><p role="alert">${escapeMarkup(t(`signIn.${failure}`))}</p><p><a href="${inLanguage(language, '/login')}">${escapeMarkup(t('signIn.tryAgain'))}</a></p>`,
    language,
  );
}

/** A page of the sign-in, as the API document shows it: HTML, not JSON. */
const signInPage = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});

/** The callback's answers as the API document shows them: the route checks no schema. */
const callbackRoute = {
  schema: {
    documented: {
      response: {
        200: signInPage(
          'The page that hands the web app its session token, then closes (popup) or goes to `returnTo`',
        ),
        400: signInPage(
          'The page that says why the sign-in failed (expired, refused, or no verified e-mail)',
        ),
        409: signInPage('The page that says the e-mail belongs to an account of another identity'),
      },
    },
  },
};

export const authRoutes =
  (deps: {
    db: Db;
    config: Config;
    tokens: SessionTokens;
    authenticate: Authenticate;
    relyingParty: RelyingParty;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { config, tokens, relyingParty } = deps;
    repeatWhileServing(
      app,
      () => forgetEndedSessions(deps.db),
      60 * 60 * 1000,
      'deleting ended sessions failed',
    );
    const redirectUri = `${config.publicUrl}${callbackPath}`;
    const cookieOptions = {
      path: '/api/v1/auth',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: config.secureCookies,
      signed: true,
      maxAge: 10 * 60,
    };

    app.get(
      '/api/v1/auth/login',
      {
        schema: {
          querystring: loginQuerySchema,
          documented: {
            response: { 302: z.undefined().describe("To the identity provider's sign-in") },
          },
        },
      },
      async (request, reply) => {
        const transaction = {
          state: client.randomState(),
          nonce: client.randomNonce(),
          codeVerifier: client.randomPKCECodeVerifier(),
          returnTo: request.query.returnTo ?? '/',
          mode: request.query.mode,
        };
        const url = await relyingParty.authorizationUrl({ redirectUri, ...transaction });
        reply.setCookie(transactionCookie, JSON.stringify(transaction), cookieOptions);
        return reply.redirect(url.href);
      },
    );

    app.get(callbackPath, callbackRoute, async (request, reply) => {
      reply.clearCookie(transactionCookie, { path: cookieOptions.path });
      reply.header('cache-control', 'no-store');
      // The pages' rule (plugins/web.ts): the visitor's choice, else Arabic if their browser asks.
      const language =
        preferredLanguage(request.cookies[languageCookie], request.headers['accept-language']) ??
        'en';
      const raw = request.cookies[transactionCookie];
      const unsigned = raw ? request.unsignCookie(raw) : undefined;
      const parsed = unsigned?.valid && unsigned.value ? safeJson(unsigned.value) : undefined;
      const transaction = transactionSchema.safeParse(parsed);
      if (!transaction.success) {
        return reply.code(400).type('text/html').send(errorPage(language, 'expired'));
      }
      const { state, nonce, codeVerifier, returnTo, mode } = transaction.data;
      let claims;
      try {
        claims = await relyingParty.complete(new URL(request.url, config.publicUrl), {
          state,
          nonce,
          codeVerifier,
        });
      } catch (error) {
        request.log.warn({ err: error }, 'sign-in callback refused');
        return reply.code(400).type('text/html').send(errorPage(language, 'unverified'));
      }
      const identity = identityClaimsSchema.safeParse(claims);
      if (!identity.success) {
        return reply.code(400).type('text/html').send(errorPage(language, 'noVerifiedEmail'));
      }
      const { sub, email, name, picture } = identity.data;
      const outcome = await signInUser(deps.db, {
        issuer: relyingParty.issuer,
        subject: sub,
        email,
        name: name ?? email,
        photoUrl: picture ?? null,
      });
      if ('emailHeldBy' in outcome) {
        request.log.warn(
          { userId: outcome.emailHeldBy, issuer: relyingParty.issuer },
          'sign-in refused: the e-mail belongs to a user with another identity',
        );
        return reply.code(409).type('text/html').send(errorPage(language, 'otherAccount'));
      }
      const token = await tokens.start(outcome.userId);
      const result = { token, mode, returnTo, origin: new URL(config.publicUrl).origin };
      const t = pageTexts(language);
      return reply
        .type('text/html')
        .send(
          plainPage(
            t('signIn.pendingTitle'),
            `<p>${escapeMarkup(t('signIn.pending'))}</p><script id="auth-result" type="application/json">${scriptJson(result)}</script><script src="/auth-callback.js"></script>`,
            language,
          ),
        );
    });

    app.post(
      '/api/v1/auth/refresh',
      {
        preParsing: sessionRequired(deps.authenticate),
        bodyLimit: noBodyLimit,
        schema: { response: { 200: tokenResponseSchema } },
      },
      async (request) => {
        const session = await deps.authenticate(request);
        return { token: await tokens.refresh(session) };
      },
    );

    app.post(
      '/api/v1/auth/logout',
      {
        preParsing: sessionRequired(deps.authenticate),
        bodyLimit: noBodyLimit,
        schema: { response: { 204: noContentSchema } },
      },
      async (request, reply) => {
        const session = await deps.authenticate(request);
        await tokens.revoke(session);
        return reply.code(204).send();
      },
    );
  };

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
