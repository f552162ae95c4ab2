import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { z } from 'zod';
import { ContentError, FileProblem, problemAt } from './content-error';
import { fieldName } from './field-name';
import type { ContentFormat } from './formats';

/** One file of content, read in a format and checked against a schema. */
export interface ContentFile<S extends z.core.$ZodType> {
  /** Its path under the content root: "comarcas.yaml", "samples/testimonials.yaml". */
  path: string;
  format: ContentFormat;
  schema: S;
}

/** How a problem names its file: from the content root's parent, so "content/towns/tolox.yaml". */
export function contentPath(contentRoot: string, path: string): string {
  return relative(join(contentRoot, '..'), join(contentRoot, path));
}

/**
 * Reads one file and checks it against its schema. Problems are added to `problems` (a missing file is one), each
 * naming the file, the field and the rule; undefined when there is any.
 */
export function readContentFile<S extends z.core.$ZodType>(
  contentRoot: string,
  { path, format, schema }: ContentFile<S>,
  problems: string[],
): z.output<S> | undefined {
  const where = contentPath(contentRoot, path);
  const file = join(contentRoot, path);
  if (!existsSync(file)) {
    problems.push(problemAt(where, '(file)', 'missing', 'required'));
    return undefined;
  }
  let raw: unknown;
  try {
    raw = format.read(readFileSync(file, 'utf8'));
  } catch (error) {
    if (!(error instanceof FileProblem)) throw error;
    problems.push(problemAt(where, error.field, error.message, error.rule));
    return undefined;
  }
  const result = z.safeParse(schema, raw);
  if (result.success) return result.data;
  for (const issue of result.error.issues) problems.push(problemAt(where, fieldName(raw, issue.path), issue.message, issue.code));
  return undefined;
}

/** One file, checked; throws ContentError naming the file, field and rule of each problem. */
export function loadContentFile<S extends z.core.$ZodType>(contentRoot: string, file: ContentFile<S>): z.output<S> {
  const problems: string[] = [];
  const data = readContentFile(contentRoot, file, problems);
  if (problems.length > 0 || data === undefined) throw new ContentError(problems);
  return data;
}
