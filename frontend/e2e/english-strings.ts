import * as common from '@costa-sol/common';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadArticle, pageNames } from '../vite-plugins/articles/load-article.ts';

const SRC = join(import.meta.dirname, '..', 'src');
const CONTENT = process.env.CONTENT_DIR || join(import.meta.dirname, '..', '..', 'content');

/** The frontend files that src/i18n/catalogues.test.ts checks: catalogues and feature contents. */
function catalogueFiles(): string[] {
  const inSrc = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter(
      (file) =>
        !file.endsWith('.test.ts') &&
        (/-text\.ts$/.test(file) || /(^|\/)content\/.*\.ts$/.test(file) || file === join('i18n', 'page-names.ts')),
    )
    .map((file) => join(SRC, file));
  return inSrc;
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

/**
 * English sentences of every catalogue and article page (content/pages) that do not also appear on the Spanish side
 * (names and brands do): none of them may show on a Spanish page. Short labels are left out, as a word may be the
 * same in both.
 */
export async function englishOnlySentences(): Promise<string[]> {
  const english = new Set<string>();
  const spanish = new Set<string>();
  const modules = [
    common,
    ...(await Promise.all(catalogueFiles().map((file) => import(pathToFileURL(file).href) as Promise<Record<string, unknown>>))),
    Object.fromEntries(pageNames(CONTENT).map((name) => [name, loadArticle(CONTENT, name)])),
  ];
  for (const exports of modules) {
    for (const value of Object.values(exports)) {
      if (typeof value !== 'object' || value === null || !('en' in value) || !('es' in value)) continue;
      strings(value.en).forEach((text) => english.add(text));
      strings(value.es).forEach((text) => spanish.add(text));
    }
  }
  if (english.size < 100) throw new Error(`only ${english.size} English strings found under ${relative(process.cwd(), SRC)}`);
  return [...english].filter((text) => !spanish.has(text) && text.trim().split(/\s+/).length >= 4);
}
