import { z } from 'zod';
import { maxApiKeyNameLength, maxApiKeysPerDealer } from '../reference/limits';
import { idSchema } from './common';

/*
 * A dealership's API keys (docs/decisions/174), managed by its admins on /my-team: a key lets
 * the dealership's own system write its stock through the stock API (./dealer-stock.ts).
 */

export { maxApiKeyNameLength, maxApiKeysPerDealer };

/** A key as its list shows it: never its secret. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** Null until first used; kept to the minute. */
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** `GET /api/v1/api-keys?dealerId=…`: the dealership's keys in use, newest first. */
export const apiKeyListQuerySchema = z.object({ dealerId: idSchema }).strict();
export const apiKeyListResponseSchema = z.object({ apiKeys: z.array(apiKeySchema) });

/** `POST /api/v1/api-keys`. */
export const createApiKeyBodySchema = z
  .object({
    dealerId: idSchema,
    name: z
      .string({ error: 'Required' })
      .trim()
      .min(1, 'Required')
      .max(maxApiKeyNameLength, `At most ${maxApiKeyNameLength} characters`),
  })
  .strict();

/** The key made, and the whole key to send in `X-API-Key`: this answer is the only one with it. */
export const createdApiKeyResponseSchema = z.object({ apiKey: apiKeySchema, key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeyResponseSchema>;

/** `DELETE /api/v1/api-keys/{id}`: revokes it. */
export const apiKeyParamsSchema = z.object({ id: z.string().min(1).max(64) }).strict();
