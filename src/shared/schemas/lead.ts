import { z } from 'zod';
import {
  contactChannels,
  leadKinds,
  leadStatuses,
  maxInquiryMessageLength,
  maxInquiryNameLength,
  maxLeadNoteLength,
} from '../reference/leads';
import { languages } from '../reference/types';
import { egyptianMobile } from '../rules/numbers';
import { carStatusSchema } from './car';
import { idSchema, instantSchema } from './common';

export const contactChannelSchema = z.enum(contactChannels);
export type ContactChannel = z.infer<typeof contactChannelSchema>;

/** The mobile number forms show as an example, written as Egyptians write it. */
export const exampleMobile = '0100 123 4567';

export const mobileNumberMessage = `Enter an Egyptian mobile number, like ${exampleMobile}`;

/**
 * `POST /api/v1/leads/car/{id}`: no sign-in needed. The phone is stored normalised
 * (+20 and ten digits). `website` is a field people never see: a form that fills it is a bot's.
 */
export const inquiryBodySchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Enter your name')
      .max(maxInquiryNameLength, `At most ${maxInquiryNameLength} characters`),
    phone: z
      .string()
      .max(40, mobileNumberMessage)
      .transform((phone, ctx) => {
        const mobile = egyptianMobile(phone);
        if (mobile) return mobile;
        ctx.addIssue({ code: 'custom', message: mobileNumberMessage });
        return z.NEVER;
      }),
    message: z
      .string()
      .trim()
      .max(maxInquiryMessageLength, `At most ${maxInquiryMessageLength} characters`)
      .default(''),
    preferredContact: contactChannelSchema.default('call'),
    /** The page's language: the dealer's reply opens in it. */
    language: z.enum(languages).optional(),
    website: z.string().max(500).default(''),
  })
  .strict();
export type InquiryBody = z.infer<typeof inquiryBodySchema>;
export type InquiryInput = z.input<typeof inquiryBodySchema>;

export const carContactParamsSchema = z
  .object({ id: idSchema, channel: contactChannelSchema })
  .strict();

/** What a sent inquiry answers: received (a repeat or a bot's is answered the same). */
export const inquiryResponseSchema = z.object({ received: z.literal(true) });

/*
 * The lead inbox (/my-leads): `GET /api/v1/leads/dealer/{id}` and the calls on one lead. A
 * dealership's admins and managers see all its leads and assign them; an employee sees the leads
 * of the cars they created and those assigned to them. Another's lead is a 404.
 */

export const leadKindSchema = z.enum(leadKinds);
export type LeadKind = z.infer<typeof leadKindSchema>;

export const leadStatusSchema = z.enum(leadStatuses);
export type LeadStatus = z.infer<typeof leadStatusSchema>;

/** A car as a lead or a report names it, with its status (a `hidden` one has no public page). */
export const leadCarSchema = z.object({
  id: idSchema,
  /** Make, model and year in English; the web app titles it in the page's language with these: */
  title: z.string(),
  make: z.string(),
  model: z.string(),
  firstRegistration: z.number().int(),
  price: z.number().int(),
  status: carStatusSchema,
});
export type LeadCar = z.infer<typeof leadCarSchema>;

export const teamPersonSchema = z.object({ id: idSchema, name: z.string() });
export type TeamPerson = z.infer<typeof teamPersonSchema>;

export const leadSchema = z.object({
  id: idSchema,
  kind: leadKindSchema,
  status: leadStatusSchema,
  /** Null once the car is deleted (the lead stays). */
  car: leadCarSchema.nullable(),
  /** An inquiry's; null for a counted Call or WhatsApp tap. */
  name: z.string().nullable(),
  /** +20 and ten digits. */
  phone: z.string().nullable(),
  message: z.string().nullable(),
  preferredContact: contactChannelSchema.nullable(),
  /** The language the buyer wrote in; null for a counted tap or an inquiry from before it was kept. */
  language: z.enum(languages).nullable(),
  assignee: teamPersonSchema.nullable(),
  /** ISO instants. `firstResponseAt`: the first status change or note by the team. */
  createdAt: z.string(),
  firstResponseAt: z.string().nullable(),
  noteCount: z.number().int(),
});
export type Lead = z.infer<typeof leadSchema>;

