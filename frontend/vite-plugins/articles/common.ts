import { createRequire } from 'node:module';

/**
 * What the article loader takes from @costa-sol/common, loaded as Node loads it when Vite reads its config: the
 * CommonJS build (the ESM build's extensionless imports are for bundlers).
 */
const common = createRequire(import.meta.url)('@costa-sol/common') as typeof import('@costa-sol/common');

export const { interpolate, unknownReferences, STATIC_ROUTES, MANUFACTURER_SLUGS, PAGE_REGISTRY, pageByContentName } = common;
