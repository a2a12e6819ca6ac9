import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '../../components/error-boundary';
import { useLocale } from '../../lib/use-locale';
import { PageError } from './page-error';
import { RootFallback } from './root-fallback';

/**
 * Two boundaries around a page: the outer shows the error page; if the error page itself fails,
 * the inner-most fallback is plain text with a link home. A new path starts afresh.
 */
export function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = useLocale();
  const renderPageError = (error: unknown) => (
    <ErrorBoundary renderFallback={() => <RootFallback locale={locale} />}>
      <PageError error={error} />
    </ErrorBoundary>
  );
  return (
    <ErrorBoundary resetKey={pathname} renderFallback={renderPageError}>
      {children}
    </ErrorBoundary>
  );
}
