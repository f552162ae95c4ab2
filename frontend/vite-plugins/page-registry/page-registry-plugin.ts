import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { loadArticle, pageFiles } from '../articles/load-article.ts';
import { APP_CONTENT, checkPageRegistry, fixedPages, PAGE_REGISTRY } from '../common.ts';

const DESCRIPTIONS = 'virtual:article-descriptions';
const RESOLVED = new Map([DESCRIPTIONS].map((id) => [`\0${id}`, id]));

/** The Markdown name of every article page of the page registry (common/src/pages/page-registry.ts). */
const articleNames = () => fixedPages(PAGE_REGISTRY).flatMap((page) => (page.content === APP_CONTENT ? [] : [page.content]));

/**
 * A module derived from the page registry: `virtual:article-descriptions`, each article's description in both
 * languages as content/pages writes it (the overview pages' cards; the pages themselves render from the database). The registry is checked first, its
 * content files included: a mistake stops the build, or shows in development, with every problem.
 */
export function pageRegistryModules(): Plugin {
  let contentRoot = '';
  const contentExists = (name: string) => Object.values(pageFiles(contentRoot, name)).every((file) => existsSync(file));
  return {
    name: 'page-registry-modules',
    configResolved(config) {
      contentRoot = process.env.CONTENT_DIR || resolve(config.root, '..', 'content');
    },
    buildStart() {
      checkPageRegistry(PAGE_REGISTRY, contentExists);
    },
    resolveId(id) {
      return RESOLVED.has(`\0${id}`) ? `\0${id}` : undefined;
    },
    load(id) {
      const module = RESOLVED.get(id);
      if (!module) return undefined;
      checkPageRegistry(PAGE_REGISTRY, contentExists);
      const descriptions = Object.fromEntries(
        articleNames().map((name) => {
          for (const file of Object.values(pageFiles(contentRoot, name))) this.addWatchFile(file);
          const article = loadArticle(contentRoot, name);
          return [name, { en: article.en.description, es: article.es.description }];
        }),
      );
      return `export default ${JSON.stringify(descriptions)};\n`;
    },
  };
}
