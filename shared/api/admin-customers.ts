import { z } from 'zod/mini';
import { rappen } from './basket-view';
import { endpointsTagged } from './endpoint';
import { IdParams, pageQuery, rowIdValue } from './id-params';
import { orderHead } from './selfcare';
import { StatusOk } from './status-ok';
import { singleLineText } from './text';
import * as routes from './routes/admin-customers';

const endpoint = endpointsTagged('admin');

export const CustomerRow = z.object({
  id: z.number().check(z.int()),
  /** The account's person (and company, when there is one). */
  name: z.string(),
  email: z.string(),
  username: z.string(),
  newsletter: z.boolean(),
  /** ISO 8601: when the account was opened. */
  createdAt: z.string(),
  /** ISO 8601, or null: when staff anonymised the account on request. */
  anonymisedAt: z.nullable(z.string()),
});
export type CustomerRow = z.infer<typeof CustomerRow>;

export const AdminCustomerList = z.object({
  customers: z.array(CustomerRow),
  /** The `before` of the next (older) page; null on the last page. */
  nextBefore: z.nullable(z.number().check(z.int())),
});

const yesNo = z.enum(['yes', 'no']);

export const AdminCustomersQuery = z.strictObject({
  /** Part of a name, company or e-mail address (case-insensitive). */
  q: z.optional(singleLineText().check(z.trim(), z.maxLength(100))),
  /** Whether the account agreed to the newsletter. */
  newsletter: z.optional(yesNo),
  /** Whether guest orders wait under the account's e-mail address (to be merged into it). */
  guestOrders: z.optional(yesNo),
  ...pageQuery,
});
export type AdminCustomersQuery = z.input<typeof AdminCustomersQuery>;
export type AdminCustomersFilter = z.output<typeof AdminCustomersQuery>;

export const getAdminCustomersSchemas = { query: AdminCustomersQuery, response: AdminCustomerList };
export const getAdminCustomers = endpoint(routes.getAdminCustomers, getAdminCustomersSchemas, {
  summary:
    'The customer accounts, newest first, searched (`q`: name, company, e-mail address) and filtered (newsletter consent, guest orders waiting under the address), a page at a time: `nextBefore` is the `before` of the next page.',
});

const CustomerOrder = z.object({
  ...orderHead,
  totalRappen: rappen,
  email: z.string(),
});

const CustomerAddress = z.object({
  id: z.number().check(z.int()),
  /** The address's lines as a letter carries them. */
  lines: z.array(z.string()),
  isDefault: z.boolean(),
});

export const AdminCustomerDetail = z.object({
  ...CustomerRow.shape,
  type: z.enum(['private', 'company']),
  language: z.string(),
  phone: z.string(),
  /** Null until the customer confirmed the address by its link. */
  emailConfirmedAt: z.nullable(z.string()),
  addresses: z.array(CustomerAddress),
  /** The account's orders, newest first. */
  orders: z.array(CustomerOrder),
  /** Orders placed as a guest with the account's e-mail address, which staff may merge into it. */
  guestOrders: z.array(CustomerOrder),
});
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetail>;

export const getAdminCustomerSchemas = { params: IdParams, response: AdminCustomerDetail };
export const getAdminCustomer = endpoint(routes.getAdminCustomer, getAdminCustomerSchemas, {
  summary:
    'One customer account for the office: the person, newsletter consent, addresses, orders and guest orders under its e-mail address. 404 for an unknown account.',
});

export const postCustomerPasswordLinkSchemas = { params: IdParams, response: StatusOk };
export const postCustomerPasswordLink = endpoint(routes.postCustomerPasswordLink, postCustomerPasswordLinkSchemas, {
  summary:
    "Mails the customer the self-care's lost-credentials mail (username and a new-password link, in the customer's language). 409 for an anonymised account; 429 when too many were asked for the address.",
  errors: [409, 429],
});

const MergeOrderRequest = z.strictObject({ orderId: rowIdValue() });

export const postCustomerMergeOrderSchemas = { params: IdParams, body: MergeOrderRequest, response: StatusOk };
export const postCustomerMergeOrder = endpoint(routes.postCustomerMergeOrder, postCustomerMergeOrderSchemas, {
  summary:
    "A guest order placed with the account's e-mail address joins the account (staff confirmed it is the customer's). 409 when the order belongs to an account already or the account is anonymised; 422 when its e-mail address is another.",
  errors: [409, 422],
});

export const postCustomerAnonymiseSchemas = { params: IdParams, response: StatusOk };
export const postCustomerAnonymise = endpoint(routes.postCustomerAnonymise, postCustomerAnonymiseSchemas, {
  summary:
    "Anonymises the account on the customer's request (Swiss data-protection act): the person's data are replaced, the login, sessions, addresses and baskets removed, the orders' e-mail and delivery data replaced; the invoices' data (billing address, amounts, VAT) stay ten years as the law requires. 409 while an order is open (in progress, or shipped and unpaid) or when done already.",
  errors: [409],
});
