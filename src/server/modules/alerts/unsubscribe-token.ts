import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { languages, type Language } from '#shared/reference/types';

/**
 * The one-click unsubscribe link of an alert mail (docs/decisions/136): who, which saved search
 * (none: every alert of the user, price drops too), the language of its page, and until when,
 * signed with the server's unsubscribe key. No sign-in is needed to use it.
 */
export interface Unsubscribe {
  userId: string;
  savedSearchId: string | null;
  language: Language;
}

/** Old mails still unsubscribe for this long. */
const validForMs = 180 * 24 * 3600 * 1000;

const payloadSchema = z.object({
  u: z.string().min(1).max(64),
  s: z.string().min(1).max(64).nullable(),
  l: z.enum(languages),
  e: z.number().int(),
});

const signatureOf = (key: string, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

export function unsubscribeToken(key: string, subject: Unsubscribe, now = Date.now()): string {
  const payload = Buffer.from(
    JSON.stringify({
      u: subject.userId,
      s: subject.savedSearchId,
      l: subject.language,
      e: now + validForMs,
    }),
  ).toString('base64url');
  return `${payload}.${signatureOf(key, payload)}`;
}

export type TokenCheck =
  | { outcome: 'valid'; unsubscribe: Unsubscribe }
  | { outcome: 'expired'; language: Language }
  | { outcome: 'invalid' };

export function checkUnsubscribeToken(key: string, token: string, now = Date.now()): TokenCheck {
  const [payload = '', signature = '', ...rest] = token.split('.');
  const expected = Buffer.from(signatureOf(key, payload));
  const given = Buffer.from(signature);
  if (rest.length > 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { outcome: 'invalid' };
  }
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { outcome: 'invalid' };
  }
  const parsed = payloadSchema.safeParse(decoded);
  if (!parsed.success) return { outcome: 'invalid' };
  const { u, s, l, e } = parsed.data;
  if (e < now) return { outcome: 'expired', language: l };
  return { outcome: 'valid', unsubscribe: { userId: u, savedSearchId: s, language: l } };
}
