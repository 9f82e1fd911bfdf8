import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { i18n, setLanguage } from '../../../lib/i18n';
import { bulkFailureText } from './bulk-failure';

const ar = i18n.getFixedT('ar');
const en = i18n.getFixedT('en');

// Loads the Arabic strings, the account ones included.
beforeAll(() => setLanguage('ar'));
afterAll(() => setLanguage('en'));
const fromServer = (status: number, message: string) =>
  new ApiError(status, message, { fromServer: true });

describe("a bulk change's failure", () => {
  const stale = fromServer(409, '3 cars match now, not 2; nothing was deleted');
  const outside = fromServer(
    400,
    'The change would put 1 car outside 1 to 100,000,000 EGP; nothing was changed',
  );

  it("is the server's own words in English", () => {
    expect(bulkFailureText(en, 'en', stale)).toBe('3 cars match now, not 2; nothing was deleted');
    expect(bulkFailureText(en, 'en', outside)).toBe(outside.message);
  });

  it('is the reason of its status in Arabic', () => {
    expect(bulkFailureText(ar, 'ar', stale)).toBe(
      'تغيّرت سيارات هذه القائمة منذ اخترتها، فلم يُحذف شيء. راجع العدد وحاول مرة أخرى.',
    );
    expect(bulkFailureText(ar, 'ar', outside)).toBe(
      'سيُخرج هذا التغيير بعض الأسعار عن حدود 1 إلى 100,000,000 جنيه، فلم يتغير شيء.',
    );
    expect(
      bulkFailureText(ar, 'ar', fromServer(403, 'Employees can only change the cars they added')),
    ).toBe('بعض هذه السيارات ليس لك أن تغيّرها، أو لم تعد موجودة، فلم يتغير شيء.');
    expect(bulkFailureText(ar, 'ar', fromServer(500, 'Internal Server Error'))).toBe(
      'تعذّر حفظ التغيير. حاول مرة أخرى.',
    );
  });
});
