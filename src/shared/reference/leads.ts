/*
 * Leads and reports (docs/decisions/137, 138): the lists and limits the contract's zod schemas
 * (#shared/schemas/lead, #shared/schemas/report) and the web app's screens share. Kept apart
 * from the schemas so that a screen using them does not bring zod along.
 */

export const contactChannels = ['call', 'whatsapp'] as const;
/** An inquiry, or a counted tap on Call or WhatsApp. */
export const leadKinds = ['inquiry', ...contactChannels] as const;
/** The statuses, in the order a lead moves through them. */
export const leadStatuses = ['new', 'contacted', 'won', 'lost'] as const;

export const maxInquiryMessageLength = 2_000;
export const maxInquiryNameLength = 80;
export const maxLeadNoteLength = 2_000;
export const leadPageSize = 50;

export const reportReasons = ['sold', 'wrong-price', 'wrong-pictures', 'scam', 'other'] as const;
/** Open until an operator hides the listing or dismisses the report. */
export const reportStatuses = ['open', 'hidden', 'dismissed'] as const;
export const maxReportDetailsLength = 1_000;
/** The operator's note to the dealer when hiding a listing. */
export const maxReviewNoteLength = 500;
