import { z } from 'zod/mini';
import { endpointsTagged } from './endpoint';
import { orderHead } from './selfcare';
import { singleLineText } from './text';
import * as routes from './routes/admin-search';

const endpoint = endpointsTagged('admin');

/** How many of each kind the search shows: a handful to choose from, not a list to page through. */
export const SEARCH_HITS = 10;

const AdminSearchQuery = z.strictObject({
  /** Two characters at least: fewer would match nearly everything (and no trigram index helps). */
  q: singleLineText().check(z.trim(), z.minLength(2), z.maxLength(100)),
});

const OrderHit = z.object({
  ...orderHead,
  /** The billing address's person (and company, when there is one). */
  customerName: z.string(),
  email: z.string(),
  /** The delivery address's postcode and town. */
  place: z.string(),
});

const CustomerHit = z.object({
  id: z.number().check(z.int()),
  /** The account's person (and company, when there is one). */
  name: z.string(),
  email: z.string(),
});

export const AdminSearchResult = z.object({
  /** The newest matching orders first, at most SEARCH_HITS. */
  orders: z.array(OrderHit),
  /** The matching customer accounts, newest first, at most SEARCH_HITS. */
  customers: z.array(CustomerHit),
});
export type AdminSearchResult = z.infer<typeof AdminSearchResult>;

export const getAdminSearchSchemas = { query: AdminSearchQuery, response: AdminSearchResult };
export const getAdminSearch = endpoint(routes.getAdminSearch, getAdminSearchSchemas, {
  summary:
    "The back office's search box: orders (number, e-mail address, names, companies, postcodes, towns, QR reference, tracking number) and customer accounts (names, company, e-mail address) containing the text, case-insensitive, the newest ten of each. A QR reference may be typed in its printed groups (spaces are ignored in a text of digits). At least two characters.",
});
