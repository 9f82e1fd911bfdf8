import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { carParamsSchema } from '#shared/schemas/car';
import {
  pictureListResponseSchema,
  pictureOrderBodySchema,
  pictureParamsSchema,
  pictureUploadResponseSchema,
  showcaseBodySchema,
} from '#shared/schemas/car-write';
import type { Authenticate } from '../auth/authenticate';
import { repeatWhileServing } from '../../lib/periodic';
import { manageableCar } from '../cars/car-access';
import { fileSweepEveryMs, sweepFiles } from './file-cleanup';
import {
  chooseShowcase,
  deletePicture,
  reorderPictures,
  uploadPictures,
  type PictureDeps,
} from './pictures.service';
import { receiveUpload, uploadLimits } from './receive-upload';

/**
 * Upload, delete, reorder and the showcase choice of a car's pictures (docs/decisions/031),
 * with the permission of editing the car. Multipart parsing is registered here only.
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

    app.post(
      '/api/v1/cars/:id/pictures',
      { schema: { params: carParamsSchema, response: { 200: pictureUploadResponseSchema } } },
      async (request) => {
        const { userId } = await authenticate(request);
        const carId = request.params.id;
        // Refuse before reading a byte of the upload.
        await manageableCar(db, userId, carId);
        const upload = await receiveUpload(request);
        try {
          return await uploadPictures({ ...deps, log: request.log }, userId, carId, upload);
        } finally {
          await upload.discard();
        }
      },
    );

    app.delete(
      '/api/v1/cars/:id/pictures/:pictureId',
      { schema: { params: pictureParamsSchema, response: { 200: pictureListResponseSchema } } },
      async (request) => {
        const { userId } = await authenticate(request);
        const { id, pictureId } = request.params;
        const pictures = await deletePicture({ ...deps, log: request.log }, userId, id, pictureId);
        return { pictures };
      },
    );

    app.put(
      '/api/v1/cars/:id/pictures/order',
      {
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
      '/api/v1/cars/:id/showcase',
      {
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
