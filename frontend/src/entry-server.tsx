import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate } from '@tanstack/react-query';
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { setApiOrigin } from './lib/api-client';
import { createEmotionCache } from './lib/emotion-cache';
import { type HeadCollector, renderHeadHtml } from './lib/head';
import { createQueryClient } from './lib/query-client';

export interface RenderInput {
  /** Path and query of the request. */
  url: string;
  /** Public origin for canonical and hreflang links (PUBLIC_URL). */
  publicOrigin: string;
  /** Where this server's own API answers (http://127.0.0.1:PORT), for the data a page needs. */
  apiOrigin: string;
}

export interface RenderResult {
  status: number;
  html: string;
  head: string;
  state: string;
  language: 'en' | 'es';
}

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

/** Renders a page to HTML once its code and data have loaded (prerender waits for Suspense). */
export async function render(input: RenderInput): Promise<RenderResult> {
  setApiOrigin(input.apiOrigin);
  const queryClient = createQueryClient();
  const emotionCache = createEmotionCache();
  const emotionServer = createEmotionServer(emotionCache);
  const head: HeadCollector = {};
  const site = { origin: input.publicOrigin };
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={input.url}>
      <App queryClient={queryClient} emotionCache={emotionCache} site={site} head={head} />
    </StaticRouter>,
    // One complete document: out-of-order chunks would need inline scripts, which the CSP (script-src 'self') blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await streamToString(prelude);
  const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
  const state = JSON.stringify({ site, queries: dehydrate(queryClient) }).replace(/</g, '\\u003c');
  const path = input.url.split('?')[0];
  return {
    status: head.status ?? 200,
    html,
    head: `${head.head ? renderHeadHtml(head.head) : ''}\n    ${styles}`,
    state,
    language: path === '/es' || path.startsWith('/es/') ? 'es' : 'en',
  };
}
