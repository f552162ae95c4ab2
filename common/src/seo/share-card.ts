import type { Language } from '../i18n/languages';

/** Size of every share card (og:image): the 1.91:1 image that link previews show whole. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** What a page's share card shows: its title and the kind of page, in the page's language, and the brand (business settings). */
export interface ShareCard {
  title: string;
  /** "Service", "Guía", "Q&A"… */
  kind: string;
  language: Language;
  /** The brand with its trade, as the owner last saved it. */
  brand: string;
}

/** Bumped when the card's design changes, so every card gets a new URL and caches let go of the old picture. */
const DESIGN_VERSION = 1;
const PREFIX = '/share/';
/** The home page ("/") has no last segment to name its picture. */
const ROOT_NAME = 'index';

/** A 53-bit string hash (cyrb53): short, stable in every JavaScript runtime, enough to tell one card from the next. */
function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * Where a page's card is served: `/share/<hash of the card>/<page path>.png`. The hash changes with the words, so
 * the picture can be cached for good; the server draws only the card of a real page (backend share-cards).
 */
export function shareCardPath(pagePath: string, card: ShareCard): string {
  const name = pagePath === '/' ? ROOT_NAME : pagePath.slice(1);
  return `${PREFIX}${hash(`${DESIGN_VERSION}\n${card.language}\n${card.kind}\n${card.title}\n${card.brand}`)}/${name}.png`;
}

/** The page a share-card path names, or undefined when it is not one; whether the hash is current is the server's check. */
export function pagePathOfShareCard(path: string): string | undefined {
  const match = /^\/share\/[0-9a-z]{1,12}\/([a-z0-9][a-z0-9/-]*)\.png$/.exec(path);
  if (!match || match[1].includes('//') || match[1].endsWith('/')) return undefined;
  return match[1] === ROOT_NAME ? '/' : `/${match[1]}`;
}
