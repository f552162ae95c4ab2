import { Document, Scalar, visit } from 'yaml';

/**
 * Strings a YAML 1.1 reader takes for something else (a time such as 08:00, a number such as +34…) are written
 * quoted, as the content files have them; every other scalar is written as the yaml library chooses.
 */
const QUOTED = /^\+|^\d+(:\d+)+$/;

/**
 * The text of a YAML content file from its data, in the files' own layout: keys in the data's order, single quotes,
 * no line folding, two-space indent, LF line ends and a final newline (content:export writes it; content:import reads it).
 */
export function yamlText(data: unknown): string {
  const document = new Document(data);
  visit(document, {
    Scalar(_key, node) {
      if (typeof node.value === 'string' && QUOTED.test(node.value)) node.type = Scalar.QUOTE_SINGLE;
    },
  });
  return document.toString({ singleQuote: true, lineWidth: 0 });
}

/** A Markdown content file: its front matter between `---` lines, a blank line, the body, a final newline. */
export function markdownText(frontMatter: Record<string, unknown>, body: string): string {
  return `---\n${yamlText(frontMatter)}---\n\n${body.trim()}\n`;
}
