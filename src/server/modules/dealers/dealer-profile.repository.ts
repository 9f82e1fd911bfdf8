import type { DealerProfileBody } from '#shared/schemas/team';
import type { Db } from '../../db/database';

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
  name_en: profile.names.en,
  name_ar: profile.names.ar,
  city: profile.city,
  phone: profile.phone,
  whatsapp: profile.whatsapp,
  address_en: profile.addresses.en,
  address_ar: profile.addresses.ar,
});
