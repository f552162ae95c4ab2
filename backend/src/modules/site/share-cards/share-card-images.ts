import { createHash } from 'node:crypto';
import { BRAND_LOGO, type ShareCard } from '@costa-sol/common';
import sharp from 'sharp';
import { TtlCache } from '../../../shared/application/ttl-cache';
import { RenderQueue } from '../../../shared/application/render-queue';
import { brandLogoSvg, shareCardSvg } from './share-card-svg';

export interface Image {
  png: Buffer;
  /** A strong validator of the picture. */
  etag: string;
}

const toPng = async (svg: string): Promise<Image> => {
  const png = await sharp(Buffer.from(svg)).png({ palette: true, compressionLevel: 9 }).toBuffer();
  return { png, etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"` };
};

/**
 * Share cards and the raster logo, drawn as SVG and converted to PNG with sharp. A card is the same wherever it is
 * drawn (its words are in its URL's hash), so each instance keeps the recent ones in memory (a bounded cache, the
 * oldest dropped first) and draws the others again. Drawing is CPU work: two at a time, 32 waiting, past that
 * RenderQueueFullError (503).
 */
export class ShareCardImages {
  private readonly cards = new TtlCache<Image>(24 * 60 * 60_000, 300);
  private readonly queue = new RenderQueue(2, 32);
  private logo?: Promise<Image>;

  /** `domain` is shown on every card: the public site's host. */
  constructor(private readonly domain: string) {}

  /** The card at `path`, which names these words (its hash), drawn once. */
  card(path: string, card: ShareCard): Promise<Image> {
    return this.cards.getOrLoad(path, () => this.queue.run(() => toPng(shareCardSvg(card, this.domain))));
  }

  brandLogo(): Promise<Image> {
    this.logo ??= toPng(brandLogoSvg(BRAND_LOGO.size)).catch((error: unknown) => {
      this.logo = undefined;
      throw error;
    });
    return this.logo;
  }
}
