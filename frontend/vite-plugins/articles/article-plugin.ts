import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { checkAllPages, loadArticle, pageFiles } from './load-article.ts';

const PREFIX = 'virtual:article/';
const RESOLVED = `\0${PREFIX}`;

/**
 * Article pages from content/pages: `import('virtual:article/heat-pumps')` is a module of its own (so each page keeps
 * its chunk, and server rendering gets it like any module) whose default export is the checked Article, read from
 * heat-pumps.en.md and heat-pumps.es.md. A broken file fails the build, and shows in development, with the file, the
 * field and the rule; a build first checks every page file, imported or not. The content root is CONTENT_DIR, else
 * content/ beside the frontend.
 */
export function articleContent(): Plugin {
  let contentRoot = '';
  let building = false;
  return {
    name: 'article-content',
    configResolved(config) {
      contentRoot = process.env.CONTENT_DIR || resolve(config.root, '..', 'content');
      building = config.command === 'build';
    },
    buildStart() {
      if (building) this.info(`${checkAllPages(contentRoot)} article pages checked in ${contentRoot}`);
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const name = id.slice(RESOLVED.length);
      const files = pageFiles(contentRoot, name);
      this.addWatchFile(files.en);
      this.addWatchFile(files.es);
      return `export default ${JSON.stringify(loadArticle(contentRoot, name))};\n`;
    },
  };
}
