import type { TFunction } from 'i18next';
import type { Language } from '#shared/reference/types';
import { formatNumber } from '#shared/rules/format';
import { phoneText } from '#shared/rules/phone-display';
import { exampleMobile } from '#shared/schemas/lead';
import { maxInquiryMessageLength, maxInquiryNameLength } from '#shared/reference/leads';
import { ApiError } from '../../../lib/api-error';
import { serverMessage } from '../../../lib/server-message';

/** The fields a buyer fills in (the hidden `website` one is a bot's). */
export type InquiryField = 'name' | 'phone' | 'message';

/** A field error as react-hook-form holds it: `type` is the zod issue code. */
interface FieldErrorLike {
  type?: string | number;
}

/**
 * The schema's messages are English: the field and the kind of the error pick a translated text
 * (an empty or long name, a number that is no Egyptian mobile, a long message).
 */
export function inquiryFieldError(
  t: TFunction,
  language: Language,
  field: InquiryField,
  error: FieldErrorLike | undefined,
): string | undefined {
  if (!error) return undefined;
  switch (field) {
    case 'name':
      return error.type === 'too_big'
        ? t('inquiry.errors.tooLong', {
            count: maxInquiryNameLength,
            max: formatNumber(maxInquiryNameLength, language),
          })
        : t('inquiry.errors.name');
    case 'phone':
      return t('inquiry.errors.phone', { example: phoneText(exampleMobile) });
    case 'message':
      return t('inquiry.errors.tooLong', {
        count: maxInquiryMessageLength,
        max: formatNumber(maxInquiryMessageLength, language),
      });
  }
}

/** The server's 429 for one number; another 429 is the address's limit a minute. */
const tooManyFromNumber = 'Too many inquiries from this number; try again in an hour';

/** Why an inquiry was not sent, in the page's language. */
export function inquiryFailure(t: TFunction, language: Language, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 409) return t('inquiry.errors.sold');
    if (error.status === 404) return t('inquiry.errors.notFound');
    if (error.status === 429) {
      return error.message === tooManyFromNumber
        ? t('inquiry.errors.tooManyFromNumber')
        : t('inquiry.errors.tooMany');
    }
  }
  return serverMessage(t, language, error, t('inquiry.errors.failed'));
}
