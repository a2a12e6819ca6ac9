import type { getFooterSchemas } from '../footer';
import type { Route } from '../route';

export const getFooter: Route<typeof getFooterSchemas> = {
  method: 'GET',
  path: '/api/footer',
  summary:
    "What every shop page's footer lists besides its own texts: the legal pages (imprint, privacy, terms) by their path in the language, the payment methods the checkout offers, and the company with its address.",
  tags: ['cms'],
};
