import { toString as qrSvg } from 'qrcode';

/** `text` as a QR code, an SVG image in a data: URL (the CSP allows data: images; no script draws it). */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await qrSvg(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
