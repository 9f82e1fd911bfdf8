import { z } from 'zod';
import { carSchema } from './car';
import { filterText, idSchema } from './common';

export const dealerSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  city: z.string(),
  logoUrl: z.string().nullable(),
  carCount: z.number().int(),
});
export type DealerSummary = z.infer<typeof dealerSummarySchema>;

export const dealerListQuerySchema = z.object({ q: filterText }).strict();

export const dealerListResponseSchema = z.object({ dealers: z.array(dealerSummarySchema) });
export type DealerListResponse = z.infer<typeof dealerListResponseSchema>;

export const teamMemberStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type TeamMemberStatus = z.infer<typeof teamMemberStatusSchema>;

export const dealerDetailSchema = dealerSummarySchema.extend({
  phone: z.string(),
  whatsapp: z.string(),
  address: z.string(),
  createdAt: z.string(),
  /** Keyed by user id. */
  employees: z.record(z.string(), z.object({ status: teamMemberStatusSchema })),
  /** The newest active cars, keyed by id; the full list pages through car search by dealer. */
  cars: z.record(idSchema, carSchema),
});
export type DealerDetail = z.infer<typeof dealerDetailSchema>;

export const dealerParamsSchema = z.object({ id: idSchema }).strict();
