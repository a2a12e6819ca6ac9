import { useEffect, useState } from 'react';
import { reloadForChunkError } from './chunk-reload';
import { LazyErrorPage as ErrorPage } from './lazy-error-page';

/**
 * What a page that threw shows: a failed chunk reloads the page (at most once a minute); anything
 * else is the error page (the boundary logged it). The layout and header stay.
 */
export function PageError({ error }: { error: unknown }) {
  const [reloading] = useState(() => reloadForChunkError(error));
  useEffect(() => {
    if (!reloading) console.error('page failed', error);
  }, [error, reloading]);
  if (reloading) return null;
  return <ErrorPage status={500} />;
}
