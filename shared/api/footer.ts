import { z } from 'zod/mini';
import { Locale } from './locale';
import { LinkedPageKey } from './cms';
import { Company } from './company';
import { endpointsTagged } from './endpoint';
import * as routes from './routes/footer';

const endpoint = endpointsTagged('cms');

export const Footer = z.object({
  /** The legal pages the CMS has, in the order shown (imprint, privacy, terms), with their path in the language. */
  legal: z.array(z.object({ key: LinkedPageKey, path: z.string() })),
  /** The payment methods the checkout offers, named in the language. */
  paymentMethods: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The company behind the shop, as the footer, the contact overlay and the structured data name it. */
  company: Company,
});
export type Footer = z.infer<typeof Footer>;

export const getFooterSchemas = { query: z.strictObject({ lang: Locale }), response: Footer };
export const getFooter = endpoint(routes.getFooter, getFooterSchemas, {
  summary:
    "What every shop page's footer lists besides its own texts: the legal pages (imprint, privacy, terms) by their path in the language, the payment methods the checkout offers, and the company with its address.",
});
