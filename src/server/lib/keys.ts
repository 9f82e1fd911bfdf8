import { hkdfSync } from 'node:crypto';

/**
 * The keys the server derives from its one secret (SESSION_SECRET, or the one kept under
 * DATA_DIR), one per purpose, so that no key can stand in for another: a session token is no
 * cookie signature, and the visitor-hash salt reveals nothing about either
 * (docs/decisions/056).
 */
export interface Keys {
  /** HS256 key of the session tokens. */
  sessionTokens: string;
  /** Signs the server's cookies (the sign-in transaction). */
  cookies: string;
  /** Signs the bundled development provider's cookies. */
  devIdpCookies: string;
  /** Salt of the page views' visitor key when ANALYTICS_SALT is unset. */
  analyticsSalt: string;
  /** Signs the unsubscribe links of alert mails. */
  unsubscribe: string;
}

/**
 * HKDF-SHA256 with the purpose as `info`. The labels must never change: a new label is a new
 * key, so changing the session-token label would sign everyone out.
 */
export function deriveKeys(secret: string): Keys {
  const key = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', secret, '', `arabeya/${purpose}`, 32)).toString('base64url');
  return {
    sessionTokens: key('session-tokens'),
    cookies: key('cookies'),
    devIdpCookies: key('dev-idp-cookies'),
    analyticsSalt: key('analytics-salt'),
    unsubscribe: key('unsubscribe'),
  };
}
