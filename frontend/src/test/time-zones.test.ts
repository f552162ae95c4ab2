import { describe, expect, it } from 'vitest';
import { inTimeZone, machineOffset } from './time-zones';

describe('inTimeZone', () => {
  it('moves the process to the zone for the code under test and back afterwards', () => {
    const july = new Date('2026-07-01T00:00:00Z');
    const before = machineOffset(july);
    expect(inTimeZone('Asia/Kolkata', () => machineOffset(july))).toBe('+0530');
    expect(inTimeZone('Pacific/Auckland', () => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Pacific/Auckland');
    expect(machineOffset(july)).toBe(before);
  });
});
