import { sql } from 'kysely';
import type { DealerProfileBody } from '#shared/schemas/team';
import type { Db } from '../../db/database';

/** Inside a transaction: the user's row, locked so that two registrations run one at a time. */
export async function lockUser(trx: Db, userId: string) {
  return trx
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertDealerProfile(
  db: Db,
  id: string,
  profile: DealerProfileBody,
): Promise<void> {
  await db
    .insertInto('dealers')
    .values({ id, ...profileColumns(profile), logo_key: null })
    .execute();
}

/**
 * Inside a transaction: locks the dealership's row for a profile or logo change, and answers its
 * logo key; undefined when there is no such dealership.
 */
export async function lockDealerProfile(
  trx: Db,
  id: string,
): Promise<{ logoKey: string | null } | undefined> {
  const row = await trx
    .selectFrom('dealers')
    .select('logo_key')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row && { logoKey: row.logo_key };
}

export async function setDealerLogo(trx: Db, id: string, logoKey: string | null): Promise<void> {
  await trx.updateTable('dealers').set({ logo_key: logoKey }).where('id', '=', id).execute();
}

/** Updates the profile fields; the logo is left to the picture upload. */
export async function updateDealerProfile(
  db: Db,
  id: string,
  profile: DealerProfileBody,
): Promise<void> {
  await db.updateTable('dealers').set(profileColumns(profile)).where('id', '=', id).execute();
}

const profileColumns = (profile: DealerProfileBody) => ({
  name: profile.name,
  city: profile.city,
  phone: profile.phone,
  whatsapp: profile.whatsapp,
  address: profile.address,
});

/**
 * The dealer list narrowed to the dealerships whose team lists the user, whatever the entry's
 * status (the My Access screen shows invitations too). Same columns as `listDealers`.
 */
export async function listDealersOfMember(
  db: Db,
  userId: string,
  nameContains: string | undefined,
) {
  let query = db
    .selectFrom('dealers')
    .select([
      'id',
      'name',
      'city',
      'logo_key',
      sql<number>`(select count(*)::int from cars where cars.dealer_id = dealers.id and cars.status = 'active')`.as(
        'car_count',
      ),
    ])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('team_members')
          .select('team_members.id')
          .whereRef('team_members.dealer_id', '=', 'dealers.id')
          .where('team_members.user_id', '=', userId),
      ),
    );
  if (nameContains !== undefined) {
    query = query.where(sql<boolean>`position(lower(${nameContains}) in lower(name)) > 0`);
  }
  return query.orderBy('name').orderBy('id').execute();
}
