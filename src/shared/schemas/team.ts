import { z } from 'zod';
import { idSchema } from './common';
import { teamMemberStatusSchema } from './dealer';
import { teamRoleSchema } from './user';
import { cities } from '../reference/cities';
import { latinDigits, phoneNumberPattern } from '../rules/numbers';

/**
 * A team member. `id` is the member's user uid; an invitation to an e-mail with
 * no account yet has the invitation's own id until that person signs in.
 */
export const teamMemberSchema = z.object({
  id: idSchema,
  email: z.string(),
  /** admin, manager or employee; anything else shows as 'Unknown'. */
  role: z.string(),
  status: teamMemberStatusSchema,
  name: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const dealerIdBodySchema = z.object({ dealerId: idSchema }).strict();
export const teamListResponseSchema = z.object({ team_members: z.array(teamMemberSchema) });

export const invitationAnswerBodySchema = z
  .object({ dealerId: idSchema, userId: idSchema })
  .strict();

export const inviteBodySchema = z
  .object({
    dealerId: idSchema,
    email: z
      .email()
      .max(320)
      .transform((email) => email.toLowerCase()),
    role: teamRoleSchema.default('employee'),
  })
  .strict();

export const memberBodySchema = z.object({ dealerId: idSchema, memberId: idSchema }).strict();
export const changeRoleBodySchema = memberBodySchema.extend({ role: teamRoleSchema }).strict();

export const teamMemberResponseSchema = z.object({ team_member: teamMemberSchema });

/** A phone number in Latin or Arabic-Indic digits, stored in Latin ones. */
const phone = z
  .string()
  .trim()
  .transform(latinDigits)
  .pipe(z.string().regex(phoneNumberPattern, 'Must be a phone number'));

/** A text in one language, trimmed; left out or empty, null. */
const textIfGiven = (lengths: { min?: number; max: number }) =>
  z
    .string()
    .trim()
    .nullable()
    .default(null)
    .transform((text) => (text === '' ? null : text))
    .pipe(
      z
        .string()
        .min(lengths.min ?? 0)
        .max(lengths.max)
        .nullable(),
    );

/** "Become a dealer" and the dealer profile on /my-account (docs/decisions/180). */
export const dealerProfileBodySchema = z
  .object({
    names: z
      .object({ en: textIfGiven({ min: 2, max: 120 }), ar: textIfGiven({ min: 2, max: 120 }) })
      .strict()
      .refine((names) => names.en !== null || names.ar !== null, {
        error: 'Give the dealership a name in English or in Arabic',
      }),
    city: z.enum(cities.map((city) => city.key) as [string, ...string[]]),
    phone,
    whatsapp: phone,
    addresses: z.object({ en: textIfGiven({ max: 300 }), ar: textIfGiven({ max: 300 }) }).strict(),
  })
  .strict();
export type DealerProfileBody = z.infer<typeof dealerProfileBodySchema>;
