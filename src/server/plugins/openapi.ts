import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { apiErrorSchema } from '#shared/errors';
import { fixedRoutes, isUnder, routePrefixes } from '../route-owners';
import { requiresApiKey, requiresSession } from './authenticate';

/** An answer's zod schema, sent as JSON; or its description and schema by type (a page). */
type DocumentedAnswer =
  ZodType | { description: string; content: Record<string, { schema: ZodType }> };

declare module 'fastify' {
  interface FastifySchema {
    /**
     * For the API document alone, what a handler reads or writes where no schema of Fastify's
     * can check it: a multipart upload it reads part by part (`body`, with `consumes`), JSON text
     * it wrote and cached, which Fastify sends as it is, a redirect or a page (`response`).
     * Fastify never reads this key.
     */
    documented?: { body?: ZodType; response?: Record<number, DocumentedAnswer> };
  }
}

/** The document, generated from the routes' own schemas (docs/decisions/170). */
const openApiPath = '/api/openapi.json';
/** The reference page that reads it (Swagger UI, served from this server). */
const apiReferencePath = '/api/docs';

/** What the document covers: the JSON API, not the pages, files and tools beside it. */
const apiPrefix = '/api/v1';

const sessionScheme = 'sessionToken';
const apiKeyScheme = 'apiKey';

/** One tag per server module, as src/server/route-owners.ts gives each its addresses. */
const moduleTags: Readonly<Record<string, string>> = {
  auth: 'Sign-in through an identity provider, and the session token it ends with.',
  users: "The signed-in user: who they are, and their place in dealerships' teams.",
  cars: "Listings: search, filters with counts, a car with its fair price and price history, and the dealers' own cars (create, edit, delete).",
  pictures: "A dealer's pictures of a car: upload, order, showcase, retry, delete.",
  'dealer-profiles':
    "The dealer directory and a dealership's public profile, its logo and its finance offer.",
  team: "A dealership's team: invitations and their answers, roles, removal.",
  favourites: 'The cars a buyer keeps.',
  'saved-searches': 'Searches a buyer keeps, and the alerts they send.',
  leads:
    "Inquiries and contact taps on a car, the dealers' lead inbox, reports of a listing and the operators' review of them.",
  analytics: 'Page views, and the insights a dealership reads from them.',
  config: 'Feature flags, public keys and the finance terms, for the web app.',
  health: 'Liveness and readiness, for a load balancer.',
  stock:
    "A dealership's stock in bulk: spreadsheet imports (upload, dry run, confirm, progress, the last ones), the export in the import's format, and the stock API for dealer systems (an API key).",
  'api-keys': "A dealership's API keys: made, listed and revoked by its admins.",
};

const description = `The JSON API of Arabeya, the bilingual car marketplace: what its web app reads and writes, for buyers and for dealers.

**Signing in.** \`GET /api/v1/auth/login\` sends the browser to the identity provider (Google, or the development provider of a local run); its callback page hands the web app a session token. Every operation that lists the \`sessionToken\` scheme (a lock on the reference page) needs it as \`Authorization: Bearer <token>\`, and answers 401 without it. A token lasts an hour: \`POST /api/v1/auth/refresh\` trades it for a new one while the session lives (a week from the last refresh, at most 30 days from sign-in), and \`POST /api/v1/auth/logout\` ends the session. A few public routes read a token when one is sent: \`GET /api/v1/dealer\` then lists only the user's dealerships, and an inquiry is then the signed-in buyer's.

**Errors** are \`{ message }\`, with \`issues\` for a request its schema refused (400). Too many requests get 429 with \`Retry-After\`. An answer to a request that carries a token is \`Cache-Control: private, no-store\`.

Not described here: the server-written pages, sitemaps and robots.txt, the stored pictures (\`/media\`), the unsubscribe page of alert mail, and the development sign-in and mailbox.`;

/** The answer of every route that fails: the error handler (plugins/errors.ts) writes it. */
const errorAnswer = apiErrorSchema.describe(
  'An error: `{ message }`, and for a refused request its `issues`',
);

function ownerOf(path: string) {
  const owner =
    fixedRoutes.find((route) => route.path === path)?.owner ??
    Object.entries(routePrefixes).find(([, prefixes]) =>
      prefixes.some((prefix) => isUnder(path, prefix)),
    )?.[0];
  if (!owner) throw new Error(`${path} has no owner in src/server/route-owners.ts`);
  return owner;
}

/**
 * zod's schemas as JSON Schema (2020-12, as OpenAPI 3.1 has it): a request as its input, before
 * any transform, which is what a client sends; an answer as it is sent.
 */
const routeSchemaToJson = createJsonSchemaTransform({});

const documentRoute: SwaggerTransform = ({ schema, url, route, ...document }) => {
  if (!isUnder(url, apiPrefix)) return { schema: { hide: true }, url };
  // Typed as always there, but a route that declares no schema has none.
  const { documented, ...checked }: FastifySchema = schema ?? {};
  const described = routeSchemaToJson({
    ...document,
    url,
    route,
    schema: {
      ...checked,
      body: checked.body ?? documented?.body,
      response: {
        ...(checked.response as Record<number, DocumentedAnswer> | undefined),
        ...documented?.response,
        default: errorAnswer,
      },
    },
  });
  return {
    url,
    schema: {
      ...described.schema,
      tags: [ownerOf(url)],
      ...(requiresSession(route) && { security: [{ [sessionScheme]: [] }] }),
      ...(requiresApiKey(route) && { security: [{ [apiKeyScheme]: [] }] }),
    },
  };
};

/**
 * The OpenAPI 3.1 document of every route under /api/v1 at `openApiPath`, and its reference
 * page at `apiReferencePath`. Registered before the routes: the document collects each route as
 * it is registered.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      // The API's version, as its paths carry it.
      info: { title: 'Arabeya API', version: '1', description },
      servers: [{ url: publicUrl, description: 'This deployment (PUBLIC_URL)' }],
      tags: Object.entries(moduleTags).map(([name, text]) => ({ name, description: text })),
      components: {
        securitySchemes: {
          [sessionScheme]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'The session token that sign-in hands the web app; it lasts an hour, and `POST /api/v1/auth/refresh` renews it.',
          },
          [apiKeyScheme]: {
            type: 'apiKey',
            in: 'header',
            name: 'X-API-Key',
            description:
              "A dealership's API key, made by its admins on My Team: the stock API acts as the dealership with a manager's rights on cars (docs/decisions/174).",
          },
        },
      },
    },
    transform: documentRoute,
    transformObject: createJsonSchemaTransformObject({}),
  });
  // The page's script, styles and the document it reads are all served from here, under the
  // site's Content-Security-Policy (plugins/security.ts), which it keeps as it is: Swagger UI
  // runs no inline script. Its top bar is left out: its logo brings an inline <style> the
  // policy refuses, and its box for reading another address's document could reach none.
  await app.register(fastifySwaggerUi, {
    routePrefix: apiReferencePath,
    theme: { title: 'Arabeya API' },
    uiConfig: { layout: 'BaseLayout' },
  });
  app.get(openApiPath, { schema: { hide: true } }, () => app.swagger());
}
