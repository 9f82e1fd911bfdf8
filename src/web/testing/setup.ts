import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { loadTranslations, startI18n } from '../lib/i18n';

// The first visit to a lazy screen transforms its modules; on a busy CI machine that can take
// longer than the library's 1 s default for `findBy…` and `waitFor`.
configure({ asyncUtilTimeout: 5000 });

await startI18n('en');
await loadTranslations('account');
await loadTranslations('pages');
await loadTranslations('head'); // The server's alone, for the tests of the heads it writes.

// An unexpected console.error fails the test (React warnings, failed renders...).
// A test that expects one calls `expectConsoleError()` first.
let errors: unknown[][] = [];
let allowed = false;

export function expectConsoleError() {
  allowed = true;
}

// jsdom has no layout: React Router's scroll restoration calls this.
window.scrollTo = () => {};

beforeEach(() => {
  errors = [];
  allowed = false;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  if (errors.length > 0 && !allowed) {
    const first = errors[0]?.map((part) => (part instanceof Error ? part.stack : String(part)));
    throw new Error(`Unexpected console.error (${errors.length}x): ${first?.join(' ')}`);
  }
});
