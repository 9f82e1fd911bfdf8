import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  stockExportQuerySchema,
  stockImportCheckBodySchema,
  stockImportListSchema,
  stockImportParamsSchema,
  stockImportPreviewSchema,
  stockImportQuerySchema,
  stockImportRefusedSchema,
  stockImportStateSchema,
} from '#shared/schemas/stock-import';
import { sessionRequired, type Authenticate } from '../../plugins/authenticate';
import { HttpError } from '../../plugins/errors';
import { guardUpload, refusedUpload, type UploadLimits } from '../pictures/pictures.service';
import { photoZipLimits, zipTooLargeMessage } from './photo-zip';
import { sheetLimits } from './sheet-file';
import {
  addStockImportPhotos,
  allRefusedRows,
  checkStockImport,
  confirmStockImport,
  exportStock,
  recentStockImports,
  requireOpenImport,
  startStockImport,
  stockImport,
  type StockImportDeps,
} from './stock-imports.service';

/** What the upload takes, for the API document (the handler reads the one file part itself). */
const sheetUploadForm = z.object({
  file: z.file().describe('The sheet: an Excel workbook (.xlsx) or a CSV file, at most 20 MB'),
});

const tooLarge = `The file is larger than ${sheetLimits.bytes / 1024 / 1024} MB, the limit for one import`;

/** What the photos' upload takes, for the API document (the handler reads the file part itself). */
const photoZipUploadForm = z.object({
  file: z
    .file()
    .describe(
      `A .zip of the photos, at most ${photoZipLimits.bytes / 1024 / 1024} MB: each named by its row's stock number (or VIN) and place, "N-1-1.jpg", or in a folder named by it, "N-1/front.jpg"`,
    ),
});

/**
 * A dealership's spreadsheet imports: upload a sheet (its columns guessed), add a zip of its
 * photos, confirm the mapping for a dry run, read where an import is, list the last ones.
 * Multipart parsing is registered here only, for one file of at most 20 MB (the photos' zip:
 * 200 MB).
 */
