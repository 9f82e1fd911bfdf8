import { describe, expect, it } from 'vitest';
import { displayPhone, phoneText } from './phone-display';

describe('phone numbers as shown', () => {
  it('groups a stored Egyptian mobile, and leaves any other number as typed', () => {
    expect(displayPhone('+201001234567')).toBe('+20 100 123 4567');
    expect(displayPhone('+20 2 2345 6789')).toBe('+20 2 2345 6789');
    expect(displayPhone('0100 123 4567')).toBe('0100 123 4567');
  });

  it('keeps the number one left-to-right unit in plain text', () => {
    expect(phoneText('+201001234567')).toBe('\u2066+20 100 123 4567\u2069');
  });
});
