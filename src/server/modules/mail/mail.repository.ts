import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** A mail as the outbox keeps it until it is sent (docs/decisions/135). */
export interface NewOutboxMail {
  id: string;
  dedupeKey: string;
  userId: string | null;
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/** Inserts the mail unless one with its dedupe key is there; answers whether it did. */
export async function insertOutboxMail(trx: Db, mail: NewOutboxMail): Promise<boolean> {
  const inserted = await trx
    .insertInto('mail_outbox')
    .values({
      id: mail.id,
      dedupe_key: mail.dedupeKey,
      user_id: mail.userId,
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: JSON.stringify(mail.headers),
    })
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Claims a queued mail for sending, or one whose claim is older than `claimLapsesSeconds` (its
 * sender died); answers what to send, undefined when it is not there to claim.
 */
export async function claimOutboxMail(db: Db, mailId: string, claimLapsesSeconds: number) {
  return db
    .updateTable('mail_outbox')
    .set({ status: 'sending', claimed_at: new Date(), attempts: sql`attempts + 1` })
    .where('id', '=', mailId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'queued'),
        eb.and([
          eb('status', '=', 'sending'),
          eb('claimed_at', '<', sql<Date>`now() - make_interval(secs => ${claimLapsesSeconds})`),
        ]),
      ]),
    )
    .returning(['id', 'kind', 'to_address', 'subject', 'html', 'text', 'headers'])
    .executeTakeFirst();
}

export async function outboxMailStatus(db: Db, mailId: string) {
  const row = await db
    .selectFrom('mail_outbox')
    .select('status')
    .where('id', '=', mailId)
    .executeTakeFirst();
  return row?.status;
}

/** A failed send puts the mail back in the queue, with why. */
export async function requeueOutboxMail(db: Db, mailId: string, error: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'queued', claimed_at: null, last_error: error.slice(0, 500) })
    .where('id', '=', mailId)
    .execute();
}

export async function markOutboxMailSent(db: Db, mailId: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: new Date(), last_error: null })
    .where('id', '=', mailId)
    .execute();
}

/** A mail that could not be sent after every retry; a sent one stays sent. */
export async function markOutboxMailFailed(db: Db, mailId: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'failed', claimed_at: null })
    .where('id', '=', mailId)
    .where('status', '<>', 'sent')
    .execute();
}

/** When the newest mail of `kind` to the user was queued; undefined when none was. */
export async function lastOutboxMailAt(
  db: Db,
  userId: string,
  kind: string,
): Promise<Date | undefined> {
  const row = await db
    .selectFrom('mail_outbox')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
}

/** The newest mails of the outbox, for the development mailbox. */
export async function newestOutboxMails(db: Db, limit: number) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'status', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** One mail as the development mailbox shows it. */
export async function outboxMail(db: Db, mailId: string) {
  return db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'html', 'headers', 'status'])
    .where('id', '=', mailId)
    .executeTakeFirst();
}
