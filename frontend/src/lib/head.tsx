import type { BusinessFacts, Language } from '@costa-sol/common';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import type { ShareImage } from './share-card';
import { Breadcrumbs } from '../components/breadcrumbs';
import { useBusiness } from './business';
import { useSiteConfig } from './site-config';
import { type Crumb, localBusiness, organization } from './structured-data';

/** Everything a page puts in <head>: the server writes it into the HTML, the browser keeps it current. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of this page. */
  canonical: string;
  alternates: { hreflang: 'en' | 'es' | 'x-default'; href: string }[];
  robots?: string;
  ogType?: 'website' | 'article';
  /** The page's share card (og:image and twitter:image), drawn by the server (lib/share-card.ts). */
  shareImage?: ShareImage;
  /** The page's language, for og:locale (and the other language as og:locale:alternate). */
  language?: Language;
  jsonLd: object[];
  /** The trail of the BreadcrumbList, shown on the page too (where Head is placed), so the two never differ. */
  breadcrumbs?: Crumb[];
  /** og:site_name: the brand with its trade (Head sets it from the business settings). */
  siteName?: string;
}

/** The page's head with what every page carries from the business settings: the site name and the business's JSON-LD. */
function withBusiness(head: PageHead, origin: string, business: BusinessFacts): PageHead {
  return {
    ...head,
    siteName: business.brandWithTrade,
    jsonLd: [organization(origin, business), localBusiness(origin, business), ...head.jsonLd],
  };
}

const OG_LOCALES: Record<Language, string> = { en: 'en_GB', es: 'es_ES' };

/** An image the browser should fetch before it meets it in the page (the LCP photo): `<link rel="preload" as="image">`. */
interface ImagePreload {
  /** The `srcset` of the format preloaded (AVIF, the first `<source>` of the picture). */
  srcSet: string;
  sizes: string;
  type: 'image/avif' | 'image/webp';
}

export interface HeadCollector {
  head?: PageHead;
  status?: number;
  /** Preloads declared while rendering, by srcset (a component rendered twice declares its preload once). */
  imagePreloads?: Map<string, ImagePreload>;
}

const HeadContext = createContext<HeadCollector | undefined>(undefined);

export function HeadProvider({ collector, children }: { collector?: HeadCollector; children: ReactNode }) {
  return <HeadContext.Provider value={collector}>{children}</HeadContext.Provider>;
}

/**
 * Declares the page's head. During server rendering it is collected (and rendered into <head> by the server);
 * in the browser, navigation updates document.head. The tags never live inside the React tree, so hydration
 * has nothing to disagree about. The one thing it shows is the breadcrumb trail, where the page places it.
 */
export function Head(props: PageHead & { status?: number }) {
  const collector = useContext(HeadContext);
  const head = withBusiness(props, useSiteConfig().origin, useBusiness());
  if (collector) {
    collector.head = head;
    if (props.status) collector.status = props.status;
  }
  useEffect(() => {
    applyHead(head);
  });
  return props.breadcrumbs ? <Breadcrumbs crumbs={props.breadcrumbs} /> : null;
}

/**
 * Asks for an image preload in the page's head (collected while rendering on the server, where public pages are
 * rendered; the browser only hydrates islands, so there is nothing to do there).
 */
export function usePreloadImage(preload: ImagePreload | undefined): void {
  const collector = useContext(HeadContext);
  if (!collector || !preload) return;
  collector.imagePreloads ??= new Map();
  collector.imagePreloads.set(preload.srcSet, preload);
}

/** The preload links for the server, first in <head> so the fetch starts before the styles are read. */
export function renderImagePreloadsHtml(preloads: Iterable<ImagePreload>): string {
  return [...preloads]
    .map(
      ({ srcSet, sizes, type }) =>
        `<link rel="preload" as="image" type="${type}" imagesrcset="${escape(srcSet)}" imagesizes="${escape(sizes)}" fetchpriority="high">`,
    )
    .join('\n    ');
}

const MANAGED = 'data-head';

function applyHead(head: PageHead): void {
  document.title = head.title;
  document.head.querySelectorAll(`[${MANAGED}]`).forEach((node) => node.remove());
  for (const node of headElements(head)) {
    const element = document.createElement(node.tag);
    for (const [name, value] of Object.entries(node.attributes)) element.setAttribute(name, value);
    if (node.text) element.textContent = node.text;
    element.setAttribute(MANAGED, '');
    document.head.appendChild(element);
  }
}

interface HeadElement {
  tag: 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  text?: string;
}

function headElements(head: PageHead): HeadElement[] {
  const meta = (attributes: Record<string, string>): HeadElement => ({ tag: 'meta', attributes });
  return [
    meta({ name: 'description', content: head.description }),
    meta({ name: 'robots', content: head.robots ?? 'index, follow' }),
    { tag: 'link', attributes: { rel: 'canonical', href: head.canonical } },
    ...head.alternates.map((alternate): HeadElement => ({
      tag: 'link',
      attributes: { rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href },
    })),
    meta({ property: 'og:type', content: head.ogType ?? 'website' }),
    ...(head.siteName ? [meta({ property: 'og:site_name', content: head.siteName })] : []),
    ...(head.language
      ? [
          meta({ property: 'og:locale', content: OG_LOCALES[head.language] }),
          meta({ property: 'og:locale:alternate', content: OG_LOCALES[head.language === 'en' ? 'es' : 'en'] }),
        ]
      : []),
    meta({ property: 'og:title', content: head.title }),
    meta({ property: 'og:description', content: head.description }),
    meta({ property: 'og:url', content: head.canonical }),
    ...(head.shareImage
      ? [
          meta({ property: 'og:image', content: head.shareImage.url }),
          meta({ property: 'og:image:type', content: 'image/png' }),
          meta({ property: 'og:image:width', content: String(head.shareImage.width) }),
          meta({ property: 'og:image:height', content: String(head.shareImage.height) }),
          meta({ property: 'og:image:alt', content: head.shareImage.alt }),
        ]
      : []),
    meta({ name: 'twitter:card', content: 'summary_large_image' }),
    meta({ name: 'twitter:title', content: head.title }),
    meta({ name: 'twitter:description', content: head.description }),
    ...(head.shareImage
      ? [meta({ name: 'twitter:image', content: head.shareImage.url }), meta({ name: 'twitter:image:alt', content: head.shareImage.alt })]
      : []),
    ...head.jsonLd.map((data): HeadElement => ({ tag: 'script', attributes: { type: 'application/ld+json' }, text: JSON.stringify(data) })),
  ];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text: string) => text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);

/** The same elements as HTML for the server; JSON-LD has "<" escaped so it cannot close its script. */
export function renderHeadHtml(head: PageHead): string {
  const lines = [`<title>${escape(head.title)}</title>`];
  for (const node of headElements(head)) {
    const attributes = Object.entries(node.attributes)
      .map(([name, value]) => `${name}="${escape(value)}"`)
      .join(' ');
    // data-head marks the tags the browser replaces when the visitor moves to another page.
    if (node.tag === 'script') lines.push(`<script ${attributes} ${MANAGED}>${(node.text ?? '').replace(/</g, '\\u003c')}</script>`);
    else lines.push(`<${node.tag} ${attributes} ${MANAGED}>`);
  }
  return lines.join('\n    ');
}
