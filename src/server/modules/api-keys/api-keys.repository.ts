import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** A key's row as its checks and its list read it. */
export interface ApiKeyRow {
  id: string;
  dealer_id: string;
  name: string;
  secret_hash: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const columns = [
  'id',
  'dealer_id',
  'name',
  'secret_hash',
  'created_at',
  'last_used_at',
  'revoked_at',
] as const;

export async function insertApiKey(
  db: Db,
  key: { id: string; dealerId: string; name: string; secretHash: string; createdBy: string },
): Promise<ApiKeyRow> {
  return db
    .insertInto('dealer_api_keys')
    .values({
      id: key.id,
      dealer_id: key.dealerId,
      name: key.name,
      secret_hash: key.secretHash,
      created_by: key.createdBy,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export async function findApiKey(db: Db, id: string): Promise<ApiKeyRow | undefined> {
  return db.selectFrom('dealer_api_keys').select(columns).where('id', '=', id).executeTakeFirst();
}

/** The dealership's keys not revoked, newest first. */
export async function activeApiKeysOf(db: Db, dealerId: string): Promise<ApiKeyRow[]> {
  return db
    .selectFrom('dealer_api_keys')
    .select(columns)
    .where('dealer_id', '=', dealerId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Revokes the key unless it is revoked already; false when there was nothing to revoke. */
export async function revokeApiKeyRow(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('dealer_api_keys')
    .set({ revoked_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Notes that the key was used now, unless that was noted less than `everyMs` ago (by this
 * process or another): at most one write a minute per key, whatever the traffic.
 */
export async function touchApiKey(db: Db, id: string, everyMs: number): Promise<void> {
  await db
    .updateTable('dealer_api_keys')
    .set({ last_used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where((where) =>
      where.or([
        where('last_used_at', 'is', null),
        where(
          'last_used_at',
          '<',
          sql<Date>`now() - ${everyMs}::integer * interval '1 millisecond'`,
        ),
      ]),
    )
    .execute();
}
