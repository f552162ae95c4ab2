import { parse } from 'yaml';
import { FileProblem, firstLine } from './content-error';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n([\s\S]*))?$/;

/** A Markdown file's front matter (YAML between `---` lines at the top), its body, and the line the body starts on. */
export function splitFrontMatter(text: string): { frontMatter: unknown; body: string; bodyLine: number } {
  const match = FRONT_MATTER.exec(text);
  if (!match)
    throw new FileProblem('line 1', 'no front matter: the file starts with a --- line, the fields, and another --- line', 'layout');
  let frontMatter: unknown;
  try {
    frontMatter = parse(match[1]);
  } catch (error) {
    throw new FileProblem('line 2', `front matter is not valid YAML (${firstLine(error)})`, 'layout');
  }
  return { frontMatter, body: match[2] ?? '', bodyLine: match[1].split(/\r?\n/).length + 3 };
}
