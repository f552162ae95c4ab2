import { parse } from 'yaml';

/** A Markdown file's front matter (YAML between `---` lines at the top) and its body. */
export function splitFrontMatter(text: string): { frontMatter: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error('no front matter: the file must start with a --- line, the fields, and another --- line');
  return { frontMatter: parse(match[1]), body: match[2].trim() };
}
