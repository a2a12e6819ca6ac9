import { z } from 'zod/mini';
import { Locale } from './locale';
import { PAYMENT_STATUSES } from '../domain/payments/payment-status';
import { endpointsTagged } from './endpoint';
import { OrderLine } from './basket-view';
import { IdParams } from './id-params';
import { LoginLinkRequest } from './login-link';
import { confirmed, newPasswordFields, PasswordChangeRequest } from './password-change';
import { personInput, personView, postalInput, postalView } from './person';
import {
  V,
  addressTypeField,
  always,
  birthdateField,
  emailField,
  idField,
  newsletterField,
  optionalText,
  passwordField,
  referrerField,
  requiredText,
  typedPasswordField,
  usernameField,
} from './selfcare-fields';
import { StatusOk } from './status-ok';
import * as routes from './routes/selfcare';

const endpoint = endpointsTagged('selfcare');

/** Ends the summary of a call only a logged-in customer makes, which answers 401 without the token. */
const bearerOnly = 'Needs the Authorization: Bearer token (401 otherwise).';

export * from './selfcare-fields';

export const KnownFromOption = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  /** A follow-up question; when set, the register form asks for knownFromDetail. */
  question: z.nullable(z.string()),
});
export type KnownFromOption = z.infer<typeof KnownFromOption>;

export const getKnownFromOptionsSchemas = { response: z.array(KnownFromOption) };
export const getKnownFromOptions = endpoint(routes.getKnownFromOptions, getKnownFromOptionsSchemas, {
  summary: 'How a new customer heard of the shop: the options of the register form.',
});

/** The registration payload of spec section 3, exactly these fields. */
export const RegisterRequest = z
  .strictObject({
    type: addressTypeField,
    language_id: idField(V.languageId),
    ...personInput,
    birthdate: birthdateField,
    ...postalInput,
    phone: requiredText(40),
    mobile: optionalText(40),
    email: emailField,
    /** 1 subscribes; absent counts as 0 (no consent is assumed). */
    hasNewsletterSubscription: z.optional(newsletterField),
    knownFrom: z.nullish(idField(V.knownFrom)),
    knownFromDetail: optionalText(200),
    username: usernameField,
    password: passwordField,
    registerReferrer: referrerField,
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.type === 'company' && !value.company) ctx.addIssue({ code: 'custom', path: ['company'], message: V.companyRequired });
    }, always),
  );
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** A new bearer token (256 random bits; valid 7 days) and the customer it belongs to. */
export const AuthToken = z.object({ token: z.string(), customer_id: z.number().check(z.int()) });
export type AuthToken = z.infer<typeof AuthToken>;

export const registerSchemas = { body: RegisterRequest, response: AuthToken };
export const register = endpoint(routes.register, registerSchemas, {
  summary:
    'Registers a private or company customer and logs them in. Field errors answer 400 validation_failed with `fields` (field -> messages in the request language), also for a taken username or e-mail, a password that is too common or too easy to guess (judged on the server with zxcvbn and its common and German dictionaries; a reason and, where it helps, a hint), an unknown language_id or knownFrom, and an own-site registerReferrer. knownFromDetail is kept only when the chosen option asks a question. Limited per IP (429).',
});

