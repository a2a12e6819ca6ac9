/*
 * The lazily loaded parts of the shell, named once: the router loads them on navigation and the
 * prefetcher warms the same imports on hover or when a link scrolls into view.
 */
export const routeChunks = {
  checkout: () => import('../features/checkout/checkout-routes'),
  selfcare: () => import('../features/selfcare/selfcare-page'),
  customer: () => import('../features/customer/new-password-page'),
  configurator: () => import('../features/configurator/configurator-page'),
  product: () => import('../features/content/price-list/price-list-block'),
} as const;
