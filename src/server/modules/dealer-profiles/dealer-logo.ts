import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { newId } from '../../lib/ids';
import { HttpError, notFound } from '../../plugins/errors';
import type { Storage } from '../../storage/storage';
import {
  forgetKeys,
  makeLogo,
  removeListed,
  scheduleRemoval,
  uploadGraceMs,
  type UploadLimits,
} from '../pictures/pictures.service';
import {
  changeDealerLogo,
  lockDealerForProfileChange,
  requireDealer,
} from '../dealers/dealers.service';
import { mayEditDealerProfile } from '../team/team.service';

export interface DealerLogoDeps {
  db: Db;
  storage: Storage;
  /** STORAGE_BASE_PATH: every key starts with it. */
  basePath: string;
  /** The same limits as car pictures' uploads (docs/decisions/053 and 054). */
  uploads: UploadLimits;
  log?: Pick<FastifyBaseLogger, 'warn'> | undefined;
}

const notAdmin = () => new HttpError(403, "Only the dealership's admins can edit its profile");

/** Refuses a user who may not change the dealership's profile, before an upload is read. */
export async function checkLogoPermission(db: Db, userId: string, dealerId: string) {
  await requireDealer(db, dealerId);
  if (!(await mayEditDealerProfile(db, dealerId, userId))) throw notAdmin();
}

/**
 * Points the dealership at `newKey` (or at no logo) under the row's lock, and lists the old logo
 * for removal in the same transaction; the old file is removed after the commit. The orphan-file
 * rules are those of car pictures (docs/decisions/033).
 */
async function swapLogo(
  deps: DealerLogoDeps,
  userId: string,
  dealerId: string,
  newKey: string | null,
) {
  const oldKey = await deps.db.transaction().execute(async (trx) => {
    const dealer = await lockDealerForProfileChange(trx, dealerId);
    if (!dealer) throw notFound('Dealer');
    if (!(await mayEditDealerProfile(trx, dealerId, userId))) throw notAdmin();
    await changeDealerLogo(trx, dealerId, newKey);
    if (newKey) await forgetKeys(trx, [newKey]);
    if (dealer.logoKey) await scheduleRemoval(trx, [dealer.logoKey], new Date());
    return dealer.logoKey;
  });
  if (oldKey) await removeListed(deps.db, deps.storage, [oldKey], deps.log);
}

/**
 * Stores a new logo (decoded and re-encoded by sharp; a file that is not an image is refused
 * with 400) and replaces the old one. Each logo gets a new key, so a CDN never serves the old.
 */
export async function replaceDealerLogo(
  deps: DealerLogoDeps,
  userId: string,
  dealerId: string,
  file: { name: string; body: Buffer },
): Promise<void> {
  const body = await makeLogo(file, deps.uploads);
  const key = `${deps.basePath}/dealers/${dealerId}/${newId('logo')}.webp`;
  await scheduleRemoval(deps.db, [key], new Date(Date.now() + uploadGraceMs));
  try {
    await deps.storage.put(key, body, 'image/webp');
    await swapLogo(deps, userId, dealerId, key);
  } catch (error) {
    await removeListed(deps.db, deps.storage, [key], deps.log);
    throw error;
  }
}

/** Removes the dealership's logo: the row forgets it, then storage removes the file. */
export const removeDealerLogo = (deps: DealerLogoDeps, userId: string, dealerId: string) =>
  swapLogo(deps, userId, dealerId, null);
