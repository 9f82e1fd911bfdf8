import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type {
  BodyStyle,
  Condition,
  FuelType,
  PublicCarStatus,
  Transmission,
} from '#shared/reference/vehicle';
import type { CarStatus } from '#shared/schemas/car';
import type { PictureStatus } from '#shared/schemas/car-write';
import type { TeamMemberStatus } from '#shared/schemas/dealer';
import type { UserRole } from '#shared/schemas/user';
import type { Language } from '#shared/reference/types';
import type { AlertFrequency } from '#shared/schemas/buyer';
import type { ContactChannel, LeadStatus } from '#shared/schemas/lead';
import type { ReportReason, ReportStatus } from '#shared/schemas/report';
import type { ResolvedCarFilter } from '#shared/rules/car-filter';
import type {
  RowProblem,
  StockCarValues,
  StockField,
  StockImportCounts,
  StockImportStatus,
  StockRowAction,
} from '#shared/schemas/stock-import';
import type {
  FeedCarState,
  FeedFailure,
  FeedRunCounts,
  FeedRunStatus,
  StockFeedRun,
} from '#shared/schemas/stock-feed';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** A jsonb column: written as JSON text, read parsed. */
type Json<T> = ColumnType<T, string, string>;
/** A jsonb column with a default. */
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

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
  /** Migration 012: the language the user's mails are written in. */
  language: Generated<Language>;
  /** Whether price drops of the user's favourites are mailed. */
  price_alerts: Generated<boolean>;
  created_at: CreatedAt;
}

