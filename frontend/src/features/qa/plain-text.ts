/**
 * A published answer as plain text: what the FAQ structured data carries (the whole visible answer) and what the
 * page's description is fitted from (lib/page-head.ts).
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ') // raw HTML is never rendered (components/markdown.tsx),
    .replace(/<!--[\s\S]*?-->|<[^>]*>/g, ' ') // so neither it nor a script's text is described
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their text
    .replace(/^\s*(?:[-+*]|\d+\.)\s+/gm, '') // list markers
    .replace(/[#*_>`~|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
