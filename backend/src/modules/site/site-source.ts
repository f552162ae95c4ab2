import type { FormPost, RenderResult, ShareCard, SiteData, SiteSettings } from '@costa-sol/common';
import type { FastifyInstance } from 'fastify';

export interface RenderedPage {
  status: number;
  html: string;
  redirect?: string;
  /** What the page's share card shows (share-cards/). */
  shareCard?: ShareCard;
}

/**
 * Where public pages come from: the production build (BuiltSite), or the frontend's sources through Vite with hot
 * module replacement (DevSite, `npm run dev`).
 */
export interface SiteSource {
  /** Serves what the browser fetches besides pages: built files, or Vite's modules. */
  register(fastify: FastifyInstance): Promise<void>;
  /** `formPost`: a form posted without JavaScript, answered with its page showing the values and errors. */
  render(url: string, site: SiteSettings, data: SiteData, formPost?: FormPost): Promise<RenderedPage>;
  /** The admin's single-page-app document. */
  adminShell(url: string): Promise<string | Buffer>;
  /** Rendered pages may be kept (not while the sources change under a developer's hands). */
  readonly cachesPages: boolean;
  readonly description: string;
}

// TypeScript compiles import() to require() in CommonJS; the server bundle and Vite are ESM, so keep a real import().
export const importEsm = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;

/** The page document: the built (or Vite-transformed) index.html with the rendered page put in. */
export function fillTemplate(template: string, page: RenderResult, extraHead = ''): string {
  return template
    .replace('<!--app-lang-->', page.language)
    .replace('<!--app-head-->', `${page.head}${extraHead ? `\n    ${extraHead}` : ''}`)
    .replace('<!--app-html-->', page.html);
}
