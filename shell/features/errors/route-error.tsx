import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LazyErrorPage as ErrorPage } from './lazy-error-page';
import { PageError } from './page-error';

/** A route's loader failed: 404 for what does not exist (an unknown product links to the products), else the error page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage status={404} productsLink={error.data === 'product'} />;
  return <PageError error={error} />;
}
