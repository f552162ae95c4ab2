import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What the frontend's server entry (frontend/src/entry-server.tsx) exports. */
interface ServerEntry {
  render(input: { url: string; publicOrigin: string; apiOrigin: string }): Promise<{
    status: number;
    html: string;
    head: string;
    state: string;
    language: 'en' | 'es';
  }>;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** The same HTML compressed once, so a cached page costs no compression per request. */
  brotli: Buffer;
  gzip: Buffer;
}

// TypeScript compiles import() to require() in CommonJS; the server bundle is ESM, so keep a real import().
const importEsm = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<ServerEntry>;

/** Renders public pages with the frontend's built server bundle into the built index.html. */
export class SiteRenderer {
  private constructor(
    private readonly template: string,
    private readonly entry: ServerEntry,
  ) {}

  static async load(siteDir: string): Promise<SiteRenderer> {
    const template = readFileSync(join(siteDir, 'client', 'index.html'), 'utf8');
    const entry = await importEsm(pathToFileURL(join(siteDir, 'server', 'entry-server.js')).href);
    return new SiteRenderer(template, entry);
  }

  static isBuilt(siteDir: string): boolean {
    return existsSync(join(siteDir, 'client', 'index.html')) && existsSync(join(siteDir, 'server', 'entry-server.js'));
  }

  async render(url: string, publicOrigin: string, apiOrigin: string): Promise<RenderedPage> {
    const page = await this.entry.render({ url, publicOrigin, apiOrigin });
    const html = this.template
      .replace('<!--app-lang-->', page.language)
      .replace('<!--app-head-->', page.head)
      .replace('<!--app-html-->', page.html)
      .replace('<!--app-state-->', `<script type="application/json" id="app-state">${page.state}</script>`);
    return {
      status: page.status,
      html,
      brotli: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
      gzip: gzipSync(html, { level: 6 }),
    };
  }
}
