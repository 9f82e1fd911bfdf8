import { describe, expect, it } from 'vitest';
import { isolate } from './bidi';

describe('isolate', () => {
  it('wraps free text in first-strong isolates, so that "-5" stays "-5" in Arabic', () => {
    expect(isolate('-5')).toBe('\u2068-5\u2069');
    expect(`دعاك ${isolate('45 Corniche El Nil')} للانضمام`).toBe(
      'دعاك \u206845 Corniche El Nil\u2069 للانضمام',
    );
  });
});