const unknownCursor = 'Unknown cursor: use the nextCursor of the page before';

/**
 * `nextCursor`: the creation instant and id of a page's last lead, `~` between. Anything else,
 * an instant out of `instantSchema`'s years included, is no cursor of ours (a 400).
 */
const leadCursorSchema = z
  .string()
  .max(200, unknownCursor)
  .transform((cursor, ctx) => {
    const parts = cursor.split('~');
    const at = instantSchema.safeParse(parts[0]);
    const id = idSchema.safeParse(parts[1]);
    if (parts.length !== 2 || !at.success || !id.success) {
      ctx.addIssue({ code: 'custom', message: unknownCursor });
      return z.NEVER;
    }
    return { createdAt: new Date(at.data), id: id.data };
  });

/** The cursor of the page after the one that ends with this lead. */
export const leadCursorOf = (lead: Pick<Lead, 'createdAt' | 'id'>) =>
  `${lead.createdAt}~${lead.id}`;

export const leadListQuerySchema = z
  .object({
    carId: idSchema.optional(),
    status: leadStatusSchema.optional(),
    /** A team member's user id, or `none` for leads nobody is assigned. */
    assignee: idSchema.optional(),
    kind: leadKindSchema.optional(),
    /** `nextCursor` of the page before. */
    cursor: leadCursorSchema.optional(),
  })
  .strict();
/** The query as a client sends it (the cursor as text). */
export type LeadListQuery = z.input<typeof leadListQuerySchema>;
/** The query as the server reads it (the cursor taken apart). */
export type LeadListFilter = z.output<typeof leadListQuerySchema>;

export const leadListResponseSchema = z.object({
  /** Newest first, at most `leadPageSize`. */
  leads: z.array(leadSchema),
  nextCursor: z.string().nullable(),
  /** The cars the user's leads are about, for the car filter (newest lead first). */
  cars: z.array(leadCarSchema),
  /** Whether the user assigns leads (admins and managers). */
  canAssign: z.boolean(),
  /** Whom a lead may be assigned to: the dealership's approved team, by name. */
  assignees: z.array(teamPersonSchema),
});
export type LeadListResponse = z.infer<typeof leadListResponseSchema>;

export const leadNoteSchema = z.object({
  id: idSchema,
  author: teamPersonSchema.nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type LeadNote = z.infer<typeof leadNoteSchema>;

/** `GET /api/v1/leads/dealer/{id}/{leadId}`: the lead with its notes, oldest first. */
export const leadDetailsSchema = leadSchema.extend({ notes: z.array(leadNoteSchema) });
export type LeadDetails = z.infer<typeof leadDetailsSchema>;

export const leadParamsSchema = z.object({ id: idSchema, leadId: idSchema }).strict();

/**
 * `PATCH /api/v1/leads/dealer/{id}/{leadId}`: answers the lead's details. Assigning (a team
 * member's id, or null for nobody) is for admins and managers.
 */
export const leadUpdateBodySchema = z
  .object({ status: leadStatusSchema, assigneeId: idSchema.nullable() })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type LeadUpdateBody = z.infer<typeof leadUpdateBodySchema>;

/** `POST /api/v1/leads/dealer/{id}/{leadId}/notes`: answers 201 and the lead's details. */
export const leadNoteBodySchema = z
  .object({
    body: z
      .string()
      .trim()
      .min(1, 'Write a note')
      .max(maxLeadNoteLength, `At most ${maxLeadNoteLength} characters`),
  })
  .strict();
export type LeadNoteBody = z.infer<typeof leadNoteBodySchema>;

/**
 * `GET /api/v1/inbox-counts` (signed in): the user menu's counts. `newLeads`: inquiries still
 * `new` the user sees across their dealerships; `openReports`: null unless the user is an
 * operator (OPERATOR_EMAILS), else the reports awaiting review.
 */
export const inboxCountsSchema = z.object({
  newLeads: z.number().int(),
  openReports: z.number().int().nullable(),
});
export type InboxCounts = z.infer<typeof inboxCountsSchema>;
