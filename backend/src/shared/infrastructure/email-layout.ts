import { escapeHtml } from './escape-html';

/**
 * A labelled value; an empty or missing one (null included: the e-mail never prints "null") shows as a dash.
 * `href` makes the value a link (only ever our own URLs).
 */
export interface EmailRow {
  label: string;
  value: string | null | undefined;
  href?: string;
}

export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'table'; heading: string; rows: EmailRow[] }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'note'; text: string };

/** One e-mail, as plain text and as HTML with every value escaped (visitor text never becomes markup). */
export function renderEmail(title: string, blocks: EmailBlock[], language: string): { text: string; html: string } {
  return { text: renderText(title, blocks), html: renderHtml(title, blocks, language) };
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

function renderText(title: string, blocks: EmailBlock[]): string {
  const parts = blocks.map((block) => {
    switch (block.kind) {
      case 'paragraph':
      case 'note':
        return block.text;
      case 'link':
        return `${block.text}: ${block.href}`;
      case 'table':
        return (
          `${block.heading}\n${'-'.repeat(block.heading.length)}\n` +
          block.rows.map((row) => `${row.label}: ${present(row.value) ? row.value : '-'}`).join('\n')
        );
    }
  });
  return `${title}\n\n${parts.join('\n\n')}\n`;
}

function renderHtml(title: string, blocks: EmailBlock[], language: string): string {
  const body = blocks
    .map((block) => {
      switch (block.kind) {
        case 'paragraph':
          return `<p style="margin:12px 0">${escapeHtml(block.text)}</p>`;
        case 'note':
          return `<p style="margin-top:24px;color:#555;font-size:13px">${escapeHtml(block.text)}</p>`;
        case 'link':
          return `<p style="margin:20px 0"><a href="${escapeHtml(block.href)}" style="color:#0b5cad;font-weight:bold">${escapeHtml(block.text)}</a></p>`;
        case 'table':
          return (
            `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(block.heading)}</h2>` +
            '<table role="presentation" cellpadding="6" cellspacing="0" style="border-collapse:collapse;width:100%;max-width:640px">' +
            block.rows.map(renderRow).join('') +
            '</table>'
          );
      }
    })
    .join('');
  return (
    `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">' +
    `<h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}</body></html>`
  );
}

function renderRow(row: EmailRow): string {
  const value = !present(row.value)
    ? '&ndash;'
    : row.href
      ? `<a href="${escapeHtml(row.href)}" style="color:#0b5cad">${escapeHtml(row.value)}</a>`
      : escapeHtml(row.value);
  return (
    `<tr><th align="left" valign="top" style="border-bottom:1px solid #ddd;width:200px">${escapeHtml(row.label)}</th>` +
    `<td style="border-bottom:1px solid #ddd;white-space:pre-wrap">${value}</td></tr>`
  );
}
