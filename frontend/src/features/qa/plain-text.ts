/**
 * A published answer as plain text: what the FAQ structured data carries (the whole visible answer) and what the
 * page's description is fitted from (lib/page-head.ts).
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/<[^>]*>/g, ' ') // raw HTML is never rendered, so it is not described either
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their text
    .replace(/^\s*(?:[-+*]|\d+\.)\s+/gm, '') // list markers
    .replace(/[#*_>`~|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
