import { z } from 'zod/mini';
import { Locale } from './locale';
import { LinkedPageKey } from './cms';
import { Company } from './company';
import { endpoint } from './endpoint';
import * as routes from './routes/footer';

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
export const getFooter = endpoint(routes.getFooter, getFooterSchemas);