export const LoginRequest = z.strictObject({
  /** The username or the account's e-mail address. */
  username: requiredText(200),
  password: typedPasswordField,
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const loginSchemas = { body: LoginRequest, response: AuthToken };
export const login = endpoint(routes.login, loginSchemas, {
  summary:
    'Logs a customer in by username or by the e-mail address of their account (`username` takes either; a username wins over an e-mail address that reads the same); answers a new bearer token for the Authorization header (valid 7 days) and sets a device cookie (customer_device, or __Secure-customer_device on https: HttpOnly, SameSite=Strict, path /api/selfcare/login, signed by the server, valid 180 days). A wrong username or password answers 401 unauthorized with the same message either way. With a valid device cookie of the same account, failed attempts are limited per device cookie only (429 with Retry-After). Otherwise they are limited per (username, IP) and per IP (429 with Retry-After until the window ends), and failures of one account from any IP count too: after 20 of them each further try must wait 1 s, doubling up to 15 minutes after the last try; a try during that wait answers 403 login_challenge whether the password was right or not, and a right one has a one-time login link mailed to the account (POST /api/selfcare/login/link; at most 3 mails an hour). A success from a new device clears the count, as does a new password set by e-mail.',
  errors: [401],
});

export const loginByLinkSchemas = { body: LoginLinkRequest, response: AuthToken };
export const loginByLink = endpoint(routes.loginByLink, loginByLinkSchemas, {
  summary:
    'Logs a customer in with the key of a login-link mail (sent when the right password came from a new device while the account waited after failures): answers a new bearer token and sets the device cookie, as a login does. A key works once and for 15 minutes; an unknown, used or expired one answers 404 not_found. Limited per IP (429).',
  errors: [404],
});

export const logoutSchemas = { response: StatusOk };
export const logout = endpoint(routes.logout, logoutSchemas, {
  summary: 'Revokes the bearer token of the request (no body). Answers ok also without a valid token, so a client can always clear its cookie.',
});

export const LostCredentialsRequest = z.strictObject({ email: emailField });
export const LostCredentialsResponse = z.object({ status: z.enum(['ok', 'notfound']) });

export const lostCredentialsSchemas = { body: LostCredentialsRequest, response: LostCredentialsResponse };
export const lostCredentials = endpoint(routes.lostCredentials, lostCredentialsSchemas, {
  summary:
    "Sends the username and a link to set a new password (valid 1 hour, single use) to the customer's e-mail in the customer's language. Answers 200 {status:'ok'} when sent, 200 {status:'notfound'} when no customer has this address (the two answers differ only in `status`); a failure to send answers 500. Limited per IP and per address (429).",
});

export const NewPasswordRequest = z
  .strictObject({
    /** Both from the e-mail link /{lang}/customer/newpassword/{contactId}/{accessKey}. */
    contactId: idField(V.invalid),
    accessKey: requiredText(200),
    ...newPasswordFields,
  })
  .check(z.superRefine(confirmed, always));
export type NewPasswordRequest = z.infer<typeof NewPasswordRequest>;

export const newPasswordSchemas = { body: NewPasswordRequest, response: StatusOk };
export const newPassword = endpoint(routes.newPassword, newPasswordSchemas, {
  summary:
    'Sets a new password with the contactId and accessKey of the lost-credentials e-mail; the key works once and for 1 hour. Ends every session of the customer (log in again). An unknown, used or expired key answers 404 not_found; a password that is too common or too easy to guess answers 400 validation_failed with the reason in fields.password and leaves the key unused. Limited per IP (429).',
  errors: [404],
});

/** A delivery or billing address (Switzerland: 4-digit postcode). Ids come from the path, never the body. */
export const AddressInput = z.strictObject({ ...personInput, ...postalInput });
export type AddressInput = z.infer<typeof AddressInput>;

export const Address = z.object({
  id: z.number().check(z.int()),
  ...personView,
  ...postalView,
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof Address>;

export const AddressBook = z.object({ addresses: z.array(Address), defaultAddressId: z.nullable(z.number().check(z.int())) });
export type AddressBook = z.infer<typeof AddressBook>;

export const ContactInput = z.strictObject({
  ...personInput,
  birthdate: birthdateField,
  phone: requiredText(40),
  mobile: optionalText(40),
  email: emailField,
  /** Preferences of the account, shown on the same form; unchanged when absent. */
  language_id: z.optional(idField(V.languageId)),
  hasNewsletterSubscription: z.optional(newsletterField),
});
export type ContactInput = z.infer<typeof ContactInput>;

export const Contact = z.object({
  id: z.number().check(z.int()),
  ...personView,
  /** DD.MM.YYYY or null. */
  birthdate: z.nullable(z.string()),
  phone: z.string(),
  mobile: z.nullable(z.string()),
  email: z.string(),
  /** Whether the owner confirmed this address by its mailed link (again false after it changes). */
  emailConfirmed: z.boolean(),
});
export type Contact = z.infer<typeof Contact>;

export const SelfcareData = z.object({
  customer_id: z.number().check(z.int()),
  type: z.enum(['private', 'company']),
  username: z.string(),
  language_id: z.number().check(z.int()),
  language: Locale,
  hasNewsletterSubscription: z.union([z.literal(1), z.literal(0)]),
  contact: Contact,
  addresses: z.array(Address),
  defaultAddressId: z.nullable(z.number().check(z.int())),
});
export type SelfcareData = z.infer<typeof SelfcareData>;

export { IdParams };

export const getSelfcareDataSchemas = { response: SelfcareData };
export const getSelfcareData = endpoint(routes.getSelfcareData, getSelfcareDataSchemas, {
  summary: `The logged-in customer's account: contact data, addresses (the default one marked), language and newsletter choice; never the password. ${bearerOnly}`,
  errors: [401],
});

export const addAddressSchemas = { body: AddressInput, response: Address };
export const addAddress = endpoint(routes.addAddress, addAddressSchemas, {
  summary: `Adds an address to the customer's address book (at most 50); the first one becomes the default. Unknown fields (id, customer id) are refused. ${bearerOnly}`,
  errors: [401, 409],
});

export const updateAddressSchemas = { params: IdParams, body: AddressInput, response: Address };
export const updateAddress = endpoint(routes.updateAddress, updateAddressSchemas, {
  summary: `Replaces one of the customer's own addresses; another customer's or an unknown id answers 404 and changes nothing. ${bearerOnly}`,
  errors: [401],
});

export const deleteAddressSchemas = { params: IdParams, response: AddressBook };
export const deleteAddress = endpoint(routes.deleteAddress, deleteAddressSchemas, {
  summary: `Deletes one of the customer's own addresses (404 for any other id) and answers the address book; when the default goes, the oldest remaining address becomes the default. ${bearerOnly}`,
  errors: [401],
});

export const SetDefaultAddressRequest = z.strictObject({ addressId: idField(V.invalid) });

export const setDefaultAddressSchemas = { body: SetDefaultAddressRequest, response: AddressBook };
export const setDefaultAddress = endpoint(routes.setDefaultAddress, setDefaultAddressSchemas, {
  summary: `Makes one of the customer's own addresses the default (404 for any other id) and answers the address book. ${bearerOnly}`,
  errors: [401, 404],
});

export const changePasswordSchemas = { body: PasswordChangeRequest, response: StatusOk };
export const changePassword = endpoint(routes.changePassword, changePasswordSchemas, {
  summary: `Changes the customer's password: the current one is required (a wrong one answers 400 with fields.currentPassword; after 5 wrong ones the session waits, longer each time: 429 with Retry-After), the new one is judged as at registration. Every other session of the customer ends; the one that asked goes on. ${bearerOnly}`,
  errors: [401],
});

export const updateContactSchemas = { params: IdParams, body: ContactInput, response: Contact };
export const updateContact = endpoint(routes.updateContact, updateContactSchemas, {
  summary: `Replaces the customer's own contact data (404 for another customer's contact); language_id and hasNewsletterSubscription change the account's preferences when sent. A taken e-mail answers 400 with a field error. ${bearerOnly}`,
  errors: [401],
});

/** What names an order in a list: id, number, when it was placed, its status. */
export const orderHead = {
  id: z.number().check(z.int()),
  number: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  status: z.string(),
};

export const OrderSummary = z.object({
  ...orderHead,
  /** Total in rappen (1/100 CHF), VAT included. */
  totalRappen: z.number().check(z.int()),
  /** Where the order's money stands (shared/domain/payments). */
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** The items, each with the thumbnail of its design. */
  items: z.array(OrderLine),
});
export const OrderList = z.object({ orders: z.array(OrderSummary) });

export const OrderAgainResult = z.object({
  /** Items in the customer's basket now. */
  count: z.number().check(z.int(), z.nonnegative()),
  /** How many of the order's items went into the basket, checked and priced as today. */
  added: z.number().check(z.int(), z.nonnegative()),
  /** The items that cannot be ordered as they were any more (product gone, option withdrawn), with the reason. */
  refused: z.array(z.object({ productName: z.string(), message: z.string() })),
});

export const orderAgainSchemas = { params: IdParams, response: OrderAgainResult };
export const orderAgain = endpoint(routes.orderAgain, orderAgainSchemas, {
  summary: `Puts the items of one of the customer's orders into the customer's basket again (empty body): the same products, configurations, designs and quantities, each checked and priced anew as if added today; an item that no longer passes the check is left out and named with the reason. 404 for an order that is not the customer's. ${bearerOnly}`,
  errors: [401],
});

export const getOrdersSchemas = { response: OrderList };
export const getOrders = endpoint(routes.getOrders, getOrdersSchemas, {
  summary: `The customer's orders, newest first (at most 200). Guest orders placed with the account's e-mail address join them once the address is confirmed (POST /api/selfcare/email-confirmation), also those placed after its confirmation. ${bearerOnly}`,
  errors: [401],
});

export const EmailConfirmationSent = z.object({
  /** sent: the link is on its way to the contact's address; confirmed: the address was confirmed already (no mail). */
  status: z.enum(['sent', 'confirmed']),
});

export const sendEmailConfirmationSchemas = { response: EmailConfirmationSent };
export const sendEmailConfirmation = endpoint(routes.sendEmailConfirmation, sendEmailConfirmationSchemas, {
  summary: `Mails a link that confirms the customer's e-mail address (empty body; valid 24 hours, single use) in the customer's language. Once confirmed, the guest orders placed with that address join the account. Limited per customer and per IP (429). ${bearerOnly}`,
  errors: [401],
});

export const ConfirmEmailRequest = z.strictObject({
  /** Both from the e-mail link /{lang}/customer/confirmemail/{contactId}/{key}. */
  contactId: idField(V.invalid),
  key: requiredText(200),
});
export type ConfirmEmailRequest = z.infer<typeof ConfirmEmailRequest>;

export const EmailConfirmed = z.object({
  /** How many guest orders placed with the address joined the account now. */
  linkedOrders: z.number().check(z.int(), z.nonnegative()),
});

export const confirmEmailSchemas = { body: ConfirmEmailRequest, response: EmailConfirmed };
export const confirmEmail = endpoint(routes.confirmEmail, confirmEmailSchemas, {
  summary:
    "Confirms a customer's e-mail address with the contactId and key of the confirmation mail (no login needed: the key proves the mailbox) and moves the guest orders placed with that address into the account. An unknown, used or expired key, or one sent to an address the contact no longer has, answers 404 not_found. Limited per IP (429).",
  errors: [404],
});
