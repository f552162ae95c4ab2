/** Exponential back-off: base, 2×base, 4×base… capped at max. `attempts` counts tries made so far (≥ 1). */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(baseMs * 2 ** exponent, maxMs);
}
