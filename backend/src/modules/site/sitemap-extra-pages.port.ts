import type { PagePair } from './sitemap';

/** Port: page pairs other modules add to the sitemap (the towns, for one). */
export abstract class SitemapExtraPages {
  abstract pairs(): PagePair[];
}
