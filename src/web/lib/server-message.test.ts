import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { i18n, setLanguage } from './i18n';
import { serverMessage } from './server-message';

const t = i18n.getFixedT('en');
const ar = i18n.getFixedT('ar');

describe('serverMessage', () => {
  it("shows the server's own message in English", () => {
    const error = new ApiError(409, 'Something new went wrong', { fromServer: true });
    expect(serverMessage(t, 'en', error, 'Fallback')).toBe('Something new went wrong');
  });

  it('falls back when the server gave no message, or for an unknown one in Arabic', () => {
    expect(serverMessage(t, 'en', new ApiError(502, 'Bad Gateway'), 'Fallback')).toBe('Fallback');
    const unknown = new ApiError(409, 'Something new went wrong', { fromServer: true });
    expect(serverMessage(ar, 'ar', unknown, 'احتياطي')).toBe('احتياطي');
    expect(serverMessage(t, 'en', new Error('boom'), 'Fallback')).toBe('Fallback');
  });

  it('translates the messages it knows', async () => {
    const error = new ApiError(409, 'This invitation is no longer pending', { fromServer: true });
    expect(serverMessage(t, 'en', error, 'x')).toBe('This invitation is no longer pending');
    await setLanguage('ar'); // Loads the Arabic strings, the account ones included.
    try {
      expect(serverMessage(ar, 'ar', error, 'x')).toBe('لم تعد هذه الدعوة بانتظار الرد.');
    } finally {
      await setLanguage('en');
    }
  });
});
