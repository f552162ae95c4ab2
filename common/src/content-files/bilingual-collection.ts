import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { type Language, LANGUAGES } from '../i18n/languages';
import { problemAt } from './content-error';
import { type ContentCollection, entryNames, readEntry } from './collection';
import { contentPath } from './content-files';
import type { ContentFormat } from './formats';

/** A collection written once per language: {name}.en.md and {name}.es.md, each checked against its language's schema. */
type BilingualCollection<S extends z.core.$ZodType> = Record<Language, ContentCollection<S>>;

export function bilingualCollection<S extends z.core.$ZodType>(
  folder: string,
  format: ContentFormat,
  schemaOf: (language: Language) => S,
  nested = false,
): BilingualCollection<S> {
  const collectionOf = (language: Language) => ({ folder, suffix: `.${language}.md`, nested, format, schema: schemaOf(language) });
  return { en: collectionOf('en'), es: collectionOf('es') };
}

/** Every entry name of either language, sorted. */
export function bilingualEntryNames(contentRoot: string, collection: BilingualCollection<z.core.$ZodType>): string[] {
  return [...new Set(LANGUAGES.flatMap((language) => entryNames(contentRoot, collection[language])))].sort();
}

/** Both files of an entry, each checked; a language is missing from the answer when its file is missing or broken. */
export function readBilingualEntry<S extends z.core.$ZodType>(
  contentRoot: string,
  collection: BilingualCollection<S>,
  name: string,
  problems: string[],
): Partial<Record<Language, z.output<S>>> {
  const entry: Partial<Record<Language, z.output<S>>> = {};
  for (const language of LANGUAGES) {
    const { folder, suffix } = collection[language];
    const path = join(folder, `${name}${suffix}`);
    if (!existsSync(join(contentRoot, path)))
      problems.push(
        problemAt(contentPath(contentRoot, path), '(file)', 'missing (every page has an English and a Spanish file)', 'required'),
      );
    else entry[language] = readEntry(contentRoot, collection[language], name, problems);
  }
  return entry;
}
