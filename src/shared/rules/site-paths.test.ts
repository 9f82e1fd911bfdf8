import { describe, expect, it } from 'vitest';
import { inLanguage, preferredLanguage, splitLanguage } from './site-paths';

describe('addresses per language', () => {
  it('puts Arabic pages under /ar and leaves English ones at their unprefixed paths', () => {
    expect(inLanguage('en', '/car-grid')).toBe('/car-grid');
    expect(inLanguage('ar', '/car-grid')).toBe('/ar/car-grid');
    expect(inLanguage('ar', '/')).toBe('/ar');
    expect(inLanguage('en', '/')).toBe('/');
  });

  it('splits a path into its language and the page', () => {
    expect(splitLanguage('/ar/car-details/car_1')).toEqual({
      language: 'ar',
      path: '/car-details/car_1',
    });
    expect(splitLanguage('/ar')).toEqual({ language: 'ar', path: '/' });
    expect(splitLanguage('/ar/')).toEqual({ language: 'ar', path: '/' });
    expect(splitLanguage('/arabic')).toEqual({ language: 'en', path: '/arabic' });
    expect(splitLanguage('/')).toEqual({ language: 'en', path: '/' });
  });

  it('never makes an address of another site of a path with several leading slashes', () => {
    expect(splitLanguage('/ar//evil.example/path')).toEqual({
      language: 'ar',
      path: '/evil.example/path',
    });
    expect(splitLanguage('//evil.example/path').path).toBe('/evil.example/path');
    expect(splitLanguage('/ar/\\evil.example').path).toBe('/evil.example');
    expect(inLanguage('en', '//evil.example/path')).toBe('/evil.example/path');
    expect(inLanguage('en', '/\\evil.example')).toBe('/evil.example');
    expect(inLanguage('ar', '///evil.example')).toBe('/ar/evil.example');
  });

  it("prefers the visitor's choice, then their browser's first language", () => {
    expect(preferredLanguage('ar', 'en-US,en')).toBe('ar');
    expect(preferredLanguage('en', 'ar-EG,ar')).toBe('en');
    expect(preferredLanguage(undefined, 'ar-EG,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(preferredLanguage(undefined, 'en-US,en;q=0.9,ar;q=0.8')).toBeUndefined();
    expect(preferredLanguage('fr', undefined)).toBeUndefined();
    expect(preferredLanguage(undefined, 'arn')).toBeUndefined();
  });
});
