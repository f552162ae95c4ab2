import { BUSINESS } from '@costa-sol/common';
import { describe, expect, it } from 'vitest';
import { withFullStop } from './sentence';

describe('withFullStop', () => {
  it('closes a sentence once', () => {
    expect(withFullStop('Costa Sol HVAC')).toBe('Costa Sol HVAC.');
    expect(withFullStop('Costa Sol Climatización y Energía S.L.')).toBe('Costa Sol Climatización y Energía S.L.');
    expect(withFullStop(BUSINESS.legalName)).not.toMatch(/\.\.$/);
  });
});
