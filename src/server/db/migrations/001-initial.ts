import { sql, type Kysely } from 'kysely';

const statements = [
  sql`create table users (
    id text primary key,
    email text not null unique,
    name text not null default '',
    photo_url text,
    role text,
    last_seen timestamptz,
    created_at timestamptz not null default now()
    )`,
  sql`create table dealers (
    id text primary key,
    name text not null,
    city text not null,
    phone text not null default '',
    whatsapp text not null default '',
    address text not null default '',
    logo_key text,
    created_at timestamptz not null default now()
    )`,
  sql`create index dealers_name_idx on dealers (lower(name))`,
  sql`create table team_members (
    id text primary key,
    dealer_id text not null references dealers (id) on delete cascade,
    user_id text references users (id) on delete cascade,
    email text not null,
    role text not null default 'employee',
    status text not null default 'pending',
    created_at timestamptz not null default now(),
    unique (dealer_id, email)
    )`,
  sql`create index team_members_user_idx on team_members (user_id)`,
  sql`create index team_members_email_idx on team_members (email)`,
  sql`create table cars (
    id text primary key,
    dealer_id text not null references dealers (id) on delete cascade,
    created_by text references users (id) on delete set null,
    make text not null,
    model text not null,
    model_search text not null,
    first_registration integer not null,
    mileage integer,
    fuel_type text not null,
    capacity double precision,
    condition text not null,
    total_owners integer not null default 0,
    transmission text not null,
    body_style text not null,
    city text not null,
    price integer not null,
    description text not null default '',
    extras text[] not null default '{}',
    status text not null default 'active',
    showcase_picture_id text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
    )`,
  sql`create index cars_active_newest_idx on cars (created_at desc, id) where status = 'active'`,
  sql`create index cars_active_price_idx on cars (price, id) where status = 'active'`,
  sql`create index cars_active_make_idx on cars (make, created_at desc) where status = 'active'`,
  sql`create index cars_active_body_idx on cars (body_style, created_at desc) where status = 'active'`,
  sql`create index cars_active_city_idx on cars (city, created_at desc) where status = 'active'`,
  sql`create index cars_active_year_idx on cars (first_registration, created_at desc) where status = 'active'`,
  sql`create index cars_dealer_idx on cars (dealer_id, created_at desc)`,
  sql`create table car_pictures (
    id text primary key,
    car_id text not null references cars (id) on delete cascade,
    position integer not null,
    name text not null,
    file_key text not null,
    thumbnail_key text,
    variants jsonb not null default '[]',
    created_at timestamptz not null default now()
    )`,
  sql`create index car_pictures_car_idx on car_pictures (car_id, position)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['car_pictures', 'cars', 'team_members', 'dealers', 'users']) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
