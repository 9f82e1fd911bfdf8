import type { Db } from '../../db/database';

export async function insertSession(
  db: Db,
  session: { id: string; userId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      revoked_at: null,
    })
    .execute();
}

export async function findSession(db: Db, id: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'expires_at', 'revoked_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** When the session began; throws when there is no such session. */
export async function sessionCreatedAt(db: Db, id: string): Promise<Date> {
  const row = await db
    .selectFrom('sessions')
    .select('created_at')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.created_at;
}

export async function setSessionExpiry(db: Db, id: string, expiresAt: Date): Promise<void> {
  await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', id).execute();
}

export async function revokeSession(db: Db, id: string, at: Date): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: at }).where('id', '=', id).execute();
}

/** Deletes the sessions that expired or were revoked before `endedBefore`; answers how many. */
export async function deleteSessionsEndedBefore(db: Db, endedBefore: Date): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', endedBefore), eb('revoked_at', '<', endedBefore)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
