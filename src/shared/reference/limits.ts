/** At most 30 files of 4 MB each per upload; the remote configuration fetched at most hourly. */
export const maxFilesPerUpload = 30;
export const maxUploadBytes = 4_194_304;
/** The largest zip of photos one stock import takes (docs/decisions/176). */
export const maxPhotoZipBytes = 200 * 1024 * 1024;
export const configFetchMinIntervalMs = 3_600_000;
export const chunkLoadTimeoutMs = 120_000;
export const thumbnail = {
  width: 803,
  height: 493,
  background: '#000000',
  pngQuality: 50,
} as const;
export const imageBasePath = 'car_images';

export const maxPageSize = 100;
export const defaultPageSize = 24;
export const maxFilterTextLength = 100;
/** The longest free-text search (`q`): a few words, never a document. */
export const maxSearchTextLength = 200;
/**
 * A search counts its matches exactly up to this many ("10,000+" beyond), and pages reach only
 * this far into them (docs/decisions/123).
 */
export const maxSearchResults = 10_000;
export const maxPriceEgp = 100_000_000;
export const minRegistrationYear = 1950;
export const maxMileageKm = 2_000_000;

/**
 * The longest side of a stored picture. 2000 rather than 2048: a 12-megapixel photo (4000 or
 * 4032 px wide) is then decoded at half size straight from the JPEG (shrink-on-load). The
 * browser shrinks big photos to it before upload, so nothing is sent that the server drops.
 */
export const maxStoredSide = 2000;

/** Buyers' tools (docs/decisions/136): what one user may keep. */
export const maxFavourites = 500;
export const maxSavedSearches = 50;
/** Cars laid side by side on /compare. */
export const maxComparedCars = 4;
/** Cars one `GET /api/v1/car/by-ids` answers (a page of favourites, the compared cars...). */
export const maxCarsByIds = 50;
export const maxSavedSearchNameLength = 80;

/** A dealership's API keys (docs/decisions/174): at once (revoked ones not counted), and a name. */
export const maxApiKeysPerDealer = 20;
export const maxApiKeyNameLength = 60;

/** A bulk price change by a percent (My Cars): down by at most 90 %, up by at most 1000 %. */
export const bulkPercentChange = { maxDown: 90, maxUp: 1000 } as const;
