import { withAdminTexts, withConfiguratorTexts, withLaterTexts } from '../lib/intl/texts';

/*
 * The lazily loaded parts of the shell, named once: the router loads them on navigation, the
 * prefetcher warms the same imports on hover or when a link scrolls into view, and the server
 * preloads (and links the CSS of) the ones a page it renders needs, found by their source file in
 * Vite's manifest (paths relative to shell/).
 */
export const routeChunks = {
  checkout: withLaterTexts(() => import('../features/checkout/checkout-routes')),
  selfcare: withLaterTexts(() => import('../features/selfcare/selfcare-routes')),
  customer: withLaterTexts(() => import('../features/customer/customer-pages')),
  configurator: withConfiguratorTexts(() => import('../features/configurator/configurator-page')),
  product: () => import('../components/price-list/price-list-block'),
  admin: withAdminTexts(() => import('../features/admin/admin-routes')),
  embedBuilder: withLaterTexts(() => import('../features/partner-portal/embed-builder/embed-builder-page')),
  partnerPortal: withLaterTexts(() => import('../features/partner-portal/portal-routes')),
} as const;

export type RouteChunk = keyof typeof routeChunks;

/** The chunks above that word with the later texts (lib/intl/texts.ts): a page that renders one preloads those too. */
export const chunksWithLaterTexts: ReadonlySet<RouteChunk> = new Set(['checkout', 'selfcare', 'customer', 'admin', 'partnerPortal']);

export const routeChunkSources: Record<RouteChunk | 'errorPage', string> = {
  checkout: 'features/checkout/checkout-routes.tsx',
  selfcare: 'features/selfcare/selfcare-routes.tsx',
  customer: 'features/customer/customer-pages.ts',
  configurator: 'features/configurator/configurator-page.tsx',
  product: 'components/price-list/price-list-block.tsx',
  admin: 'features/admin/admin-routes.tsx',
  embedBuilder: 'features/partner-portal/embed-builder/embed-builder-page.tsx',
  partnerPortal: 'features/partner-portal/portal-routes.tsx',
  errorPage: 'features/errors/error-page.tsx',
};
