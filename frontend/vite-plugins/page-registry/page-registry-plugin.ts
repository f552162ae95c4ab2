import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { pageFiles } from '../articles/load-article.ts';
import { checkPageRegistry, PAGE_REGISTRY } from '../common.ts';

/**
 * The page registry checked, its content files included, when a build starts: a mistake stops the build with every
 * problem. The article pages' text is the database's at run time (seeded from content/pages), read while rendering.
 */
export function pageRegistryModules(): Plugin {
  let contentRoot = '';
  const contentExists = (name: string) => Object.values(pageFiles(contentRoot, name)).every((file) => existsSync(file));
  return {
    name: 'page-registry-check',
    configResolved(config) {
      contentRoot = process.env.CONTENT_DIR || resolve(config.root, '..', 'content');
    },
    buildStart() {
      checkPageRegistry(PAGE_REGISTRY, contentExists);
    },
  };
}
