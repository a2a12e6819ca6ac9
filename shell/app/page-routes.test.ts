import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from './page-routes';
import { createRoutes } from './routes';

const tree = (routes: readonly RouteObject[]) => routes.map((route) => route.path ?? route.id);

/** createRoutes' shape in small: two literal trees beside the `:lang` one. */
const routes = (): RouteObject[] => [
  { path: '/', loader: () => null },
  { id: 'admin', path: '/admin', loader: () => 'back office', children: [{ id: 'admin-orders', path: 'orders', loader: () => 'orders' }] },
  { id: 'partner', path: '/partner', loader: () => 'portal' },
  { id: 'locale', path: '/:lang', loader: () => 'shop', children: [{ id: 'content', path: ':slug', loader: () => 'content' }] },
];

describe('a page router’s routes', () => {
  it('leave out on a shop page the trees of another literal first segment, and keep those of this one on theirs', () => {
    expect(tree(pageRoutes(routes(), '/de/leinwand').routes)).toEqual(['/', '/:lang']);
    expect(tree(pageRoutes(routes(), '/Admin/orders').routes)).toEqual(['/', '/admin', '/:lang']);
    expect(tree(pageRoutes(routes(), '/').routes)).toEqual(['/', '/:lang']);
  });

  it('add a tree left out when a navigation goes into it, which then shows its page (not the shop’s :lang page)', async () => {
    const { routes: start, patchRoutesOnNavigation } = pageRoutes(routes(), '/de');
    const router = createMemoryRouter(start, { initialEntries: ['/de'], patchRoutesOnNavigation });
    await router.navigate('/admin/orders');
    expect(router.state.matches.map((match) => match.route.id)).toEqual(['admin', 'admin-orders']);
    expect(router.state.loaderData['admin-orders']).toBe('orders');
    await router.navigate('/de/faq');
    expect(router.state.matches.map((match) => match.route.id)).toEqual(['locale', 'content']);
    await router.navigate('/partner');
    expect(router.state.loaderData.partner).toBe('portal');
    expect(router.routes.map((route) => route.path)).toEqual(['/', '/:lang', '/admin', '/partner']);
    router.dispose();
  });

  it('name every route that loads data: the server’s hydration data keys them by id, whatever trees the client left out', () => {
    const unnamed: string[] = [];
    const visit = (list: readonly RouteObject[], at: string) => {
      for (const route of list) {
        const where = `${at}/${route.path ?? (route.index ? '(index)' : '(layout)')}`;
        if (route.loader && !route.id) unnamed.push(where);
        if (route.children) visit(route.children, where);
      }
    };
    visit(createRoutes({} as Parameters<typeof createRoutes>[0]), '');
    expect(unnamed).toEqual([]);
  });
});
