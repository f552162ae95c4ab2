import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { readContentFile } from './content-files';
import type { ContentFormat } from './formats';

/**
 * A collection of content files: every file of a folder whose name ends with `suffix`, each an entry named by the rest
 * of its path under the folder ("tolox" for towns/tolox.yaml, "brands/daikin" for pages/brands/daikin.en.md).
 */
export interface ContentCollection<S extends z.core.$ZodType> {
  /** Its folder under the content root. */
  folder: string;
  suffix: string;
  /** Whether the files of sub-folders belong to it too. */
  nested?: boolean;
  format: ContentFormat;
  schema: S;
}

/** One entry of a collection: its name and its checked data. */
interface ContentEntry<T> {
  name: string;
  data: T;
}

/** Every entry name of a collection, sorted; none when its folder does not exist. */
export function entryNames(contentRoot: string, { folder, suffix, nested }: ContentCollection<z.core.$ZodType>): string[] {
  const dir = join(contentRoot, folder);
  if (!existsSync(dir)) return [];
  const files = nested ? readdirSync(dir, { recursive: true, encoding: 'utf8' }) : readdirSync(dir);
  return files
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith(suffix))
    .map((file) => file.slice(0, -suffix.length))
    .sort();
}

/** One entry of a collection by name, checked; problems are added to `problems` (a missing file is one). */
export function readEntry<S extends z.core.$ZodType>(
  contentRoot: string,
  { folder, suffix, format, schema }: ContentCollection<S>,
  name: string,
  problems: string[],
): z.output<S> | undefined {
  return readContentFile(contentRoot, { path: join(folder, `${name}${suffix}`), format, schema }, problems);
}

/**
 * Every entry of a collection, checked; problems are added to `problems` (the caller throws ContentError with all of
 * them, of every collection it reads), and only the entries without any are returned.
 */
export function readCollection<S extends z.core.$ZodType>(
  contentRoot: string,
  collection: ContentCollection<S>,
  problems: string[],
): ContentEntry<z.output<S>>[] {
  const entries: ContentEntry<z.output<S>>[] = [];
  for (const name of entryNames(contentRoot, collection)) {
    const data = readEntry(contentRoot, collection, name, problems);
    if (data !== undefined) entries.push({ name, data });
  }
  return entries;
}
