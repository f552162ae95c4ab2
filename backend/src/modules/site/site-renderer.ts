import type { FormPost, ServerEntry, SiteData, SiteSettings } from '@costa-sol/common';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { fillTemplate, importEsm, type RenderedPage, type SiteSource } from './site-source';

/** Vite's build manifest: each source file's output chunk and the chunks it imports. */
type Manifest = Record<string, { file: string; imports?: string[] }>;

/** Hashed build files never change; everything else is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The island runtime (React and the hydration code), loaded by every React island. */
const ISLAND_RUNTIME = 'src/islands/hydrate-islands.tsx';
const islandSource = (name: string) => `src/islands/${name}.island.tsx`;
/** The island loads whose code is preloaded; `visible` and `interaction` islands load theirs only when due. */
const EAGER_LOADS = new Set(['load', 'idle']);

/** Public pages from the frontend's production build (frontend/dist): its server bundle, index.html and files. */
export class BuiltSite implements SiteSource {
  readonly cachesPages = true;

  private constructor(
    private readonly siteDir: string,
    private readonly template: string,
    private readonly admin: Buffer,
    private readonly entry: ServerEntry,
    private readonly manifest: Manifest,
  ) {}

  get description(): string {
    return `the build in ${this.siteDir}`;
  }

  static async load(siteDir: string): Promise<BuiltSite> {
    const client = join(siteDir, 'client');
    const manifest = JSON.parse(readFileSync(join(client, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const entry = await importEsm<ServerEntry>(pathToFileURL(join(siteDir, 'server', 'entry-server.js')).href);
    return new BuiltSite(
      siteDir,
      readFileSync(join(client, 'index.html'), 'utf8'),
      readFileSync(join(client, 'admin.html')),
      entry,
      manifest,
    );
  }

  async register(fastify: FastifyInstance): Promise<void> {
    await fastify.register(fastifyStatic, {
      root: join(this.siteDir, 'client'),
      prefix: '/',
      index: false,
      wildcard: false,
      // The page templates are filled in by the renderer, never served raw: /index.html is then an unknown page (404).
      globIgnore: ['index.html*', 'admin.html*'],
      // The build writes .br and .gz beside each file (frontend/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (reply, path) => reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'public, max-age=3600'),
    });
  }

  async adminShell(): Promise<Buffer> {
    return this.admin;
  }

  async render(url: string, site: SiteSettings, data: SiteData, formPost?: FormPost): Promise<RenderedPage> {
    const page = await this.entry.render({ url, ...site, data, formPost });
    const eager = page.islands.filter((island) => EAGER_LOADS.has(island.load)).map((island) => islandSource(island.name));
    const preloads = this.chunksOf(eager.length > 0 ? [ISLAND_RUNTIME, ...eager] : [])
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('\n    ');
    return { status: page.status, redirect: page.redirect, shareCard: page.shareCard, html: fillTemplate(this.template, page, preloads) };
  }

  /**
   * The chunks these sources need, their imports included: preloaded so the browser fetches them in parallel with
   * the entry instead of one after another. Only what the page's islands use; islands that wait to be visible or
   * for an interaction load their code when they are due.
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
