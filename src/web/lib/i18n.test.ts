import { afterEach, describe, expect, it } from 'vitest';
import { i18n, pageLanguage, setLanguage } from './i18n';

describe('language', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
    window.history.replaceState(null, '', '/');
  });

  it("is the address's: Arabic under /ar, else English", () => {
    window.history.replaceState(null, '', '/ar/car-grid?make=toyota');
    expect(pageLanguage()).toBe('ar');
    window.history.replaceState(null, '', '/ar');
    expect(pageLanguage()).toBe('ar');
    window.history.replaceState(null, '', '/arabic-cars');
    expect(pageLanguage()).toBe('en');
    window.history.replaceState(null, '', '/car-grid');
    expect(pageLanguage()).toBe('en');
  });

  it('sets lang and dir on <html>', async () => {
    await setLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await setLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
