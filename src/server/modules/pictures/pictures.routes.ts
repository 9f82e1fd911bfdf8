import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maxFilesPerUpload } from '#shared/reference/limits';
import { carParamsSchema } from '#shared/schemas/car';
import {
  pictureListResponseSchema,
  pictureOrderBodySchema,
  pictureParamsSchema,
  pictureUploadResponseSchema,
  showcaseBodySchema,
} from '#shared/schemas/car-write';
import { sessionRequired, type Authenticate } from '../../plugins/authenticate';
import { repeatWhileServing } from '../../lib/periodic';
import { fileSweepEveryMs, sweepFiles, uploadGraceMs } from './file-cleanup';
import {
  carPictureList,
  chooseShowcase,
  deletePicture,
  retryPicture,
  reorderPictures,
  requirePictureRoom,
  uploadPictures,
  type PictureDeps,
} from './pictures.service';
import { maxUploadSpoolBytes, receiveUpload, uploadLimits } from './receive-upload';
import { guardUpload, sweepSpools } from './upload-guard';

/**
 * An upload as the API document shows it: the handler reads the parts itself (receiveUpload),
 * taking every file part whatever its field's name.
 */
const pictureUploadForm = z.object({
  pictures: z
    .array(z.file())
    .max(maxFilesPerUpload)
    .describe(
      'The pictures, a file part each (the web app names the field `pictures`); a file over 4 MB is refused by name and the others kept',
    ),
});

/**
 * Upload, list, retry, delete, reorder and the showcase choice of a car's pictures
 * (docs/decisions/031, 134), with the permission of editing the car. Multipart parsing is registered here only.
 */
export const pictureRoutes =
  (deps: Omit<PictureDeps, 'log'> & { authenticate: Authenticate }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, authenticate } = deps;
    await app.register(fastifyMultipart, { limits: uploadLimits, throwFileSizeLimit: false });

    repeatWhileServing(
      app,
      () => sweepFiles(db, deps.storage, { log: app.log }),
      fileSweepEveryMs,
      'file sweep failed',
    );
    repeatWhileServing(
      app,
      () => sweepSpools(deps.uploads, uploadGraceMs),
      fileSweepEveryMs,
      'upload folder sweep failed',
    );

    app.post(
      '/api/v1/pictures/car/:id',
      {
        preParsing: sessionRequired(authenticate),
        schema: {
          params: carParamsSchema,
          response: { 200: pictureUploadResponseSchema },
          consumes: ['multipart/form-data'],
          documented: { body: pictureUploadForm },
        },
      },
      async (request, reply) => {
        const { userId } = await authenticate(request);
        const carId = request.params.id;
        // Refuse before reading a byte of the upload.
        const { dealerId } = await deps.cars.manageable(db, userId, carId);
        await requirePictureRoom(deps, dealerId);
        const guard = { userId, limits: deps.uploads, maxBytes: maxUploadSpoolBytes };
        return guardUpload(db, request, reply, guard, async () => {
          const upload = await receiveUpload(request, deps.uploads);
          try {
            const target = { id: carId, dealerId };
            return await uploadPictures({ ...deps, log: request.log }, userId, target, upload);
          } finally {
            await upload.discard();
          }
        });
      },
    );

    app.get(
      '/api/v1/pictures/car/:id',
      {
        preParsing: sessionRequired(authenticate),
        schema: { params: carParamsSchema, response: { 200: pictureListResponseSchema } },
      },
      async (request) => {
        const { userId } = await authenticate(request);
        return { pictures: await carPictureList(deps, userId, request.params.id) };
      },
    );

    app.post(
      '/api/v1/pictures/car/:id/:pictureId/retry',
      {
        preParsing: sessionRequired(authenticate),
        schema: { params: pictureParamsSchema, response: { 200: pictureListResponseSchema } },
      },
      async (request) => {
        const { userId } = await authenticate(request);
        const { id, pictureId } = request.params;
        return { pictures: await retryPicture(deps, userId, id, pictureId) };
      },
    );

    app.delete(
      '/api/v1/pictures/car/:id/:pictureId',
      {
        preParsing: sessionRequired(authenticate),
        schema: { params: pictureParamsSchema, response: { 200: pictureListResponseSchema } },
      },
      async (request) => {
        const { userId } = await authenticate(request);
        const { id, pictureId } = request.params;
        const pictures = await deletePicture({ ...deps, log: request.log }, userId, id, pictureId);
        return { pictures };
      },
    );

    app.put(
      '/api/v1/pictures/car/:id/order',
      {
        preParsing: sessionRequired(authenticate),
        schema: {
          params: carParamsSchema,
          body: pictureOrderBodySchema,
          response: { 200: pictureListResponseSchema },
        },
      },
      async (request) => {
        const { userId } = await authenticate(request);
        const { pictureIds } = request.body;
        return { pictures: await reorderPictures(deps, userId, request.params.id, pictureIds) };
      },
    );

    app.put(
      '/api/v1/pictures/car/:id/showcase',
      {
        preParsing: sessionRequired(authenticate),
        schema: {
          params: carParamsSchema,
          body: showcaseBodySchema,
          response: { 200: pictureListResponseSchema },
        },
      },
      async (request) => {
        const { userId } = await authenticate(request);
        const { pictureId } = request.body;
        return { pictures: await chooseShowcase(deps, userId, request.params.id, pictureId) };
      },
    );
  };
