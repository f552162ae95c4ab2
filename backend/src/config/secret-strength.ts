import { type MatchExtended, ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

let estimator: ZxcvbnFactory | undefined;

/** zxcvbn with the common password lists and keyboard layouts; built on first use (it takes a fraction of a second). */
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, useLevenshteinDistance: true });
  return estimator;
}

/**
 * How an attacker who knows the business would guess `secret`: zxcvbn's score (0-4), the log10 of its guesses and
 * the patterns it was taken apart into. `guessableWords` (guessable-words.ts) are searched like a dictionary.
 */
export function estimateSecret(secret: string, guessableWords: string[]): ZxcvbnResult {
  return zxcvbn().check(secret, guessableWords);
}

const PATTERN_NAMES: Record<string, string> = {
  dictionary: 'common words or passwords',
  spatial: 'keyboard patterns',
  repeat: 'repeats',
  sequence: 'sequences',
  regex: 'years',
  date: 'dates',
};

/** The kinds of guessable pattern zxcvbn found, by name (never the characters themselves); brand words apart. */
export function guessablePatterns(sequence: MatchExtended[]): string[] {
  const names = sequence.map((match) =>
    match.pattern === 'dictionary' && 'dictionaryName' in match && match.dictionaryName === 'userInputs'
      ? 'words of this business, site or admin e-mail'
      : PATTERN_NAMES[match.pattern],
  );
  return [...new Set(names.filter((name): name is string => name !== undefined))];
}

/** True when zxcvbn matched a word of `guessableWords` of at least `minLength` characters inside the secret. */
export function containsGuessableWord(sequence: MatchExtended[], minLength: number): boolean {
  return sequence.some(
    (match) =>
      match.pattern === 'dictionary' &&
      'dictionaryName' in match &&
      match.dictionaryName === 'userInputs' &&
      match.token.length >= minLength,
  );
}
