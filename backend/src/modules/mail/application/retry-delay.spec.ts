import { retryDelayMs } from './retry-delay';

describe('retryDelayMs', () => {
  it('doubles from the base per attempt', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 5000, 600_000))).toEqual([5000, 10_000, 20_000, 40_000]);
  });

  it('never exceeds the maximum, even after very many attempts', () => {
    expect(retryDelayMs(9, 5000, 600_000)).toBe(600_000);
    expect(retryDelayMs(10_000, 5000, 600_000)).toBe(600_000);
  });
});
