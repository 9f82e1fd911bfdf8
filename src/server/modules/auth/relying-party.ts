import type { FastifyInstance } from 'fastify';
import * as client from 'openid-client';
import { devIdpAccountIssuer, type DevIdp } from './dev-idp';

const googleIssuer = new URL('https://accounts.google.com');
export const scope = 'openid email profile';

export interface IssuerSettings {
  google?: { clientId: string; clientSecret: string } | undefined;
  devIdp?: DevIdp | undefined;
}

/**
 * Answers the dev provider's back-channel calls (discovery, token, keys) in-process, so they
 * need no network and no listening socket; the browser still talks to it over HTTP.
 */
function inProcessFetch(app: FastifyInstance): client.CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const response = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: target.pathname + target.search,
      headers: { ...Object.fromEntries(new Headers(options.headers)), host: target.host },
      ...(options.body !== undefined && options.body !== null && { payload: String(options.body) }),
    });
    return new Response(new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: Object.entries(response.headers).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, String(value)] as [string, string]],
      ),
    });
  };
}

/**
 * The OpenID Connect client: Google when configured, else the bundled dev provider. The
 * same calls run for both; only the issuer differs. ID tokens' signatures are always checked.
 */
export function relyingParty(app: FastifyInstance, settings: IssuerSettings) {
  let configuration: Promise<client.Configuration> | undefined;

  const discover = (): Promise<client.Configuration> => {
    if (settings.google) {
      return client.discovery(
        googleIssuer,
        settings.google.clientId,
        settings.google.clientSecret,
        undefined,
        {
          execute: [client.enableNonRepudiationChecks],
        },
      );
    }
    const dev = settings.devIdp;
    if (!dev) throw new Error('No OpenID issuer is configured');
    return client.discovery(
      new URL(dev.issuer),
      dev.clientId,
      undefined,
      client.ClientSecretBasic(dev.clientSecret),
      {
        [client.customFetch]: inProcessFetch(app),
        execute: [client.allowInsecureRequests, client.enableNonRepudiationChecks],
      },
    );
  };

  /** Discovered once, and again after a failure (the issuer may have been unreachable). */
  const getConfiguration = () => {
    configuration ??= discover().catch((error: unknown) => {
      configuration = undefined;
      throw error;
    });
    return configuration;
  };

  return {
    /** The issuer users are recorded under, with their subject (docs/decisions/055). */
    issuer: settings.google ? googleIssuer.origin : devIdpAccountIssuer,

    async authorizationUrl(params: {
      redirectUri: string;
      state: string;
      nonce: string;
      codeVerifier: string;
    }) {
      const config = await getConfiguration();
      return client.buildAuthorizationUrl(config, {
        redirect_uri: params.redirectUri,
        scope,
        state: params.state,
        nonce: params.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(params.codeVerifier),
        code_challenge_method: 'S256',
        ...(settings.google && { prompt: 'select_account' }),
      });
    },

    /** Exchanges the code; checks state, nonce, PKCE, and the ID token's signature, issuer, audience and expiry. */
    async complete(
      currentUrl: URL,
      checks: { state: string; nonce: string; codeVerifier: string },
    ) {
      const config = await getConfiguration();
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The provider sent no ID token');
      return claims;
    },
  };
}
export type RelyingParty = ReturnType<typeof relyingParty>;
