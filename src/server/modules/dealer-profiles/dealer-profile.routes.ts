import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maxUploadBytes } from '#shared/reference/limits';
import { dealerDetailSchema, dealerParamsSchema } from '#shared/schemas/dealer';
import { dealerProfileBodySchema } from '#shared/schemas/team';
import { HttpError, notFound } from '../../plugins/errors';
import { sessionRequired, type Authenticate } from '../../plugins/authenticate';
import {
  guardUpload,
  pictureName,
  refusedUpload,
  tooLargeMessage,
} from '../pictures/pictures.service';
import { editDealerProfile, registerDealer } from './dealer-profile.service';
import { dealerDetail } from './dealer-directory.service';
import {
  checkLogoPermission,
  removeDealerLogo,
  replaceDealerLogo,
  type DealerLogoDeps,
} from './dealer-logo';

/** A logo upload is one image file of at most 4,194,304 bytes, like a car picture. */
const logoUploadLimits = { files: 1, fileSize: maxUploadBytes, fields: 0, parts: 1 };

/** An upload as the API document shows it: receiveLogo reads the first file part, whatever its name. */
const logoUploadForm = z.object({
  logo: z
    .file()
    .describe('The logo, an image of at most 4 MB (the web app names the field `logo`)'),
});

/** The upload's one file, read whole (a logo is small); 413 naming it when it is too large. */
async function receiveLogo(request: FastifyRequest): Promise<{ name: string; body: Buffer }> {
  if (!request.isMultipart()) throw new HttpError(400, 'Send the logo as multipart/form-data');
  const refused = (name: string) => (error: unknown) => {
    throw refusedUpload(error, { maxFiles: 1, tooLargeMessage: tooLargeMessage(name, 'a logo') });
  };
  const file = await request.file().catch(refused('the logo'));
  if (!file) throw new HttpError(400, 'No logo in the upload');
  const name = pictureName(file.filename, 0);
  const body = await file.toBuffer().catch(refused(name));
  return { name, body };
}

/** "Become a dealer", the dealer profile and its logo (docs/decisions/020 and 021). */
export const dealerProfileRoutes =
  (deps: DealerLogoDeps & { authenticate: Authenticate }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, storage, authenticate } = deps;
    await app.register(fastifyMultipart, { limits: logoUploadLimits });

    const detailOf = async (id: string) => {
      const detail = await dealerDetail(db, storage, id);
      if (!detail) throw notFound('Dealer');
      return detail;
    };

    app.post(
      '/api/v1/dealer/register',
      {
        preParsing: sessionRequired(authenticate),
        schema: { body: dealerProfileBodySchema, response: { 201: dealerDetailSchema } },
      },
      async (request, reply) => {
        const { userId } = await authenticate(request);
        const dealerId = await registerDealer(db, userId, request.body);
        return reply.code(201).send(await detailOf(dealerId));
      },
    );

    app.patch(
      '/api/v1/dealer/:id',
      {
        preParsing: sessionRequired(authenticate),
        schema: {
          params: dealerParamsSchema,
          body: dealerProfileBodySchema,
          response: { 200: dealerDetailSchema },
        },
      },
      async (request) => {
        const { userId } = await authenticate(request);
        const dealerId = request.params.id;
        await editDealerProfile(db, userId, dealerId, request.body);
        return detailOf(dealerId);
      },
    );

    app.put(
      '/api/v1/dealer/:id/logo',
      {
        preParsing: sessionRequired(authenticate),
        schema: {
          params: dealerParamsSchema,
          response: { 200: dealerDetailSchema },
          consumes: ['multipart/form-data'],
          documented: { body: logoUploadForm },
        },
      },
      async (request, reply) => {
        const { userId } = await authenticate(request);
        const dealerId = request.params.id;
        // Refuse before reading a byte of the upload.
        await checkLogoPermission(db, userId, dealerId);
        // The logo is read into memory, at most one picture's bytes.
        const guard = { userId, limits: deps.uploads, maxBytes: maxUploadBytes };
        return guardUpload(db, request, reply, guard, async () => {
          const file = await receiveLogo(request);
          await replaceDealerLogo({ ...deps, log: request.log }, userId, dealerId, file);
          return detailOf(dealerId);
        });
      },
    );

    app.delete(
      '/api/v1/dealer/:id/logo',
      {
        preParsing: sessionRequired(authenticate),
        schema: { params: dealerParamsSchema, response: { 200: dealerDetailSchema } },
      },
      async (request) => {
        const { userId } = await authenticate(request);
        const dealerId = request.params.id;
        await removeDealerLogo({ ...deps, log: request.log }, userId, dealerId);
        return detailOf(dealerId);
      },
    );
  };
