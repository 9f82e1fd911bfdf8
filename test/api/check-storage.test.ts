import { describe, expect, it } from 'vitest';
import { auditPassed, auditStorage } from '../../scripts/check-storage';

const base = 'car_images/test';
const picture = {
  id: 'pic_1',
  keys: [`${base}/car_1/pic_1.webp`, `${base}/car_1/pic_1-thumb.png`],
};
const logo = { dealerId: 'dlr_1', key: `${base}/dealers/dlr_1/logo.svg` };

describe('auditStorage', () => {
  it('passes when every row has its files and every file a row', () => {
    const audit = auditStorage({
      stored: [...picture.keys, logo.key],
      pictures: [picture],
      logos: [logo],
      listed: [],
    });
    expect(audit).toMatchObject({
      storedFiles: 3,
      pictureRows: 1,
      picturesMissingFiles: [],
      logosMissing: [],
      unnamedListed: [],
      unnamedUnlisted: [],
      listedButNamed: [],
    });
    expect(auditPassed(audit)).toBe(true);
  });

  it('counts rows naming missing files, and missing logos', () => {
    const audit = auditStorage({
      stored: [picture.keys[0] ?? ''],
      pictures: [picture],
      logos: [logo],
      listed: [],
    });
    expect(audit.picturesMissingFiles).toEqual([{ id: 'pic_1', missing: [picture.keys[1]] }]);
    expect(audit.logosMissing).toEqual([logo]);
    expect(auditPassed(audit)).toBe(false);
  });

  it('splits unnamed files into listed (allowed) and unlisted (not allowed)', () => {
    const listedFile = `${base}/car_2/pic_2.webp`;
    const partial = `${base}/car_2/pic_3.webp.partial`;
    const stray = `${base}/car_9/stray.webp`;
    const listedOnly = auditStorage({
      stored: [listedFile, partial],
      pictures: [],
      logos: [],
      listed: [listedFile, `${base}/car_2/pic_3.webp`],
    });
    expect(listedOnly.unnamedListed).toEqual([listedFile, partial]);
    expect(listedOnly.unfinishedWrites).toEqual([partial]);
    expect(auditPassed(listedOnly)).toBe(true);

    const withStray = auditStorage({ stored: [stray], pictures: [], logos: [], listed: [] });
    expect(withStray.unnamedUnlisted).toEqual([stray]);
    expect(auditPassed(withStray)).toBe(false);
  });

  it('flags a listed key that a row still names', () => {
    const audit = auditStorage({
      stored: picture.keys,
      pictures: [picture],
      logos: [],
      listed: [picture.keys[0] ?? ''],
    });
    expect(audit.listedButNamed).toEqual([picture.keys[0]]);
    expect(auditPassed(audit)).toBe(false);
  });
});
