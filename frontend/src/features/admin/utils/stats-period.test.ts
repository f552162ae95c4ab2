import { describe, expect, it } from 'vitest';
import { periodFromSearch, periodProblems, presetOf, presetPeriod } from './stats-period';

describe('presetPeriod', () => {
  it('counts today as the last day', () => {
    expect(presetPeriod(7, '2026-03-31')).toEqual({ from: '2026-03-25', to: '2026-03-31' });
    expect(presetPeriod(30, '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(presetPeriod(90, '2028-03-01')).toEqual({ from: '2027-12-03', to: '2028-03-01' });
  });
});

describe('periodProblems', () => {
  it('accepts one day up to 366 days', () => {
    expect(periodProblems('2026-03-01', '2026-03-01')).toEqual({});
    expect(periodProblems('2028-01-01', '2028-12-31')).toEqual({});
  });
  it('names the field at fault', () => {
    expect(periodProblems('', '2026-03-01')).toEqual({ from: 'required' });
    expect(periodProblems('2026-02-30', '')).toEqual({ from: 'invalid', to: 'required' });
    expect(periodProblems('2026-03-02', '2026-03-01')).toEqual({ to: 'endBeforeStart' });
    expect(periodProblems('2027-01-01', '2028-01-02')).toEqual({ from: 'tooLong' });
  });
});

describe('periodFromSearch', () => {
  it('takes a valid period from the address and ignores anything else', () => {
    expect(periodFromSearch(new URLSearchParams('from=2026-03-01&to=2026-03-30'))).toEqual({ from: '2026-03-01', to: '2026-03-30' });
    expect(periodFromSearch(new URLSearchParams('from=2026-03-30&to=2026-03-01'))).toEqual({});
    expect(periodFromSearch(new URLSearchParams('from=yesterday'))).toEqual({});
    expect(periodFromSearch(new URLSearchParams(''))).toEqual({});
  });
});

describe('presetOf', () => {
  it('finds the preset that gives the period today', () => {
    expect(presetOf({ from: '2026-03-02', to: '2026-03-31' }, '2026-03-31')).toBe(30);
    expect(presetOf({ from: '2026-03-02', to: '2026-03-30' }, '2026-03-31')).toBeUndefined();
  });
});
