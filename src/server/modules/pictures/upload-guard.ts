import { readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { releaseUploadLease, takeUploadLease } from './pictures.repository';

/** The `uploads` part of the configuration (docs/decisions/053 and 054). */
export interface UploadLimits {
  /** Where uploads are spooled; undefined: the system's temporary folder. */
  tempDir: string | undefined;
  /** Bytes of uploads this process holds (spooled or in memory) at once, all users together. */
  tempBytesPerProcess: number;
  /** Longest time sharp may spend on one picture or logo. */
  timeoutSeconds: number;
}

/** Spool folders are named so, under the upload folder. */
export const spoolPrefix = 'arabeya-upload-';
export const spoolRoot = (limits: Pick<UploadLimits, 'tempDir'>) => limits.tempDir ?? os.tmpdir();

/**
 * A lease outlives the longest upload on a slow mobile line (120 MB at 1 Mbit/s) but frees the
 * user soon after a process dies with their upload; the lease is released when the upload ends.
 */
export const uploadLeaseMs = 20 * 60 * 1000;
/** How long a client waits before trying again when the process holds too many upload bytes. */
export const busyRetryAfterSeconds = 30;

let bytesInFlight = 0;

/** Bytes of uploads this process holds now (tests look). */
export const uploadBytesInFlight = () => bytesInFlight;

/**
 * Runs `work` as the user's only upload (across processes), with the request's bytes counted
 * against the process's budget, before a byte of the body is read. The body's length bounds
 * what an upload can spool; without one, `maxBytes` (what the multipart limits let through) is
 * counted. Refusals: 503 with Retry-After when the process holds too much (answered here, as
 * the error handler hides the message of every 5xx), 429 when the user already has an upload in
 * flight.
 */
export async function guardUpload<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { userId: string; limits: UploadLimits; maxBytes: number },
  work: () => Promise<T>,
): Promise<T | FastifyReply> {
  const declared = Number(request.headers['content-length']);
  const bytes = Number.isFinite(declared) ? Math.min(declared, options.maxBytes) : options.maxBytes;
  if (bytesInFlight + bytes > options.limits.tempBytesPerProcess) {
    return reply
      .code(503)
      .header('retry-after', busyRetryAfterSeconds)
      .send({ message: 'The server is busy with other uploads; try again in a minute' });
  }
  bytesInFlight += bytes;
  try {
    const leased = await takeUploadLease(db, options.userId, new Date(Date.now() + uploadLeaseMs));
    if (!leased) {
      throw new HttpError(429, 'Wait until your other upload has finished, then try again');
    }
    try {
      return await work();
    } finally {
      // One that cannot be released (the database is down) expires on its own.
      await releaseUploadLease(db, options.userId).catch(() => undefined);
    }
  } finally {
    bytesInFlight -= bytes;
  }
}

/**
 * Removes spool folders older than `maxAgeMs`: those of a process that died mid-upload (a live
 * upload removes its own). Answers how many were removed.
 */
export async function sweepSpools(
  limits: Pick<UploadLimits, 'tempDir'>,
  maxAgeMs: number,
  now = Date.now(),
): Promise<number> {
  const root = spoolRoot(limits);
  const names = (await readdir(root).catch(() => [])).filter((name) =>
    name.startsWith(spoolPrefix),
  );
  let removed = 0;
  for (const name of names) {
    const folder = path.join(root, name);
    const info = await stat(folder).catch(() => undefined);
    if (!info?.isDirectory() || now - info.mtimeMs < maxAgeMs) continue;
    await rm(folder, { recursive: true, force: true });
    removed++;
  }
  return removed;
}
