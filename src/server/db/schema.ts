import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { BodyStyle, Condition, FuelType, Transmission } from '#shared/reference/vehicle';
import type { CarStatus } from '#shared/schemas/car';
import type { PictureStatus } from '#shared/schemas/car-write';
import type { TeamMemberStatus } from '#shared/schemas/dealer';
import type { UserRole } from '#shared/schemas/user';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface UsersTable {
  id: string;
  email: string;
  /** With `subject`, who the user is at their OpenID provider; null until a verified sign-in links them. */
  issuer: string | null;
  subject: string | null;
  name: Generated<string>;
  photo_url: string | null;
  role: UserRole;
  last_seen: Date | null;
  created_at: CreatedAt;
}

export interface DealersTable {
  id: string;
  name: string;
  city: string;
  phone: Generated<string>;
  whatsapp: Generated<string>;
  address: Generated<string>;
  logo_key: string | null;
  created_at: CreatedAt;
}

export interface TeamMembersTable {
  id: string;
  dealer_id: string;
  user_id: string | null;
  email: string;
  role: Generated<string>;
  status: Generated<TeamMemberStatus>;
  created_at: CreatedAt;
}

export interface CarsTable {
  id: string;
  dealer_id: string;
  created_by: string | null;
  make: string;
  model: string;
  model_search: string;
  first_registration: number;
  mileage: number | null;
  fuel_type: FuelType;
  capacity: number | null;
  condition: Condition;
  total_owners: Generated<number>;
  transmission: Transmission;
  body_style: BodyStyle;
  city: string;
  price: number;
  description: Generated<string>;
  extras: Generated<string[]>;
  status: Generated<CarStatus>;
  showcase_picture_id: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PictureVariant {
  width: number;
  key: string;
}

export interface CarPicturesTable {
  id: string;
  car_id: string;
  position: number;
  name: string;
  file_key: string;
  thumbnail_key: string | null;
  variants: ColumnType<PictureVariant[], string | undefined, string>;
  /** Bytes its files take in storage, counted against the dealership's quota (migration 008). */
  bytes: Generated<number>;
  /** Migration 011: `file_key` names the upload itself until the picture is `ready`. */
  status: Generated<PictureStatus>;
  /** Why processing failed (or last failed, while it is retried); null otherwise. */
  failure: string | null;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: Date | null;
}

/** docs/decisions/040: never an IP address or a user agent. */
export interface PageViewsTable {
  /** A bigint identity; pg answers it as a string. */
  id: Generated<string>;
  viewed_at: CreatedAt;
  path: string;
  title: string;
  referrer_path: string | null;
  car_id: string | null;
  dealer_id: string | null;
  language: 'en' | 'ar';
  visitor_key: string;
}

/** A user's upload in flight: one at a time, across processes (migration 008). */
export interface UploadLeasesTable {
  user_id: string;
  expires_at: Date;
}

/** A fixed rate-limit window of one client on one route or group of routes. */
export interface RateLimitWindowsTable {
  key: string;
  started_at: Date;
  count: number;
}

/** Keys to remove from storage once `remove_after` has passed (migration 004). */
export interface FileCleanupTable {
  key: string;
  remove_after: Date;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: CreatedAt;
}

/** Cars changed, as triggers note them (migration 009); `car_id` '*' is every car (a truncate). */
export interface CarChangesTable {
  /** A bigint identity; pg answers it as a string. */
  seq: Generated<string>;
  car_id: string;
  changed_at: Generated<Date>;
}

export interface Database {
  sessions: SessionsTable;
  users: UsersTable;
  dealers: DealersTable;
  team_members: TeamMembersTable;
  cars: CarsTable;
  car_pictures: CarPicturesTable;
  car_changes: CarChangesTable;
  file_cleanup: FileCleanupTable;
  page_views: PageViewsTable;
  rate_limit_windows: RateLimitWindowsTable;
  upload_leases: UploadLeasesTable;
}

export type CarRow = Selectable<CarsTable>;
export type NewCar = Insertable<CarsTable>;
export type CarPictureRow = Selectable<CarPicturesTable>;
