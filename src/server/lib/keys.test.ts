import { describe, expect, it } from 'vitest';
import { deriveKeys } from './keys';

const secret = 'a-session-secret-that-is-long-enough';

describe('deriveKeys', () => {
  it('gives each purpose its own 256-bit key, none of them the secret', () => {
    const keys = Object.values(deriveKeys(secret));
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) {
      expect(Buffer.from(key, 'base64url')).toHaveLength(32);
      expect(key).not.toContain(secret);
    }
    expect(deriveKeys('another-secret-that-is-long-enough').sessionTokens).not.toBe(
      deriveKeys(secret).sessionTokens,
    );
  });

  // Pinned: a changed label or algorithm would sign every user out and reset the visitor salt.
  it('derives the same keys from the same secret, release after release', () => {
    expect(deriveKeys(secret)).toEqual({
      sessionTokens: 'rEHpTMiOwRxGmIfPfMIuqaEQa6ETeazaTkyw3zpReWM',
      cookies: 'VKI_VsruWYr6DWG9grLFzplqXw1V_WODzpgTOCLyhOU',
      devIdpCookies: 'IJzWyzdK4xCOLyEB_ILyFMRIrdZOzUBHikjmRDNHGAg',
      analyticsSalt: 'RL38n9Jhm2oa7vXSIIMmMNCWyK4P6_IM2Pjxs_b_pyM',
      unsubscribe: 'Lw4BsmlWshfjCX94DyHx6WhGy6GrC41n-l_73aBDvU4',
    });
  });
});