export const stockImportRoutes =
  (
    deps: StockImportDeps & { authenticate: Authenticate; uploads: UploadLimits },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const { authenticate } = deps;
    await app.register(fastifyMultipart, {
      limits: { files: 1, fileSize: sheetLimits.bytes, fields: 5, fieldSize: 1024, parts: 6 },
      throwFileSizeLimit: false,
    });

    app.post(
      '/api/v1/stock/imports',
      {
        preParsing: sessionRequired(authenticate),
        schema: {
          querystring: stockImportQuerySchema,
          response: { 201: stockImportPreviewSchema },
          consumes: ['multipart/form-data'],
          documented: { body: sheetUploadForm },
        },
      },
      async (request, reply) => {
        const { userId } = await authenticate(request);
        const part = await request.file().catch(() => undefined);
        if (!part) throw new HttpError(400, 'Choose a spreadsheet file (.xlsx or .csv) to import');
        const folder = await mkdtemp(path.join(os.tmpdir(), 'arabeya-upload-'));
        try {
          const at = path.join(folder, 'sheet');
          await pipeline(part.file, createWriteStream(at));
          if (part.file.truncated) throw new HttpError(413, tooLarge);
          const preview = await startStockImport(deps, userId, request.query.dealerId, {
            name: part.filename,
            path: at,
          });
          return reply.code(201).send(preview);
        } finally {
          await rm(folder, { recursive: true, force: true });
        }
      },
    );

    app.post(
      '/api/v1/stock/imports/:id/photos',
      {
        preParsing: sessionRequired(authenticate),
        schema: {
          params: stockImportParamsSchema,
          response: { 200: stockImportStateSchema },
          consumes: ['multipart/form-data'],
          documented: { body: photoZipUploadForm },
        },
      },
      async (request, reply) => {
        const { userId } = await authenticate(request);
        const importId = request.params.id;
        // Refused before a byte of the upload is read.
        await requireOpenImport(deps, userId, importId);
        // The zip is spooled to a file, then read into memory to be stored: its bytes count
        // against the process's upload budget, as the user's one upload at a time.
        const guard = { userId, limits: deps.uploads, maxBytes: photoZipLimits.bytes };
        return guardUpload(deps.db, request, reply, guard, async () => {
          const limits = { fileSize: photoZipLimits.bytes };
          const part = await request.file({ limits }).catch(() => undefined);
          if (!part) throw new HttpError(400, 'Choose a .zip file of the photos to add');
          const folder = await mkdtemp(
            path.join(deps.uploads.tempDir ?? os.tmpdir(), 'arabeya-upload-'),
          );
          try {
            const at = path.join(folder, 'photos');
            await pipeline(part.file, createWriteStream(at)).catch((error: unknown) => {
              // A system call failed (disk full, ...): our fault, not the upload's.
              if (typeof (error as NodeJS.ErrnoException).syscall === 'string') throw error;
              throw refusedUpload(error, { maxFiles: 1, tooLargeMessage: zipTooLargeMessage });
            });
            if (part.file.truncated) throw new HttpError(413, zipTooLargeMessage);
            const file = { name: part.filename, path: at };
            return await addStockImportPhotos(deps, userId, importId, file);
          } finally {
            await rm(folder, { recursive: true, force: true });
          }
        });
      },
    );

    app.post(
      '/api/v1/stock/imports/:id/check',
      {
        preParsing: sessionRequired(authenticate),
        schema: {
          params: stockImportParamsSchema,
          body: stockImportCheckBodySchema,
          response: { 200: stockImportStateSchema },
        },
      },
      async (request) => {
        const { userId } = await authenticate(request);
        return checkStockImport(deps, userId, request.params.id, request.body.mapping);
      },
    );

    app.post(
      '/api/v1/stock/imports/:id/confirm',
      {
        preParsing: sessionRequired(authenticate),
        schema: { params: stockImportParamsSchema, response: { 200: stockImportStateSchema } },
      },
      async (request) => {
        const { userId } = await authenticate(request);
        return confirmStockImport(deps, userId, request.params.id);
      },
    );

    app.get(
      '/api/v1/stock/export',
      {
        preParsing: sessionRequired(authenticate),
        schema: { querystring: stockExportQuerySchema },
      },
      async (request, reply) => {
        const { userId } = await authenticate(request);
        const { dealerId, format, language } = request.query;
        const sheet = await exportStock(deps, userId, dealerId, format, language);
        return reply
          .type(sheet.contentType)
          .header(
            'content-disposition',
            `attachment; filename="stock.${format}"; filename*=UTF-8''${encodeURIComponent(sheet.fileName)}`,
          )
          .send(sheet.body);
      },
    );

    app.get(
      '/api/v1/stock/imports',
      {
        preParsing: sessionRequired(authenticate),
        schema: { querystring: stockImportQuerySchema, response: { 200: stockImportListSchema } },
      },
      async (request) => {
        const { userId } = await authenticate(request);
        return { imports: await recentStockImports(deps, userId, request.query.dealerId) };
      },
    );

    app.get(
      '/api/v1/stock/imports/:id/refused',
      {
        preParsing: sessionRequired(authenticate),
        schema: { params: stockImportParamsSchema, response: { 200: stockImportRefusedSchema } },
      },
      async (request) => {
        const { userId } = await authenticate(request);
        return allRefusedRows(deps, userId, request.params.id);
      },
    );

    app.get(
      '/api/v1/stock/imports/:id',
      {
        preParsing: sessionRequired(authenticate),
        schema: { params: stockImportParamsSchema, response: { 200: stockImportStateSchema } },
      },
      async (request) => {
        const { userId } = await authenticate(request);
        return stockImport(deps, userId, request.params.id);
      },
    );
  };
