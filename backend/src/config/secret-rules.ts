import type { ZxcvbnResult } from '@zxcvbn-ts/core';
import { containsGuessableWord, estimateSecret, guessablePatterns } from './secret-strength';

/** zxcvbn's top score: "very unguessable", safe even against an offline attack on a slow hash. */
const STRONG_SCORE = 4;
const ADMIN_PASSWORD_MIN_LENGTH = 12;
/** 256 bits: 43 characters of base64 or base64url (6 bits each), or 64 hex digits (4 bits each). */
const JWT_MIN_BASE64 = 43;
const JWT_MIN_HEX = 64;
/**
 * A random secret leaves zxcvbn nothing cheaper than guessing character by character (its log10 guesses stay at
 * 0.95 of the length or more for `openssl rand` output); words, repeats or runs bring it well under.
 */
const RANDOM_GUESSES_PER_CHARACTER = 0.9;
/** Brand, host and e-mail words of this length or more found in a JWT secret mean it was made up, not drawn. */
const BRAND_WORD_MIN_LENGTH = 5;

/**
 * zxcvbn's judgement of a configured secret, once per value and words: a process reads its configuration once, but
 * the configuration's tests read it a hundred times, at up to half a second each for a long random JWT_SECRET. Only
 * the environment's secrets pass here (they stay in process.env anyway); staff passwords are never kept.
 */
const judged = new Map<string, ZxcvbnResult>();
const JUDGED_MAX = 16;
function judge(secret: string, words: string[]): ZxcvbnResult {
  const key = JSON.stringify([secret, words]);
  const known = judged.get(key);
  if (known) return known;
  const result = estimateSecret(secret, words);
  if (judged.size >= JUDGED_MAX) judged.clear();
  judged.set(key, result);
  return result;
}

/** Why ADMIN_PASSWORD is refused in production (empty: accepted). Never quotes the password. */
export function adminPasswordProblems(password: string, adminEmail: string | undefined, words: string[]): string[] {
  const reasons: string[] = [];
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) reasons.push(`it must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`);
  const lower = password.toLowerCase();
  const email = adminEmail?.toLowerCase();
  const localPart = email?.split('@')[0] ?? '';
  if (email && (lower.includes(email) || (localPart.length >= 4 && lower.includes(localPart))))
    reasons.push('it must not be or contain ADMIN_EMAIL or its name part');
  const { score } = judge(password, words);
  if (score < STRONG_SCORE) reasons.push(`zxcvbn rates it ${score} of 4 against common passwords and this business's names (4 needed)`);
  return reasons.length === 0
    ? []
    : [`ADMIN_PASSWORD is refused: ${reasons.join('; ')}. Use e.g. four unrelated words with digits and symbols.`];
}

/** Why JWT_SECRET is refused in production (empty: accepted): it must be 256 bits drawn at random. */
export function jwtSecretProblems(secret: string, words: string[]): string[] {
  const reasons: string[] = [];
  if (!carries256Bits(secret))
    reasons.push(`it must hold 256 random bits: ${JWT_MIN_BASE64}+ base64/base64url characters or ${JWT_MIN_HEX}+ hex digits`);
  const result = judge(secret, words);
  if (result.score < STRONG_SCORE) reasons.push(`zxcvbn rates it ${result.score} of 4 (4 needed)`);
  const patterns = guessablePatterns(result.sequence);
  if (result.guessesLog10 < RANDOM_GUESSES_PER_CHARACTER * Math.min(secret.length, 256) && patterns.length > 0)
    reasons.push(`it is built from ${patterns.join(', ')}, not random characters`);
  else if (containsGuessableWord(result.sequence, BRAND_WORD_MIN_LENGTH))
    reasons.push('it contains words of this business, site or admin e-mail');
  return reasons.length === 0 ? [] : [`JWT_SECRET is refused: ${reasons.join('; ')}. Use the output of \`openssl rand -base64 48\`.`];
}

function carries256Bits(secret: string): boolean {
  if (/^[0-9a-fA-F]+$/.test(secret)) return secret.length >= JWT_MIN_HEX;
  const base64 = /^[A-Za-z0-9+/]+={0,2}$/.test(secret) || /^[A-Za-z0-9_-]+$/.test(secret);
  return base64 && secret.replace(/=+$/, '').length >= JWT_MIN_BASE64;
}
