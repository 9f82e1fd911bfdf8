import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { RefusedFile } from '#shared/schemas/car-write';
import { maxFilesPerUpload, maxUploadBytes } from '#shared/reference/limits';
import { HttpError } from '../../plugins/errors';
import { spoolPrefix, spoolRoot, type UploadLimits } from './upload-guard';

/** Options of @fastify/multipart for picture uploads: at most 30 files of 4 MB each. */
export const uploadLimits = {
  // Busboy stops at the 31st file: the request is refused whole (nothing is stored).
  files: maxFilesPerUpload,
  // A bigger file is cut there and marked truncated: it alone is refused.
  fileSize: maxUploadBytes,
  fields: 10,
  fieldSize: 1024,
  parts: maxFilesPerUpload + 10,
  headerPairs: 100,
};

/** The most an upload can spool: busboy cuts each file at the limit and stops at the 31st. */
export const maxUploadSpoolBytes = maxFilesPerUpload * maxUploadBytes;

/** A file of the upload, spooled to a temporary file. */
export interface ReceivedFile {
  name: string;
  path: string;
  size: number;
}

export interface ReceivedUpload {
  files: ReceivedFile[];
  refused: RefusedFile[];
  /** Removes the temporary files; call it when done, whatever happened. */
  discard(): Promise<void>;
}

const bytes = (count: number) => count.toLocaleString('en-US');

export const tooLargeMessage = (name: string, what = 'one picture') =>
  `"${name}" is larger than ${bytes(maxUploadBytes)} bytes (4 MB), the limit for ${what}`;

class SpoolFailed extends Error {
  constructor(cause: unknown) {
    super('writing an upload to its spool file failed', { cause });
  }
}

/** The name a picture keeps: the file's own name without folders or control characters. */
export function pictureName(filename: string | undefined, index: number): string {
  const base = (filename ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 200) || `picture-${index + 1}`;
}

/**
 * The answer to an upload the multipart parser refused, chosen by @fastify/multipart's error
 * code. Busboy's own parse errors carry no code: they are the sender's fault too. The parser's
 * message is never sent back. Shared by the picture and the logo uploads.
 */
export function refusedUpload(
  error: unknown,
  upload: { maxFiles: number; tooLargeMessage: string },
): HttpError {
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_FILES_LIMIT':
      return new HttpError(
        400,
        upload.maxFiles === 1
          ? 'Send one file per upload; nothing was stored'
          : `At most ${upload.maxFiles} files per upload; nothing was stored. Send the rest in another upload.`,
      );
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(400, 'Too many parts in the upload; nothing was stored');
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, upload.tooLargeMessage);
    default:
      return new HttpError(400, 'The upload could not be read');
  }
}

/**
 * Reads the multipart upload one part at a time, each file streamed to a temporary file (never
 * the whole upload in memory). A file over the byte limit is refused by name and the rest goes
 * on; a 31st file refuses the whole upload (400) before anything is stored. The files are
 * spooled in a folder of their own under the upload folder, removed by `discard`.
 */
export async function receiveUpload(
  request: FastifyRequest,
  limits: Pick<UploadLimits, 'tempDir'>,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    throw new HttpError(400, 'Send the pictures as multipart/form-data');
  }
  await mkdir(spoolRoot(limits), { recursive: true });
  const dir = await mkdtemp(path.join(spoolRoot(limits), spoolPrefix));
  const discard = () => rm(dir, { recursive: true, force: true });
  const files: ReceivedFile[] = [];
  const refused: RefusedFile[] = [];
  try {
    let index = 0;
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const name = pictureName(part.filename, index);
      const file = path.join(dir, `${index++}`);
      const out = createWriteStream(file);
      await pipeline(part.file, out).catch((error: unknown) => {
        // A system call failed (disk full, ...): our fault, not the upload's.
        throw typeof (error as NodeJS.ErrnoException).syscall === 'string'
          ? new SpoolFailed(error)
          : error;
      });
      if (part.file.truncated) {
        await rm(file, { force: true });
        refused.push({ name, message: tooLargeMessage(name) });
      } else {
        files.push({ name, path: file, size: out.bytesWritten });
      }
    }
  } catch (error) {
    await discard();
    if (error instanceof SpoolFailed) throw error.cause;
    throw refusedUpload(error, {
      maxFiles: maxFilesPerUpload,
      tooLargeMessage: tooLargeMessage('the file'),
    });
  }
  if (files.length + refused.length === 0) {
    await discard();
    throw new HttpError(400, 'No pictures in the upload');
  }
  return { files, refused, discard };
}
