import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Db } from './db/database';
import type { Config } from './env';
import { registerErrorHandler } from './plugins/errors';
import { registerWeb } from './plugins/web';
import { healthRoutes } from './modules/health/health.routes';
import { carRoutes } from './modules/cars/cars.routes';
import { dealerRoutes } from './modules/dealers/dealers.routes';
import { mediaUrlPrefix } from './storage/local-storage';
import type { Storage } from './storage/storage';

export interface AppDependencies {
  config: Config;
  db: Db;
  storage: Storage;
  /** The folder the local storage driver writes to, served under /media. */
  mediaDir?: string | undefined;
  /** The built SPA (dist/web); without it only the API answers. */
  webDir?: string | undefined;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole app without listening: main.ts listens, tests call `inject`. */
export async function buildApp(deps: AppDependencies) {
  const app = Fastify({
    logger: deps.logger ?? false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  if (deps.mediaDir) {
    await app.register(fastifyStatic, {
      root: path.resolve(deps.mediaDir),
      prefix: mediaUrlPrefix,
      decorateReply: false,
      index: false,
      maxAge: '7d',
    });
  }
  await app.register(healthRoutes(deps.db));
  await app.register(carRoutes(deps.db, deps.storage));
  await app.register(dealerRoutes(deps.db, deps.storage));
  await registerWeb(app, deps.webDir);
  return app;
}
