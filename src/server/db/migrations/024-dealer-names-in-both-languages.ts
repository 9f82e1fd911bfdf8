import { sql, type Kysely } from 'kysely';

/**
 * A dealership's name and address in English and in Arabic, each optional but one name at
 * least (docs/decisions/180). The names and addresses given so far are kept as the English ones;
 * an empty address is none. The directory finds names by their folded words in the app, so the
 * index of lowered names goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index dealers_name_idx`.execute(db);
  await sql`alter table dealers rename column name to name_en`.execute(db);
  await sql`alter table dealers rename column address to address_en`.execute(db);
  await sql`alter table dealers
    alter column name_en drop not null,
    alter column address_en drop not null,
    alter column address_en drop default,
    add column name_ar text,
    add column address_ar text,
    add constraint dealers_named check (name_en is not null or name_ar is not null)`.execute(db);
  await sql`update dealers set address_en = null where address_en = ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update dealers set
    name_en = coalesce(name_en, name_ar),
    address_en = coalesce(address_en, address_ar, '')`.execute(db);
  await sql`alter table dealers
    drop constraint dealers_named,
    drop column name_ar,
    drop column address_ar,
    alter column name_en set not null,
    alter column address_en set default '',
    alter column address_en set not null`.execute(db);
  await sql`alter table dealers rename column name_en to name`.execute(db);
  await sql`alter table dealers rename column address_en to address`.execute(db);
  await sql`create index dealers_name_idx on dealers (lower(name))`.execute(db);
}
