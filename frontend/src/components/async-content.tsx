import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, Suspense } from 'react';
import { QueryErrorBoundary } from './query-error-boundary';

interface AsyncContentProps {
  /** The content's name on the page, which the refresh after its freshness finds it by. */
  freshKey: string;
  /** Changing it (the language) gives a failed read another chance. */
  resetKey: string;
  /** Placeholders of the content's shape while it loads. */
  skeleton: ReactNode;
  /** Shown when there is nothing to show, or the read failed. */
  empty: { title: string; body: string };
  children: ReactNode;
}

export function EmptyState({ title, body }: { title: string; body: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: 4, px: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Typography variant="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{body}</Typography>
    </Box>
  );
}

/**
 * Content read from the API inside its own Suspense (skeletons meanwhile) and error boundary (the empty state if
 * the read fails), so the rest of the page never waits on it in the browser; server rendering still waits for it.
 * The skeleton also rides along in a <template>: a page shown again from the back-forward cache after the content's
 * freshness (CONTENT_CACHE.staleMs) shows it while the content is read again (islands/fresh-content.dom.ts).
 */
export function AsyncContent({ freshKey, resetKey, skeleton, empty, children }: AsyncContentProps) {
  return (
    <div data-dom-island="fresh-content" data-fresh-content={freshKey}>
      <div data-fresh-body="">
        <QueryErrorBoundary key={resetKey} fallback={<EmptyState {...empty} />}>
          <Suspense fallback={skeleton}>{children}</Suspense>
        </QueryErrorBoundary>
      </div>
      <template>{skeleton}</template>
    </div>
  );
}
