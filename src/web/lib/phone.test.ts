import { describe, expect, it } from 'vitest';
import { telHref, whatsappHref } from './phone';

describe('phone links', () => {
  it('keeps digits only for WhatsApp, with the country code', () => {
    expect(whatsappHref('+20 100 123 4567')).toBe('https://wa.me/201001234567');
    expect(whatsappHref('0100 123 4567')).toBe('https://wa.me/201001234567');
    expect(whatsappHref('0020 100 123 4567')).toBe('https://wa.me/201001234567');
  });

  it('keeps the plus sign for calls', () => {
    expect(telHref('+20 100 123 4567')).toBe('tel:+201001234567');
  });
});
