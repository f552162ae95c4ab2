import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { splitFrontMatter } from './markdown-file';
import type { z } from 'zod';
import { ContentError } from './content-error';

/** One file of a collection, parsed and checked: its name without extension, and its data. */
interface ContentFile<T> {
  name: string;
  data: T;
}

/**
 * Reads one YAML file and checks it against `schema`. Problems are added to `problems` as
 * "content/towns/tolox.yaml: summary.es: Too small: expected string to have >=1 characters (too_small)".
 */
function readChecked<S extends z.ZodType>(root: string, file: string, schema: S, problems: string[]): z.infer<S> | undefined {
  const where = relative(join(root, '..'), file);
  let raw: unknown;
  try {
    raw = parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${where}: not valid YAML (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
    return undefined;
  }
  return check(where, raw, schema, problems);
}

function check<S extends z.ZodType>(where: string, raw: unknown, schema: S, problems: string[]): z.infer<S> | undefined {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  for (const issue of result.error.issues)
    problems.push(`${where}: ${issue.path.length > 0 ? issue.path.join('.') : '(file)'}: ${issue.message} (${issue.code})`);
  return undefined;
}

/**
 * A Markdown file under the content root: its front matter and body, checked together as `{ ...frontMatter, body }`.
 * Undefined (with the problems added) when it breaks the schema.
 */
export function readMarkdown<S extends z.ZodType>(root: string, path: string, schema: S, problems: string[]): z.infer<S> | undefined {
  const where = relative(join(root, '..'), join(root, path));
  let raw: unknown;
  try {
    const { frontMatter, body } = splitFrontMatter(readFileSync(join(root, path), 'utf8'));
    raw = { ...(frontMatter as object), body };
  } catch (error) {
    problems.push(`${where}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    return undefined;
  }
  return check(where, raw, schema, problems);
}

/** One YAML file under the content root; throws ContentError naming the file, field and rule of each problem. */
export function loadYamlFile<S extends z.ZodType>(root: string, path: string, schema: S): z.infer<S> {
  const problems: string[] = [];
  const data = readChecked(root, join(root, path), schema, problems);
  if (problems.length > 0 || data === undefined) throw new ContentError(problems);
  return data;
}

/** Every `.yaml` file of a folder under the content root, by name; all problems of all files reported together. */
export function loadYamlCollection<S extends z.ZodType>(root: string, folder: string, schema: S): ContentFile<z.infer<S>>[] {
  const dir = join(root, folder);
  const problems: string[] = [];
  const files: ContentFile<z.infer<S>>[] = [];
  for (const entry of readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()) {
    const data = readChecked(root, join(dir, entry), schema, problems);
    if (data !== undefined) files.push({ name: entry.slice(0, -'.yaml'.length), data });
  }
  if (problems.length > 0) throw new ContentError(problems);
  return files;
}