export interface DealersTable {
  id: string;
  /** Migration 024: the name in English and in Arabic, null where not given; one at least. */
  name_en: Generated<string | null>;
  name_ar: Generated<string | null>;
  city: string;
  phone: Generated<string>;
  whatsapp: Generated<string>;
  /** Migration 024: the address in English and in Arabic, null where not given. */
  address_en: Generated<string | null>;
  address_ar: Generated<string | null>;
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
  /** Migration 014: why an operator hid the car (status `hidden`), for its dealer. */
  review_note: Generated<string | null>;
  /** Migration 017: the status a car `hidden` by an operator had, which restoring gives back. */
  status_before_review: Generated<PublicCarStatus | null>;
  /** Migration 019: the dealership's own number for the car, once per dealership. */
  stock_number: Generated<string | null>;
  /** Migration 019: the car's VIN (chassis number), once per dealership. */
  vin: Generated<string | null>;
  /**
   * Migration 023: `listed` while the dealership's feed lists the car, `sold` once the feed sold
   * it for leaving the feed; null for a car the feed never brought.
   */
  feed_state: Generated<FeedCarState | null>;
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

/** How far the change log has been pruned: one row (migration 026, docs/decisions/185). */
export interface CarChangesPrunedTable {
  one: Generated<boolean>;
  /** Changes made before it may be gone; null: none ever pruned. */
  pruned_before: Date | null;
}

/** The one row of a random id made with the database (migration 025, docs/decisions/185). */
export interface DatabaseIdentityTable {
  id: Generated<string>;
  created_at: CreatedAt;
}

/** A change of a listed car's price (migration 016, docs/decisions/142). */
export interface CarPriceChangesTable {
  /** A bigint identity; pg answers it as a string. */
  id: Generated<string>;
  car_id: string;
  previous_price: number;
  price: number;
  changed_at: Generated<Date>;
}

/** A kept car (migration 012); `car_id` has no foreign key: a deleted car stays kept, as gone. */
export interface FavouritesTable {
  user_id: string;
  car_id: string;
  saved_price: number;
  /** The price the user was last told of: a price below it is a drop to mail. */
  notified_price: number;
  created_at: CreatedAt;
}

export interface SavedSearchesTable {
  id: string;
  user_id: string;
  name: string;
  /** The criteria as the search's query takes them, checked by its schema. */
  query: ColumnType<Record<string, string | number>, string, string>;
  /** The criteria resolved to stored values, what new cars are matched against. */
  filter: ColumnType<ResolvedCarFilter, string, string>;
  /** `filter.makes`, indexed: a new car is tested only against searches of its make or any. */
  makes: string[] | null;
  frequency: AlertFrequency;
  last_visited_at: Generated<Date>;
  created_at: CreatedAt;
}

/** A car that came to match a saved search: once per car and search. */
export interface SavedSearchMatchesTable {
  saved_search_id: string;
  car_id: string;
  matched_at: Generated<Date>;
  mailed_at: Date | null;
}

export interface PriceDropsTable {
  id: Generated<string>;
  user_id: string;
  car_id: string;
  from_price: number;
  to_price: number;
  dropped_at: Generated<Date>;
  mailed_at: Date | null;
}

export type MailStatus = 'queued' | 'sending' | 'sent' | 'failed';

/** A mail to send (docs/decisions/135): the whole message, kept until sent and after. */
export interface MailOutboxTable {
  id: string;
  /** The same mail decided twice is inserted once. */
  dedupe_key: string;
  user_id: string | null;
  kind: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  headers: ColumnType<Record<string, string>, string | undefined, string>;
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  last_error: string | null;
  /** When a sender took it; a claim older than a few minutes is a sender that died. */
  claimed_at: Date | null;
  created_at: CreatedAt;
  sent_at: Date | null;
}

/** A buyer's inquiry, or a counted tap on Call or WhatsApp (migration 013). */
export interface LeadsTable {
  id: string;
  dealer_id: string;
  car_id: string | null;
  kind: 'inquiry' | ContactChannel;
  name: string | null;
  /** Normalised: +20 and ten digits. */
  phone: string | null;
  message: string | null;
  preferred_contact: ContactChannel | null;
  /** The language of the page the inquiry was sent from (migration 017); null for a tap. */
  language: Language | null;
  user_id: string | null;
  status: Generated<LeadStatus>;
  assignee_id: string | null;
  created_at: CreatedAt;
  first_response_at: Date | null;
}

/** A team member's note on a lead (migration 014). */
export interface LeadNotesTable {
  id: string;
  lead_id: string;
  author_id: string | null;
  body: string;
  created_at: CreatedAt;
}

/** A user's report of a listing, one per user and car (migration 014). */
export interface CarReportsTable {
  id: string;
  dealer_id: string;
  car_id: string | null;
  reporter_id: string | null;
  reason: ReportReason;
  details: Generated<string>;
  status: Generated<ReportStatus>;
  created_at: CreatedAt;
  closed_at: Date | null;
}

/**
 * A dealership's finance programme (migration 015). The percentages are `numeric`: read them
 * cast to float8 (or inside JSON), never as the column itself, which pg answers as a string.
 */
export interface DealerFinanceOffersTable {
  dealer_id: string;
  down_payment_percent: ColumnType<string, number, number>;
  term_months: number;
  annual_rate_percent: ColumnType<string, number, number>;
  provider: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Migration 019: a spreadsheet a dealer uploaded, and what became of it. */
export interface StockImportsTable {
  id: string;
  dealer_id: string;
  created_by: string | null;
  file_name: string;
  file_kind: 'xlsx' | 'csv';
  /** Where the uploaded file is kept in the storage until the import is done. */
  file_key: string;
  headers: Json<string[]>;
  /** The first rows, as the mapping screen shows them. */
  samples: Json<string[][]>;
  mapping: Json<(StockField | null)[]> | null;
  status: Generated<StockImportStatus>;
  counts: JsonWithDefault<StockImportCounts>;
  /** Migration 020: photo URLs fetched and stored, and those that failed. */
  photos_fetched: Generated<number>;
  photos_failed: Generated<number>;
  /** Migration 022: the zip of photos added to it, if any. */
  photo_zip: ColumnType<PhotoZipRecord | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** An import's zip of photos (docs/decisions/176), as its import remembers it. */
export interface PhotoZipRecord {
  /** Where the zip is kept in the storage until its photos are stored. */
  key: string;
  fileName: string;
  /**
   * Its pictures by what their paths say of their car (the key of their folder, of the stock
   * number their file name starts with), and how many have each pair.
   */
  places: { folder: string | null; numbered: string | null; count: number }[];
  pictures: number;
  skipped: number;
  /** As the last dry run matched them to the rows; null before one. */
  matched: number | null;
  unmatched: number | null;
}

/** Migration 019: one row of an import's sheet, as its dry run read it. */
export interface StockImportRowsTable {
  import_id: string;
  /** The row's number in the sheet (the header is 1). */
  line: number;
  action: StockRowAction;
  /** The car it updates, or the one it added once written. */
  car_id: string | null;
  stock_number: string | null;
  vin: string | null;
  /** The car's values as read; null for a refused row. */
  car: Json<StockCarValues> | null;
  /** The fields an update changes. */
  changed: JsonWithDefault<string[]>;
  photos: JsonWithDefault<string[]>;
  problems: JsonWithDefault<RowProblem[]>;
  written: Generated<boolean>;
}

/** Migration 019: each header's field as a dealership last confirmed it. */
export interface StockImportMappingsTable {
  dealer_id: string;
  mapping: Json<Record<string, StockField | null>>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Migration 021: a key a dealership's own system sends in `X-API-Key` (docs/decisions/174). */
export interface DealerApiKeysTable {
  /** The key's public part: 24 hex digits, in the key as `ak_<id>_<secret>`. */
  id: string;
  dealer_id: string;
  /** What the dealership calls it ("Showroom DMS"). */
  name: string;
  /** The SHA-256 of the secret, in hex; the secret itself is shown once and never kept. */
  secret_hash: string;
  /** The admin who made it. */
  created_by: string | null;
  created_at: CreatedAt;
  /** Written at most once a minute per key. */
  last_used_at: Generated<Date | null>;
  revoked_at: Generated<Date | null>;
}

/** Migration 023: a dealership's stock feed (docs/decisions/177). */
export interface StockFeedsTable {
  dealer_id: string;
  url: string;
  every_hours: number;
  status: Generated<'active' | 'paused'>;
  /** Runs failed one after another since the last that went well. */
  failures: Generated<number>;
  /** When the schedule queues its next run; null while paused. */
  next_run_at: Date | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Migration 023: one run of a feed. */
export interface StockFeedRunsTable {
  id: string;
  dealer_id: string;
  started_at: CreatedAt;
  finished_at: Date | null;
  status: Generated<FeedRunStatus>;
  counts: JsonWithDefault<Partial<FeedRunCounts>>;
  /** Why it failed, for the screen to say in the dealer's language; `error` says it in English. */
  failure: FeedFailure | null;
  error: string | null;
  /** The first refused rows. */
  refused: JsonWithDefault<StockFeedRun['refused']>;
}

export interface Database {
  leads: LeadsTable;
  lead_notes: LeadNotesTable;
  car_reports: CarReportsTable;
  dealer_finance_offers: DealerFinanceOffersTable;
  favourites: FavouritesTable;
  saved_searches: SavedSearchesTable;
  saved_search_matches: SavedSearchMatchesTable;
  price_drops: PriceDropsTable;
  mail_outbox: MailOutboxTable;
  sessions: SessionsTable;
  users: UsersTable;
  dealers: DealersTable;
  team_members: TeamMembersTable;
  cars: CarsTable;
  car_pictures: CarPicturesTable;
  car_changes: CarChangesTable;
  car_changes_pruned: CarChangesPrunedTable;
  database_identity: DatabaseIdentityTable;
  car_price_changes: CarPriceChangesTable;
  file_cleanup: FileCleanupTable;
  page_views: PageViewsTable;
  rate_limit_windows: RateLimitWindowsTable;
  upload_leases: UploadLeasesTable;
  stock_imports: StockImportsTable;
  stock_import_rows: StockImportRowsTable;
  stock_import_mappings: StockImportMappingsTable;
  dealer_api_keys: DealerApiKeysTable;
  stock_feeds: StockFeedsTable;
  stock_feed_runs: StockFeedRunsTable;
}

export type CarRow = Selectable<CarsTable>;
export type NewCar = Insertable<CarsTable>;
export type CarPictureRow = Selectable<CarPicturesTable>;
