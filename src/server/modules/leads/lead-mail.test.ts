import { describe, expect, it } from 'vitest';
import { renderInquiryMail } from './lead-mail';

const inquiry = {
  car: { make: 'toyota', model: 'corolla', firstRegistration: 2020, price: 850_000 },
  name: 'هاني عادل',
  phone: '+201001234567',
  message: '',
  preferredContact: 'whatsapp',
  publicUrl: 'http://arabeya.test',
} as const;

describe('the mail of a new inquiry', () => {
  it.each(['ar', 'en'] as const)(
    'shows the buyer’s number as one left-to-right unit, in %s',
    (language) => {
      const mail = renderInquiryMail({ ...inquiry, language });
      const isolated = '\u2066+20 100 123 4567\u2069';
      expect(mail.text).toContain(isolated);
      expect(mail.html).toContain(isolated);
    },
  );
});
