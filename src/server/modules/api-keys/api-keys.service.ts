import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { teamPermissions } from '#shared/rules/access';
import { maxApiKeysPerDealer, type ApiKey, type CreatedApiKey } from '#shared/schemas/api-key';
import type { Db } from '../../db/database';
import type { ApiKeyCaller } from '../../plugins/authenticate';
import { HttpError, notFound } from '../../plugins/errors';
import { lockDealerForTeamChange, requireDealer } from '../dealers/dealers.service';
import { memberOf } from '../team/team.service';
import {
  activeApiKeysOf,
  findApiKey,
  insertApiKey,
  revokeApiKeyRow,
  touchApiKey,
  type ApiKeyRow,
} from './api-keys.repository';

/*
 * A dealership's API keys (docs/decisions/174). A key is `ak_<id>_<secret>`: the id (24 hex
 * digits) finds its row, and the secret (32 random bytes, base64url) is compared, in constant
 * time, with the SHA-256 kept for it. Its admins make, list and revoke them; a key acts as its
 * dealership on the stock API and on nothing else.
 */

const keyPattern = /^ak_([0-9a-f]{24})_([A-Za-z0-9_-]{43})$/;
/** A key's last use is written at most this often. */
export const lastUsedEveryMs = 60_000;

const sha256 = (secret: string) => createHash('sha256').update(secret).digest();

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
  };
}

const notAdmin = () => new HttpError(403, "Only the dealership's admins can manage its API keys");

/** 403 unless the user is an approved admin of the dealership. */
async function requireKeyAdmin(db: Db, dealerId: string, userId: string): Promise<void> {
  if (!teamPermissions(await memberOf(db, dealerId, userId)).manageTeam) throw notAdmin();
}

/** The dealership's keys in use, newest first, for one of its admins (404: no dealership). */
export async function listApiKeys(db: Db, userId: string, dealerId: string): Promise<ApiKey[]> {
  await requireDealer(db, dealerId);
  await requireKeyAdmin(db, dealerId, userId);
  return (await activeApiKeysOf(db, dealerId)).map(toApiKey);
}

/**
 * Makes a key for the dealership; the answer is the only time its whole key is told. Under the
 * dealership's lock, so that two admins at once cannot pass the limit of keys together.
 */
export async function createApiKey(
  db: Db,
  userId: string,
  body: { dealerId: string; name: string },
): Promise<CreatedApiKey> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockDealerForTeamChange(trx, body.dealerId))) throw notFound('Dealer');
    await requireKeyAdmin(trx, body.dealerId, userId);
    if ((await activeApiKeysOf(trx, body.dealerId)).length >= maxApiKeysPerDealer) {
      throw new HttpError(
        409,
        `A dealership may have at most ${maxApiKeysPerDealer} API keys; revoke one to make another`,
      );
    }
    const id = randomBytes(12).toString('hex');
    const secret = randomBytes(32).toString('base64url');
    const row = await insertApiKey(trx, {
      id,
      dealerId: body.dealerId,
      name: body.name,
      secretHash: sha256(secret).toString('hex'),
      createdBy: userId,
    });
    return { apiKey: toApiKey(row), key: `ak_${id}_${secret}` };
  });
}

/** Revokes a key of a dealership the user is an admin of: 404 for no such key, else 403. */
export async function revokeApiKey(db: Db, userId: string, keyId: string): Promise<void> {
  const row = await findApiKey(db, keyId);
  if (!row || row.revoked_at !== null) throw notFound('API key');
  await requireKeyAdmin(db, row.dealer_id, userId);
  await revokeApiKeyRow(db, keyId);
}

const invalidKey = () => new HttpError(401, 'Invalid or revoked API key');

/**
 * The dealership a key sent in `X-API-Key` acts as: 401 for a malformed, unknown or revoked key.
 * Its last use is noted when the one noted is a minute old.
 */
export function apiKeyVerifier(db: Db) {
  return {
    async verify(key: string): Promise<ApiKeyCaller> {
      const [, id, secret] = keyPattern.exec(key) ?? [];
      if (id === undefined || secret === undefined) throw invalidKey();
      const row = await findApiKey(db, id);
      // A hash is compared even for an unknown id, so that the time taken tells nothing.
      const kept = row ? Buffer.from(row.secret_hash, 'hex') : Buffer.alloc(32);
      const matches = timingSafeEqual(kept, sha256(secret));
      if (!row || !matches || row.revoked_at !== null) throw invalidKey();
      const lastUsed = row.last_used_at?.getTime() ?? 0;
      if (Date.now() - lastUsed >= lastUsedEveryMs) {
        await touchApiKey(db, row.id, lastUsedEveryMs);
      }
      return { keyId: row.id, dealerId: row.dealer_id };
    },
  };
}
