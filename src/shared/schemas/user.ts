import { z } from 'zod';
import { idSchema } from './common';
import { inBothLanguagesSchema, teamMemberStatusSchema } from './dealer';

/** Roles the server answers on user update (`roleFromAccess`); null for a plain user. */
export const userRoleSchema = z.enum(['Dealer', 'DealerEmployee']).nullable();
export type UserRole = z.infer<typeof userRoleSchema>;

export const teamRoleSchema = z.enum(['admin', 'manager', 'employee']);
export type TeamRole = z.infer<typeof teamRoleSchema>;

export const dealerAccessSchema = z.object({
  dealerId: idSchema,
  /** The English name, else the Arabic one; screens show `dealerNames` in their language. */
  dealerName: z.string(),
  dealerNames: inBothLanguagesSchema,
  role: teamRoleSchema,
  status: teamMemberStatusSchema,
});
export type DealerAccess = z.infer<typeof dealerAccessSchema>;

/** The signed-in user as verify answers it; clients rely on these exact field names. */
export const userSchema = z.object({
  uid: idSchema,
  name: z.string(),
  email: z.string(),
  photoURL: z.string().nullable(),
  role: userRoleSchema,
  dealer_access: z.array(dealerAccessSchema),
});
export type User = z.infer<typeof userSchema>;

export const verifyResponseSchema = z.object({ mapsKey: z.string(), user: userSchema });
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

/** The body of `POST /api/v1/user/update`. */
export const userUpdateBodySchema = z
  .object({
    userId: idSchema,
    /** The client's clock, so a day of skew is allowed; beyond that it is no real time. */
    lastSeen: z
      .number()
      .int()
      .positive()
      .refine((ms) => ms <= Date.now() + 86_400_000, 'must not be in the future'),
    firebaseName: z.string().trim().max(200),
    email: z.email().max(320),
    photoUrl: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .nullable()
      .or(z.literal('')),
    os: z.literal('web'),
  })
  .strict();
export type UserUpdateBody = z.infer<typeof userUpdateBodySchema>;

export const userUpdateResponseSchema = z.object({ role: userRoleSchema });

export const tokenResponseSchema = z.object({ token: z.string() });

/** Where the sign-in flow returns to: a local path only (never `//host` or a full URL). */
export const returnPathSchema = z
  .string()
  .max(500)
  .refine((path) => /^\/(?![/\\])/.test(path), 'must be a local path')
  .catch('/');

export const loginQuerySchema = z
  .object({
    returnTo: returnPathSchema.optional(),
    mode: z.enum(['popup', 'redirect']).default('popup'),
  })
  .strict();
