import { createRequire } from 'node:module';

/** What the page registry's modules take from @costa-sol/common: its CommonJS build, as Node loads it for Vite's config. */
const common = createRequire(import.meta.url)('@costa-sol/common') as typeof import('@costa-sol/common');

export const { APP_CONTENT, checkPageRegistry, fixedPages, PAGE_REGISTRY } = common;
