import {
  BUSINESS,
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
const withoutBrand = (title: string) => title.replace(new RegExp(`\\s*[|–—-]\\s*${BUSINESS.brandWithTrade}$`), '').trim();

export interface ShareImage {
  /** Absolute URL of the card (og:image, twitter:image). */
  url: string;
  alt: string;
  width: number;
  height: number;
  /** What the server draws on it. */
  card: ShareCard;
}

/** The share card of the page at `path`: its title and kind, drawn by the server at a URL that changes with them. */
export function shareImage(origin: string, path: string, title: string, language: Language): ShareImage {
  const card: ShareCard = { title: withoutBrand(title), kind: shareCardText[language][pageKindOf(path)], language };
  return {
    url: `${origin}${shareCardPath(path, card)}`,
    alt: `${card.kind}: ${card.title} — ${BUSINESS.brandWithTrade}`,
    ...SHARE_CARD_SIZE,
    card,
  };
}
