/** Text with its selection, as a textarea has it. */
export interface TextEdit {
  text: string;
  start: number;
  end: number;
}

export type MarkdownAction = 'bold' | 'italic' | 'heading' | 'list' | 'link';

function wrap({ text, start, end }: TextEdit, before: string, after: string): TextEdit {
  const selected = text.slice(start, end);
  return {
    text: text.slice(0, start) + before + selected + after + text.slice(end),
    start: start + before.length,
    end: end + before.length,
  };
}

/** Puts `prefix` at the start of every line the selection touches (once: lines that have it keep it). */
function prefixLines({ text, start, end }: TextEdit, prefix: string): TextEdit {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lines = text.slice(lineStart, end).split('\n');
  const prefixed = lines.map((line) => (line.startsWith(prefix) ? line : prefix + line)).join('\n');
  const added = prefixed.length - (end - lineStart);
  const firstAdded = lines[0].startsWith(prefix) ? 0 : prefix.length;
  return { text: text.slice(0, lineStart) + prefixed + text.slice(end), start: start + firstAdded, end: end + added };
}

/**
 * The toolbar of the Markdown editor: wraps or prefixes the selection, and says what to select afterwards
 * (the same words, or the place to type the link's address).
 */
export function applyMarkdown(action: MarkdownAction, edit: TextEdit): TextEdit {
  switch (action) {
    case 'bold':
      return wrap(edit, '**', '**');
    case 'italic':
      return wrap(edit, '_', '_');
    case 'heading':
      return prefixLines(edit, '## ');
    case 'list':
      return prefixLines(edit, '- ');
    case 'link': {
      const wrapped = wrap(edit, '[', '](https://)');
      const urlStart = wrapped.end + 2;
      return { text: wrapped.text, start: urlStart, end: urlStart + 'https://'.length };
    }
  }
}
