import { z } from 'zod';
import { egyptianMobile } from '../rules/numbers';
import { idSchema } from './common';

/** Issue 21: what a buyer's inquiry may hold. */
export const maxInquiryMessageLength = 2_000;
export const maxInquiryNameLength = 80;

export const contactChannels = ['call', 'whatsapp'] as const;
export const contactChannelSchema = z.enum(contactChannels);
export type ContactChannel = z.infer<typeof contactChannelSchema>;

export const mobileNumberMessage = 'Enter an Egyptian mobile number, like 0100 123 4567';

/**
 * `POST /api/v1/cars/{id}/inquiries`: no sign-in needed. The phone is stored normalised
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
