import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';

const firstSegment = (pathname: string): string | undefined => pathname.split('/').find(Boolean)?.toLowerCase();

/** A top-level route's first path segment when it is literal (`admin`), else undefined (`:lang`, `*`, none). */
function literalFirstSegment(route: RouteObject): string | undefined {
  const segment = firstSegment(route.path ?? '');
  return segment === undefined || /[:*?]/.test(segment) ? undefined : segment;
}

/**
 * The routes a page's router starts with, and the patch that adds the rest when a navigation needs them.
 * Left out are the top-level trees whose literal first segment is not this URL's: on a shop page the back
 * office's and the partner portal's, more than half of all routes. createBrowserRouter flattens, ranks and
 * converts every route it is given, in the task that hydrates: 104 ms of it at 4× CPU on /de with them.
 * A navigation into a tree left out adds it first (React Router asks whenever a match holds a parameter,
 * as every shop page's `:lang` does). The routes that load data have ids of their own (routes.tsx), so
 * the server's hydration data names the same routes whatever the client left out.
 */
export function pageRoutes(routes: readonly RouteObject[], pathname: string) {
  const first = firstSegment(pathname);
  const onThisPage = (route: RouteObject) => [undefined, first].includes(literalFirstSegment(route));
  const later = routes.filter((route) => !onThisPage(route));
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = ({ path, patch }) => {
    const segment = firstSegment(path);
    const index = later.findIndex((route) => literalFirstSegment(route) === segment);
    if (index >= 0) patch(null, later.splice(index, 1));
  };
  return { routes: routes.filter(onThisPage), patchRoutesOnNavigation };
}
