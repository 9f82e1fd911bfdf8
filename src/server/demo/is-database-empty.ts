import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * Whether the database has no market yet (no dealer), so the demo may be loaded. Apart from
 * seed-demo.ts, which only a start that seeds loads (docs/decisions/162).
 */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('dealers')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count === 0;
}
