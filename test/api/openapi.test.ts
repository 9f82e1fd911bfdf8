import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '#test/db';
import { collectRoutes, type RouteRow } from '../../scripts/route-table';

/** The parts of the document these tests read (a type, so that it is a record to the validator). */
type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
};

interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; schema: { type?: string } }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}

/**
 * The JSON API, which the document must describe whole: every route under /api/v1. What else
 * the server answers (pages, sitemaps, /media, the development tools, the document and its
 * page) is no part of it.
 */
const isApiPath = (path: string) => path.startsWith('/api/v1/');

/** Fastify's `/car/:id` as OpenAPI writes it, `/car/{id}`. */
const openApiPathOf = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const operationMethods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch']);

const operationsOf = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => operationMethods.has(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );

/** The places in a JSON value where it holds `{}`, as dotted paths. */
function emptyObjectsIn(value: unknown, at: string[] = []): string[] {
  if (typeof value !== 'object' || value === null) return [];
  const entries = Object.entries(value);
  if (entries.length === 0 && !Array.isArray(value)) return [at.join('.')];
  return entries.flatMap(([key, child]) => emptyObjectsIn(child, [...at, key]));
}

// The registered routes, read as `npm run routes` reads them for docs/routes.md.
let routes: RouteRow[];
beforeAll(async () => {
  routes = await collectRoutes();
});

describe.each(databaseKinds)('the OpenAPI document on %s', (kind) => {
  let t: TestApp;
  let document: OpenApiDocument;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.json();
  });
  afterAll(() => t.close());

  it('describes every method of every API route, and no other route', () => {
    const registered = routes
      .filter((route) => isApiPath(route.path))
      .flatMap((route) => route.methods.map((method) => `${method} ${openApiPathOf(route.path)}`));
    const documented = operationsOf(document).map(({ method, path }) => `${method} ${path}`);
    expect(registered.length).toBeGreaterThan(60);
    expect(documented.sort()).toEqual(registered.sort());
  });

  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Arabeya API', version: '1' });
    expect(document.servers).toEqual([expect.objectContaining({ url: 'http://arabeya.test' })]);
  });

  it("tags each operation with its module, and says what each module's tag holds", () => {
    const declared = new Map(document.tags.map((tag) => [tag.name, tag.description]));
    for (const { method, path, operation } of operationsOf(document)) {
      expect(operation.tags, `${method} ${path}`).toHaveLength(1);
      const [tag = ''] = operation.tags ?? [];
      expect(declared.get(tag), `${method} ${path}: tag ${tag}`).toBeTruthy();
    }
    const owners = new Set(routes.filter((route) => isApiPath(route.path)).map((r) => r.owner));
    expect([...declared.keys()].sort()).toEqual([...owners].sort());
  });

  it('marks exactly the routes that refuse a request without a session token or an API key', async () => {
    expect(document.components.securitySchemes.sessionToken).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const misdescribed: string[] = [];
    for (const { method, path, operation } of operationsOf(document)) {
      const marked = (operation.security ?? []).some(
        (entry) => 'sessionToken' in entry || 'apiKey' in entry,
      );
      const response = await t.app.inject({
        method: method as 'GET',
        url: path.replace(/\{\w+\}/g, 'unknown'),
      });
      if (marked !== (response.statusCode === 401)) {
        misdescribed.push(`${method} ${path}: marked ${marked}, answered ${response.statusCode}`);
      }
    }
    expect(misdescribed).toEqual([]);
  });

  it('shows a request as the client sends it, before the schema transforms it', () => {
    // `?ids=a,b` becomes a list of ids for the handler; the client sends one string.
    const byIds = document.paths['/api/v1/car/by-ids']?.get;
    const ids = byIds?.parameters?.find((parameter) => parameter.name === 'ids');
    expect(ids).toMatchObject({ in: 'query', schema: { type: 'string' } });
    // Uploads are read by their handlers, not by a schema: still described, as forms.
    const upload = document.paths['/api/v1/pictures/car/{id}']?.post;
    expect(Object.keys(upload?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    // The search sends JSON text it cached, which no schema checks; it is described all the same.
    const search = document.paths['/api/v1/car/search']?.get;
    expect(search?.responses['200']?.content).toHaveProperty('application/json');
  });

  it('answers every error as `{ message }`, and shows no schema as "anything" unawares', () => {
    for (const { method, path, operation } of operationsOf(document)) {
      expect(operation.responses.default?.content, `${method} ${path}`).toHaveProperty(
        'application/json',
      );
    }
    // `{}` accepts anything: what zod cannot write as JSON Schema comes out so. The one place
    // is a saved search's query, which the schema leaves open on purpose (`z.unknown()`).
    expect(emptyObjectsIn(document.paths)).toEqual([
      '/api/v1/saved-searches.post.requestBody.content.application/json.schema.properties.query.additionalProperties',
    ]);
  });

  it("is read by a reference page served from here, under the site's own policy", async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/unsafe/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      expect(asset, 'no asset from elsewhere').toMatch(/^\/api\/docs\/static\//);
      const response = await t.app.inject({ url: asset });
      expect(response.statusCode, asset).toBe(200);
    }
    const read = await t.app.inject({ url: '/api/docs/json' });
    expect(read.json()).toEqual(document);
  });
});
