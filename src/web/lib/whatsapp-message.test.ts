import { afterEach, describe, expect, it } from 'vitest';
import { vehicleNamesIn } from '#shared/reference/makes';
import { formatPrice } from '#shared/rules/format';
import { buildCar } from '../testing/data-generators';
import { i18n, setLanguage } from './i18n';
import { carEnquiryMessage, whatsappMessageHref } from './whatsapp-message';

const car = buildCar({
  make: 'hyundai',
  model: 'elantra',
  firstRegistration: 2019,
  price: 875_000,
});
const url = 'https://arabeya.example/car-details/car_1';

/** The text a wa.me link carries, decoded. */
const textOf = (href: string) => new URL(href).searchParams.get('text');

describe('WhatsApp message about a car', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('names the car, its price and its page in English', () => {
    const message = carEnquiryMessage({
      car,
      url,
      t: i18n.getFixedT('en'),
      language: 'en',
      vehicleNames: vehicleNamesIn('en'),
    });
    expect(message).toBe(
      `Hello, I am interested in the Hyundai Elantra 2019 listed for ${formatPrice(875_000, 'en')} on Arabeya: ${url}`,
    );
  });

  it('is written in Arabic on an Arabic page', async () => {
    await setLanguage('ar');
    const message = carEnquiryMessage({
      car,
      url,
      t: i18n.getFixedT('ar'),
      language: 'ar',
      vehicleNames: vehicleNamesIn('ar'),
    });
    expect(message).toMatch(/^مرحبًا، أنا مهتم بسيارة هيونداي إلنترا\u200f 2019 المعروضة بسعر /);
    expect(message).toContain(formatPrice(875_000, 'ar'));
    expect(message).toContain(`على عربية: ${url}`);
  });

  it('opens the chat of the international number with the message typed', () => {
    const href = whatsappMessageHref('01012345678', 'Is it still for sale? 50% & more');
    expect(href.startsWith('https://wa.me/201012345678?text=')).toBe(true);
    expect(textOf(href)).toBe('Is it still for sale? 50% & more');
    expect(whatsappMessageHref('+20 101 234 5678', 'hi')).toBe(
      'https://wa.me/201012345678?text=hi',
    );
  });
});
