import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { PageLoading } from '../../../../components/page-loading';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { ApiError } from '../../../../lib/api-client';
import { serverMessage } from '../../../../lib/server-errors';
import { adminText } from '../../content/admin-text';
import { AdminHead } from './admin-head';

class ErrorBoundary extends Component<
  { fallback: (error: unknown, reset: () => void) => ReactNode; onReset: () => void; children: ReactNode },
  { error: unknown }
> {
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  reset = () => {
    this.props.onReset();
    this.setState({ error: undefined });
  };

  render(): ReactNode {
    return this.state.error === undefined ? this.props.children : this.props.fallback(this.state.error, this.reset);
  }
}

function LoadError({ error, reset }: { error: unknown; reset: () => void }) {
  const t = useCatalogue(adminText);
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  const title = notFound ? t.common.notFoundTitle : t.common.errorTitle;
  return (
    <>
      <AdminHead title={title} />
      <Alert
        severity="error"
        role="alert"
        action={
          notFound ? undefined : (
            <Button color="inherit" onClick={reset}>
              {t.common.retry}
            </Button>
          )
        }
      >
        <AlertTitle component="h1" sx={{ fontSize: '1.2rem' }}>
          {title}
        </AlertTitle>
        {notFound ? t.common.notFoundText : (serverMessage(error) ?? t.common.loadFailed)}
      </Alert>
    </>
  );
}

/** Each admin page loads its data inside this: "Loading..." meanwhile, and a failed read shows here, not blank. */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const t = useCatalogue(adminText);
  const { pathname } = useLocation();
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary key={pathname} onReset={reset} fallback={(error, retry) => <LoadError error={error} reset={retry} />}>
          <Suspense fallback={<PageLoading label={t.loading} />}>{children}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
