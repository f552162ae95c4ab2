const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for use inside HTML elements and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** For a single-line header such as Subject: no line breaks or control characters, bounded length. */
export function toHeaderText(text: string, maxLength = 200): string {
  const isControl = (char: string) => char.charCodeAt(0) < 0x20 || char === '\u007f';
  return Array.from(text, (char) => (isControl(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength);
}
