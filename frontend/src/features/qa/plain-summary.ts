/** A published answer; its description is the answer's first words, as plain text. */
export function plainSummary(markdown: string): string {
  const text = markdown
    .replace(/<[^>]*>/g, ' ') // raw HTML is never rendered, so it is not described either
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their text
    .replace(/^\s*(?:[-+*]|\d+\.)\s+/gm, '') // list markers
    .replace(/[#*_>`~|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 155 ? `${text.slice(0, 152).replace(/\s+\S*$/, '')}...` : text;
}
