import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Db } from '../../db/database';
import { newId } from '../../lib/ids';
import type { SessionUser } from '../../plugins/authenticate';
import { HttpError } from '../../plugins/errors';
import {
  deleteSessionsEndedBefore,
  findSession,
  insertSession,
  revokeSession,
  sessionCreatedAt,
  setSessionExpiry,
} from './sessions.repository';

const algorithm = 'HS256';
const issuer = 'arabeya';
const audience = 'arabeya-web';
/** A token is short-lived; the client refreshes it while the session lives. */
const tokenLifetimeSeconds = 60 * 60;
/** Sessions slide: each refresh extends them by this much... */
const idleLifetimeMs = 7 * 24 * 60 * 60 * 1000;
/** ...but never past this much after sign-in. */
const maxLifetimeMs = 30 * 24 * 60 * 60 * 1000;
/**
 * An ended session (expired or revoked) is deleted this long after it ended. No token can use
 * it again; the day keeps a request that verified a session just before it expired from finding
 * the row gone when it refreshes.
 */
const endedSessionsKeptMs = 24 * 60 * 60 * 1000;

export function sessionTokens(db: Db, secret: string) {
  const key = new TextEncoder().encode(secret);

  const sign = (session: SessionUser) =>
    new SignJWT({ sid: session.sessionId })
      .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
      .setSubject(session.userId)
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(`${tokenLifetimeSeconds}s`)
      .sign(key);

  /** Opens a session for the user and answers its first token. */
  async function start(userId: string, now = new Date()): Promise<string> {
    const sessionId = newId('ses');
    await insertSession(db, {
      id: sessionId,
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + idleLifetimeMs),
    });
    return sign({ userId, sessionId });
  }

  /** The session a bearer token names, if the token is genuine and the session lives. */
  async function verify(token: string): Promise<SessionUser> {
    const unauthorized = new HttpError(401, 'Invalid or expired session token');
    let subject: string | undefined;
    let sessionId: unknown;
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [algorithm],
        issuer,
        audience,
      });
      subject = payload.sub;
      sessionId = payload.sid;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) throw unauthorized;
      throw error;
    }
    if (typeof subject !== 'string' || typeof sessionId !== 'string') throw unauthorized;
    const session = await findSession(db, sessionId);
    const alive = session && session.revoked_at === null && session.expires_at > new Date();
    if (!alive || session.user_id !== subject) throw unauthorized;
    return { userId: subject, sessionId };
  }

  /** A fresh token for a living session, which slides on (30 days after sign-in at most). */
  async function refresh(session: SessionUser, now = new Date()): Promise<string> {
    const createdAt = await sessionCreatedAt(db, session.sessionId);
    const expiresAt = Math.min(now.getTime() + idleLifetimeMs, createdAt.getTime() + maxLifetimeMs);
    await setSessionExpiry(db, session.sessionId, new Date(expiresAt));
    return sign(session);
  }

  async function revoke(session: SessionUser): Promise<void> {
    await revokeSession(db, session.sessionId, new Date());
  }

  return { start, verify, refresh, revoke };
}
export type SessionTokens = ReturnType<typeof sessionTokens>;

/** Deletes the sessions that ended over a day before `now`; answers how many. */
export async function forgetEndedSessions(db: Db, now = new Date()): Promise<number> {
  const endedBefore = new Date(now.getTime() - endedSessionsKeptMs);
  return deleteSessionsEndedBefore(db, endedBefore);
}
