import { LANGUAGES, PARAM_ROUTE_PREFIXES } from '@costa-sol/common';
import type { PathMove } from '../../../redirects/application/record-redirects.use-case';

/** 'category' or 'category/page': where a Q&A page lives below the /qa (and /es/preguntas) prefix. */
type QaSlugs = string;

/** The Q&A keeps one slug for both languages: a page's paths are the same slugs under each language's prefix. */
export function qaPaths(slugs: QaSlugs): string[] {
  return LANGUAGES.map((language) => `${PARAM_ROUTE_PREFIXES.qa[language]}/${slugs}`);
}

/** A move from one place to another, in both languages. */
export function qaPathMoves(from: QaSlugs, to: QaSlugs): PathMove[] {
  if (from === to) return [];
  const [oldPaths, newPaths] = [qaPaths(from), qaPaths(to)];
  return oldPaths.map((path, index) => ({ from: path, to: newPaths[index] }));
}
