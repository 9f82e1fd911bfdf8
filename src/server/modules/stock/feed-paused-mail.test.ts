import { describe, expect, it } from 'vitest';
import { renderFeedPausedMail } from './feed-paused-mail';

describe('the mail telling admins their feed paused', () => {
  const input = {
    url: 'https://dms.example/stock.csv',
    failures: 3,
    error: 'The server of the address could not be reached',
    publicUrl: 'https://arabeya.example',
  };

  it('names the runs that failed, the feed, its last error and the import page, in English', () => {
    const mail = renderFeedPausedMail({ ...input, language: 'en' });
    expect(mail.subject).toBe('Your stock feed is paused');
    expect(mail.text).toContain('We paused your stock feed after 3 failed runs in a row');
    expect(mail.text).toContain('Feed: https://dms.example/stock.csv');
    expect(mail.text).toContain('Last error: The server of the address could not be reached');
    expect(mail.text).toContain('https://arabeya.example/my-cars/import');
  });

  it('says it in Arabic, right to left, with the Arabic page', () => {
    const mail = renderFeedPausedMail({ ...input, language: 'ar' });
    expect(mail.text).toContain('محاولات فاشلة متتالية');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain('https://arabeya.example/ar/my-cars/import');
  });
});
