import type { FormPost, ServerEntry, SiteData, SiteSettings } from '@costa-sol/common';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { fillTemplate, importEsm, type RenderedPage, type SiteSource } from './site-source';

/** The part of Vite's dev server this uses (Vite is a dev dependency of the frontend, loaded only here). */
interface ViteDevServer {
  middlewares: (request: unknown, response: unknown, next: (error?: unknown) => void) => void;
  transformIndexHtml(url: string, html: string): Promise<string>;
  ssrLoadModule(url: string): Promise<Record<string, unknown>>;
  ssrFixStacktrace(error: Error): void;
}
interface ViteModule {
  createServer(config: object): Promise<ViteDevServer>;
}

/** Paths that Vite answers in development: modules, its client, dependencies, files by absolute path. */
const VITE_PATH = /^\/(@vite\/|@react-refresh|@id\/|@fs\/|src\/|node_modules\/|\.vite\/)/;

/**
 * `npm run dev`: public pages rendered from the frontend's sources by Vite in middleware mode, islands and the
 * admin hydrated with hot module replacement. Nothing is cached, and nothing is built.
 */
export class DevSite implements SiteSource {
  readonly cachesPages = false;

  private constructor(
    private readonly frontendDir: string,
    private readonly vite: ViteDevServer,
  ) {}

  get description(): string {
    return `the sources in ${this.frontendDir}, through Vite (hot module replacement)`;
  }

  static async start(frontendDir: string): Promise<DevSite> {
    const vitePath = join(frontendDir, '..', 'node_modules', 'vite', 'dist', 'node', 'index.js');
    const { createServer } = await importEsm<ViteModule>(pathToFileURL(vitePath).href);
    const vite = await createServer({
      root: frontendDir,
      configFile: join(frontendDir, 'vite.config.ts'),
      server: { middlewareMode: true },
      appType: 'custom',
    });
    return new DevSite(frontendDir, vite);
  }

  async register(fastify: FastifyInstance): Promise<void> {
    fastify.addHook('onRequest', (request, reply, done) => {
      if (!VITE_PATH.test(request.url)) return done();
      reply.hijack();
      this.vite.middlewares(request.raw, reply.raw, () => {
        reply.raw.statusCode = 404;
        reply.raw.end();
      });
    });
    await fastify.register(fastifyStatic, { root: join(this.frontendDir, 'public'), prefix: '/', index: false, wildcard: false });
  }

  async adminShell(url: string): Promise<string> {
    return this.vite.transformIndexHtml(url, readFileSync(join(this.frontendDir, 'admin.html'), 'utf8'));
  }

  async render(url: string, site: SiteSettings, data: SiteData, formPost?: FormPost): Promise<RenderedPage> {
    try {
      const template = await this.vite.transformIndexHtml(url, readFileSync(join(this.frontendDir, 'index.html'), 'utf8'));
      const entry = (await this.vite.ssrLoadModule('/src/entry-server.tsx')) as unknown as ServerEntry;
      const page = await entry.render({ url, ...site, data, formPost });
      return { status: page.status, redirect: page.redirect, shareCard: page.shareCard, html: fillTemplate(template, page) };
    } catch (error) {
      if (error instanceof Error) this.vite.ssrFixStacktrace(error);
      throw error;
    }
  }
}
