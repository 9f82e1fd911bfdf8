import { z } from 'zod';

/** Every error body the API answers: a human message, and for bad input the zod issues. */
export const apiErrorSchema = z.object({
  message: z.string(),
  issues: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
    .optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
