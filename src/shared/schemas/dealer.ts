import { z } from 'zod';
import { governorates } from '../reference/cities';
import { carSchema } from './car';
import { filterText, idSchema } from './common';

/** A text a dealership gives in English and in Arabic, null where it gave none. */
export const inBothLanguagesSchema = z.object({
  en: z.string().nullable(),
  ar: z.string().nullable(),
});

export const dealerSummarySchema = z.object({
  id: idSchema,
  /** The English name, else the Arabic one; pages show `names` in their own language. */
  name: z.string(),
  names: inBothLanguagesSchema,
  city: z.string(),
  logoUrl: z.string().nullable(),
  carCount: z.number().int(),
});
export type DealerSummary = z.infer<typeof dealerSummarySchema>;

/**
 * The directory's search: `q`, words of either name in any common spelling
 * (`dealerNameMatches`); `governorate`, a key of `governorates`, for the dealerships in its
 * cities.
 */
export const dealerListQuerySchema = z
  .object({
    q: filterText,
    governorate: z
      .enum(governorates.map((entry) => entry.key) as [string, ...string[]], {
        error: 'Unknown governorate',
      })
      .optional(),
  })
  .strict();
export type DealerListQuery = z.input<typeof dealerListQuerySchema>;

export const dealerListResponseSchema = z.object({ dealers: z.array(dealerSummarySchema) });
export type DealerListResponse = z.infer<typeof dealerListResponseSchema>;

export const teamMemberStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type TeamMemberStatus = z.infer<typeof teamMemberStatusSchema>;

export const dealerDetailSchema = dealerSummarySchema.extend({
  phone: z.string(),
  whatsapp: z.string(),
  /** The English address, else the Arabic one; '' without either. */
  address: z.string(),
  addresses: inBothLanguagesSchema,
  createdAt: z.string(),
  /** Keyed by user id. */
  employees: z.record(z.string(), z.object({ status: teamMemberStatusSchema })),
  /** The newest active cars, keyed by id; the full list pages through car search by dealer. */
  cars: z.record(idSchema, carSchema),
});
export type DealerDetail = z.infer<typeof dealerDetailSchema>;

export const dealerParamsSchema = z.object({ id: idSchema }).strict();
