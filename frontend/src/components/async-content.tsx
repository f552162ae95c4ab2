import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, Suspense } from 'react';
import { QueryErrorBoundary } from './query-error-boundary';

interface AsyncContentProps {
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
 */
export function AsyncContent({ resetKey, skeleton, empty, children }: AsyncContentProps) {
  return (
    <QueryErrorBoundary key={resetKey} fallback={<EmptyState {...empty} />}>
      <Suspense fallback={skeleton}>{children}</Suspense>
    </QueryErrorBoundary>
  );
}
