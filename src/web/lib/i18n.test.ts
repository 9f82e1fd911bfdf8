import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage, i18n, languageStorageKey, setLanguage } from './i18n';

const prefer = (...languages: string[]) =>
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);

describe('language', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('defaults to English, or Arabic when the browser prefers it', () => {
    prefer('en-US', 'ar');
    expect(detectLanguage()).toBe('en');
    prefer('ar-EG', 'en');
    expect(detectLanguage()).toBe('ar');
  });

  it('remembers the choice, which wins over the browser', () => {
    prefer('ar-EG');
    setLanguage('en');
    expect(window.localStorage.getItem(languageStorageKey)).toBe('en');
    expect(detectLanguage()).toBe('en');
  });

  it('sets lang and dir on <html>', async () => {
    await setLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await setLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
