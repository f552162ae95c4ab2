import createEmotionServer from '@emotion/server/create-instance';
import { type Language, languageOfPath, type RenderInput, type RenderResult, type ServerEntry } from '@costa-sol/common';
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { PublicApp } from './app/app';
import type { IslandCollector } from './islands/island';
import { renderIslands } from './islands/render-islands';
import { createEmotionCache } from './lib/emotion-cache';
import { type HeadCollector, type PageHead, renderHeadHtml, renderImagePreloadsHtml } from './lib/head';
import { SiteDataReads } from './lib/site-data';

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    stream.pipe(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(Buffer.from(chunk));
          done();
        },
        final(done) {
          resolve();
          done();
        },
      }),
    );
    stream.on('error', reject);
  });
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The header's language links come from the route table; a page whose slugs differ by language (a town) declares
 * its counterpart in its hreflang alternates, which win.
 */
function pointSwitcherToAlternates(html: string, head: PageHead | undefined): string {
  if (!head) return html;
  return html.replace(/data-language="(en|es)" href="[^"]*"/g, (link, language: Language) => {
    const alternate = head.alternates.find((candidate) => candidate.hreflang === language);
    return alternate ? `data-language="${language}" href="${new URL(alternate.href).pathname}"` : link;
  });
}

/**
 * Renders a public page to HTML once its code and data are there (prerender waits for Suspense), then each island
 * as a root of its own. The browser hydrates only the islands (entry-client.tsx).
 */
export const render: ServerEntry['render'] = async function render(input: RenderInput): Promise<RenderResult> {
  const emotionCache = createEmotionCache();
  const emotionServer = createEmotionServer(emotionCache);
  const head: HeadCollector = {};
  const islands: IslandCollector = new Map();
  const language = languageOfPath(input.url.split('?')[0]);
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={input.url}>
      <PublicApp
        emotionCache={emotionCache}
        site={{ origin: input.publicOrigin, analytics: input.analytics }}
        business={input.business}
        head={head}
        islands={islands}
        data={new SiteDataReads(input.data)}
      />
    </StaticRouter>,
    // One complete document: out-of-order chunks would need inline scripts, which the CSP (script-src 'self') blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const page = renderIslands(await streamToString(prelude), islands, { language, business: input.business, formPost: input.formPost });
  const html = pointSwitcherToAlternates(page, head.head);
  const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
  const status = head.status ?? 200;
  const canonicalPath = head.head ? new URL(head.head.canonical).pathname : undefined;
  const redirect = status === 200 && canonicalPath && canonicalPath !== input.url.split('?')[0] ? canonicalPath : undefined;
  return {
    status: redirect ? 301 : status,
    redirect,
    html,
    head: [head.imagePreloads && renderImagePreloadsHtml(head.imagePreloads.values()), head.head && renderHeadHtml(head.head), styles]
      .filter(Boolean)
      .join('\n    '),
    language,
    islands: [...islands.values()]
      .filter((island) => html.includes(`data-island-id="${island.id}"`))
      .map(({ name, load }) => ({ name, load })),
    shareCard: head.head?.shareImage?.card,
  };
};
