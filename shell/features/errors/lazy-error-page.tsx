import { lazy, Suspense } from 'react';

/*
 * The error page with its illustration is its own small chunk: most visits never need it, and
 * every byte of the entry chunk counts against the 100 kB budget.
 */
const ErrorPage = lazy(() => import('./error-page').then((m) => ({ default: m.ErrorPage })));

export function LazyErrorPage({ status = 404, productsLink = false }: { status?: 404 | 500; productsLink?: boolean }) {
  return (
    <Suspense fallback={null}>
      <ErrorPage status={status} productsLink={productsLink} />
    </Suspense>
  );
}
