import { STAFF_SESSION_LIMITS, VALIDATION_MESSAGES } from '@costa-sol/common';
import { describe, expect, it } from 'vitest';
import { securitySettingsFormValues, securitySettingsSchema } from './security-settings-schema';

const { idleMinutes, absoluteHours } = STAFF_SESSION_LIMITS;
const settings = (idle: string, absolute: string) =>
  securitySettingsSchema('en').safeParse({ idleMinutes: idle, absoluteHours: absolute, requireSecondFactorForOwners: true });
const messageAt = (result: ReturnType<typeof settings>, field: string) =>
  result.error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('the security settings form', () => {
  it('accepts the bounds of common and yields numbers', () => {
    const low = settings(String(idleMinutes.min), String(absoluteHours.min));
    expect(low.success && low.data).toEqual({
      idleMinutes: idleMinutes.min,
      absoluteHours: absoluteHours.min,
      requireSecondFactorForOwners: true,
    });
    expect(settings(` ${idleMinutes.max} `, String(absoluteHours.max)).success).toBe(true);
  });

  it('refuses what the API refuses, with its codes: tooSmall and tooLarge', () => {
    const v = VALIDATION_MESSAGES.en;
    const under = settings(String(idleMinutes.min - 1), String(absoluteHours.min - 1));
    expect(messageAt(under, 'idleMinutes')).toBe(v.tooSmall);
    expect(messageAt(under, 'absoluteHours')).toBe(v.tooSmall);
    const over = settings(String(idleMinutes.max + 1), String(absoluteHours.max + 1));
    expect(messageAt(over, 'idleMinutes')).toBe(v.tooLarge);
    expect(messageAt(over, 'absoluteHours')).toBe(v.tooLarge);
    expect(messageAt(settings('', '2'), 'idleMinutes')).toBe(v.required);
    expect(messageAt(settings('1.5', '2'), 'idleMinutes')).toBe(v.invalidInput);
  });

  it('shows the saved settings as the form types them', () => {
    expect(securitySettingsFormValues({ idleMinutes: 480, absoluteHours: 168, requireSecondFactorForOwners: false })).toEqual({
      idleMinutes: '480',
      absoluteHours: '168',
      requireSecondFactorForOwners: false,
    });
  });
});
