import {
  type Language,
  PAGE_REGISTRY,
  type PageKind,
  pageKindOfPath,
  SHARE_CARD_SIZE,
  type ShareCard,
  shareCardPath,
} from '@costa-sol/common';
import { shareCardText } from './share-card-text';

/** A card names every kind of page of the registry (checked here), and 'page' for any other path. */
type CardKind = keyof (typeof shareCardText)['en'];
const kindOfPage = (kind: PageKind): CardKind => kind;
const pageKindOf = (path: string): CardKind => {
  const kind = pageKindOfPath(PAGE_REGISTRY, path);
  return kind ? kindOfPage(kind) : 'page';
};

/** The title without the brand a page title ends with: the card shows the brand on its own line. */
function withoutBrand(title: string, brand: string): string {
  const trimmed = title.trim();
  const cut = trimmed.endsWith(brand) ? /\s*[|–—-]\s*$/.exec(trimmed.slice(0, -brand.length)) : null;
  return cut ? trimmed.slice(0, cut.index).trim() : trimmed;
}

export interface ShareImage {
  /** Absolute URL of the card (og:image, twitter:image). */
  url: string;
  alt: string;
  width: number;
  height: number;
  /** What the server draws on it. */
  card: ShareCard;
}

interface ShareImageInput {
  origin: string;
  path: string;
  title: string;
  language: Language;
  /** The brand with its trade (business settings), on its own line of the card. */
  brand: string;
}

/** The share card of the page at `path`: its title, kind and brand, drawn by the server at a URL that changes with them. */
export function shareImage({ origin, path, title, language, brand }: ShareImageInput): ShareImage {
  const card: ShareCard = { title: withoutBrand(title, brand), kind: shareCardText[language][pageKindOf(path)], language, brand };
  return {
    url: `${origin}${shareCardPath(path, card)}`,
    alt: `${card.kind}: ${card.title} — ${brand}`,
    ...SHARE_CARD_SIZE,
    card,
  };
}
