import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { SitePageData } from './site-page-data';

/** What the frontend's server entry (frontend/src/entry-server.tsx) exports. */
interface ServerEntry {
  render(input: { url: string; publicOrigin: string; data: SitePageData }): Promise<{
    status: number;
    html: string;
    head: string;
    language: 'en' | 'es';
    islands: { name: string; load: string }[];
  }>;
}

/** Vite's build manifest: each source file's output chunk and the chunks it imports. */
type Manifest = Record<string, { file: string; imports?: string[] }>;

export interface RenderedPage {
  status: number;
  html: string;
  /** The same HTML compressed once, so a cached page costs no compression per request. */
  brotli: Buffer;
  gzip: Buffer;
}

// TypeScript compiles import() to require() in CommonJS; the server bundle is ESM, so keep a real import().
const importEsm = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<ServerEntry>;

/** The island runtime (React and the hydration code), loaded by every island. */
const ISLAND_RUNTIME = 'src/islands/hydrate-islands.tsx';
const islandSource = (name: string) => `src/islands/${name}.island.tsx`;

/** Renders public pages with the frontend's built server bundle into the built index.html. */
export class SiteRenderer {
  private constructor(
    private readonly template: string,
    private readonly entry: ServerEntry,
    private readonly manifest: Manifest,
  ) {}

  static async load(siteDir: string): Promise<SiteRenderer> {
    const template = readFileSync(join(siteDir, 'client', 'index.html'), 'utf8');
    const manifest = JSON.parse(readFileSync(join(siteDir, 'client', '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const entry = await importEsm(pathToFileURL(join(siteDir, 'server', 'entry-server.js')).href);
    return new SiteRenderer(template, entry, manifest);
  }

  static isBuilt(siteDir: string): boolean {
    return existsSync(join(siteDir, 'client', 'index.html')) && existsSync(join(siteDir, 'server', 'entry-server.js'));
  }

  async render(url: string, publicOrigin: string, data: SitePageData): Promise<RenderedPage> {
    const page = await this.entry.render({ url, publicOrigin, data });
    const eager = page.islands.filter((island) => island.load !== 'visible').map((island) => islandSource(island.name));
    const preloads = this.chunksOf(eager.length > 0 ? [ISLAND_RUNTIME, ...eager] : [])
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('\n    ');
    const html = this.template
      .replace('<!--app-lang-->', page.language)
      .replace('<!--app-head-->', `${page.head}\n    ${preloads}`)
      .replace('<!--app-html-->', page.html);
    return {
      status: page.status,
      html,
      brotli: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
      gzip: gzipSync(html, { level: 6 }),
    };
  }

  /**
   * The chunks these sources need, their imports included: preloaded so the browser fetches them in parallel with
   * the entry instead of one after another. Only what the page's islands use; islands that wait to be visible load
   * their code when they are.
   */
  private chunksOf(sources: string[]): string[] {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = this.manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    sources.forEach(visit);
    return [...files];
  }
}
