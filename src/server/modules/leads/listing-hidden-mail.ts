import { mailTexts } from '../../lib/texts';
import { renderDealerMail, type DealerMailInput } from './dealer-mail';

export interface ListingHiddenMailInput extends DealerMailInput {
  /** The operator's words to the dealer. */
  note: string;
}

/** The mail telling a dealer why an operator hid their listing, in their language. */
export function renderListingHiddenMail(input: ListingHiddenMailInput) {
  const t = mailTexts(input.language);
  return renderDealerMail(input, {
    kind: 'listingHidden',
    heading: t('listingHidden.heading'),
    lines: [{ label: t('listingHidden.reason'), value: input.note }],
    paragraphs: [t('listingHidden.next')],
    page: '/my-cars',
  });
}
