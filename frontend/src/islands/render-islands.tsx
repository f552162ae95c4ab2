import type { BusinessFacts, FormPost, Language } from '@costa-sol/common';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { businessFactsBlock } from './business-facts';
import { type IslandCollector, islandMarker } from './island';
import { IslandShell } from './island-shell';
import { islandFile } from './island-types';

// Server only: every island, loaded with the server bundle.
const modules = import.meta.glob<{ default: ComponentType<object> }>('./*.island.tsx', { eager: true });

const escapeJson = (value: unknown) => JSON.stringify(value ?? {}).replace(/</g, '\\u003c');

/**
 * Fills each island marker of a rendered page with the island's own server HTML (a root of its own, with the id
 * prefix the browser will hydrate it with), followed by its props as a JSON data block. No whitespace between the
 * marker and the island's HTML: hydration would count it as a mismatch. A form post answered with its errors goes
 * to the page's form of that kind, as a prop. The page's business facts follow once, for every island.
 */
export function renderIslands(
  html: string,
  islands: IslandCollector,
  page: { language: Language; business: BusinessFacts; formPost?: FormPost },
): string {
  const { language, business, formPost } = page;
  let result = html;
  let rendered = 0;
  for (const island of islands.values()) {
    const marker = islandMarker(island);
    if (!result.includes(marker)) continue; // placed by a render that Suspense threw away
    const Component = modules[islandFile(island.name)]?.default;
    if (!Component) throw new Error(`No island file for "${island.name}"`);
    const islandProps =
      formPost && island.name === `${formPost.kind}-form` ? { ...(island.props as object), post: formPost } : island.props;
    const inner = renderToString(
      <IslandShell language={language} business={business}>
        <Component {...(islandProps as object)} />
      </IslandShell>,
      { identifierPrefix: `${island.id}-` },
    );
    const props = `<script type="application/json" data-island-props="${island.id}">${escapeJson(islandProps)}</script>`;
    result = result.replace(marker, `${marker.slice(0, -'</div>'.length)}${inner}</div>${props}`);
    rendered += 1;
  }
  return rendered > 0 ? `${result}${businessFactsBlock(business)}` : result;
}
