/**
 * A rough guess of how many bits of guessing a secret takes, in the spirit of zxcvbn without its dictionaries:
 * characters that repeat the one before or continue a run ("aaaa", "abcd", "4321") add nothing; each other
 * character adds the bits of the character classes the secret uses; and the whole is capped by the Shannon entropy
 * of its characters, so a long secret made of few symbols ("abababab…") stays weak.
 */
export function estimateSecretBits(secret: string): number {
  const chars = [...secret];
  if (chars.length === 0) return 0;
  const poolBits = Math.log2(poolSize(chars));
  let effective = 1;
  for (let i = 1; i < chars.length; i++) {
    const step = chars[i].codePointAt(0)! - chars[i - 1].codePointAt(0)!;
    if (Math.abs(step) > 1) effective++;
  }
  return Math.min(effective * poolBits, shannonBits(chars));
}

function poolSize(chars: string[]): number {
  let pool = 0;
  if (chars.some((c) => /[a-z]/.test(c))) pool += 26;
  if (chars.some((c) => /[A-Z]/.test(c))) pool += 26;
  if (chars.some((c) => /[0-9]/.test(c))) pool += 10;
  if (chars.some((c) => /[^a-zA-Z0-9]/.test(c))) pool += 33;
  return pool;
}

function shannonBits(chars: string[]): number {
  const counts = new Map<string, number>();
  for (const c of chars) counts.set(c, (counts.get(c) ?? 0) + 1);
  let perChar = 0;
  for (const count of counts.values()) {
    const p = count / chars.length;
    perChar -= p * Math.log2(p);
  }
  return perChar * chars.length;
}
