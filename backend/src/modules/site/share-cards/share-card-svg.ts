import { BRAND_COLOURS, BRAND_MARK, SHARE_CARD_SIZE, type ShareCard } from '@costa-sol/common';
import { titleWidth } from './title-width';
import { wrapTitle } from './wrap-title';

/** Installed with the image (docker/Dockerfile: fonts-dejavu-core); the title's line widths are measured in it. */
const FONT = `font-family="DejaVu Sans, sans-serif" font-weight="bold"`;
const MARGIN = 80;
const { width: WIDTH, height: HEIGHT } = SHARE_CARD_SIZE;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** The logo mark at (x, y), `size` pixels wide; `outline` rings it in white, to stand out on the brand blue. */
function brandMarkSvg(x: number, y: number, size: number, outline = false): string {
  const { sun } = BRAND_MARK;
  return (
    `<g transform="translate(${x} ${y}) scale(${size / BRAND_MARK.size})">` +
    `<rect width="${BRAND_MARK.size}" height="${BRAND_MARK.size}" rx="${BRAND_MARK.cornerRadius}" fill="${BRAND_COLOURS.primary}"${outline ? ' stroke="#fff" stroke-width="3"' : ''}/>` +
    `<circle cx="${sun.cx}" cy="${sun.cy}" r="${sun.r}" fill="${BRAND_COLOURS.sun}"/>` +
    `<path d="${BRAND_MARK.wave}" stroke="#fff" stroke-width="${BRAND_MARK.waveWidth}" fill="none" stroke-linecap="round"/>` +
    `</g>`
  );
}

/**
 * A page's share card, 1200 × 630, in the brand's design: the kind of page on an amber label, the title in white on
 * the brand blue (wrapped whole, smaller when long: wrap-title), the sun and the wave of the mark, and the brand with the domain.
 */
export function shareCardSvg(card: ShareCard, domain: string): string {
  const title = wrapTitle(card.title, WIDTH - 2 * MARGIN);
  const lineHeight = Math.round(title.fontSize * 1.18);
  // The title block sits in the middle of the space between the label and the footer.
  const top = 215 + Math.max(0, (4 * 60 * 1.18 - title.lines.length * lineHeight) / 2) + title.fontSize * 0.8;
  const lines = title.lines
    .map(
      (line, index) =>
        `<text x="${MARGIN}" y="${Math.round(top + index * lineHeight)}" ${FONT} font-size="${title.fontSize}" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  const labelSize = 28;
  const labelWidth = Math.round(titleWidth(card.kind.toUpperCase()) * labelSize + labelSize * 0.06 * card.kind.length + 44);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" lang="${card.language}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${BRAND_COLOURS.primary}"/>`,
    `<circle cx="${WIDTH - 70}" cy="60" r="130" fill="${BRAND_COLOURS.sun}"/>`,
    `<path d="M0 520 C 200 470 400 470 600 520 S 1000 570 1200 520" stroke="#fff" stroke-opacity="0.18" stroke-width="14" fill="none"/>`,
    `<rect x="${MARGIN}" y="96" width="${labelWidth}" height="52" rx="26" fill="${BRAND_COLOURS.secondary}"/>`,
    `<text x="${MARGIN + 22}" y="132" ${FONT} font-size="${labelSize}" letter-spacing="${labelSize * 0.06}" fill="#fff">${escapeXml(card.kind.toUpperCase())}</text>`,
    lines,
    brandMarkSvg(MARGIN, 530, 64, true),
    `<text x="${MARGIN + 84}" y="574" ${FONT} font-size="34" fill="#fff">${escapeXml(card.brand)}</text>`,
    `<text x="${WIDTH - MARGIN}" y="574" ${FONT} font-size="28" fill="${BRAND_COLOURS.sun}" text-anchor="end">${escapeXml(domain)}</text>`,
    `</svg>`,
  ].join('');
}

/** The mark alone as a square image, `size` pixels wide (the raster logo of the structured data). */
export function brandLogoSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${brandMarkSvg(0, 0, size)}</svg>`;
}
