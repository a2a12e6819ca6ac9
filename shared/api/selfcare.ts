import { z } from 'zod/mini';
import { Locale } from './locale';
import { PAYMENT_STATUSES } from '../domain/payments/payment-status';
import { endpoint } from './endpoint';
import { OrderLine } from './basket-view';
import { IdParams } from './id-params';
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
import * as routes from './routes/selfcare';

export * from './selfcare-fields';

export const KnownFromOption = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  /** A follow-up question; when set, the register form asks for knownFromDetail. */
  question: z.nullable(z.string()),
});
export type KnownFromOption = z.infer<typeof KnownFromOption>;

export const getKnownFromOptionsSchemas = { response: z.array(KnownFromOption) };
export const getKnownFromOptions = endpoint(routes.getKnownFromOptions, getKnownFromOptionsSchemas);

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

export const StatusOk = z.object({ status: z.literal('ok') });

export const registerSchemas = { body: RegisterRequest, response: AuthToken };
export const register = endpoint(routes.register, registerSchemas);

export const LoginRequest = z.strictObject({
  /** The username or the account's e-mail address. */
  username: requiredText(200),
  password: typedPasswordField,
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const loginSchemas = { body: LoginRequest, response: AuthToken };
export const login = endpoint(routes.login, loginSchemas);

export const LoginLinkRequest = z.strictObject({
  /** From the e-mail link /{lang}/customer/loginlink/{key}. */
  key: requiredText(200),
});
export type LoginLinkRequest = z.infer<typeof LoginLinkRequest>;

export const loginByLinkSchemas = { body: LoginLinkRequest, response: AuthToken };
export const loginByLink = endpoint(routes.loginByLink, loginByLinkSchemas);

export const logoutSchemas = { response: StatusOk };
export const logout = endpoint(routes.logout, logoutSchemas);

export const LostCredentialsRequest = z.strictObject({ email: emailField });
export const LostCredentialsResponse = z.object({ status: z.enum(['ok', 'notfound']) });

export const lostCredentialsSchemas = { body: LostCredentialsRequest, response: LostCredentialsResponse };
export const lostCredentials = endpoint(routes.lostCredentials, lostCredentialsSchemas);

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
export const newPassword = endpoint(routes.newPassword, newPasswordSchemas);

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
export const getSelfcareData = endpoint(routes.getSelfcareData, getSelfcareDataSchemas);

export const addAddressSchemas = { body: AddressInput, response: Address };
export const addAddress = endpoint(routes.addAddress, addAddressSchemas);

export const updateAddressSchemas = { params: IdParams, body: AddressInput, response: Address };
export const updateAddress = endpoint(routes.updateAddress, updateAddressSchemas);

export const deleteAddressSchemas = { params: IdParams, response: AddressBook };
export const deleteAddress = endpoint(routes.deleteAddress, deleteAddressSchemas);

export const SetDefaultAddressRequest = z.strictObject({ addressId: idField(V.invalid) });

export const setDefaultAddressSchemas = { body: SetDefaultAddressRequest, response: AddressBook };
export const setDefaultAddress = endpoint(routes.setDefaultAddress, setDefaultAddressSchemas);

export const changePasswordSchemas = { body: PasswordChangeRequest, response: StatusOk };
export const changePassword = endpoint(routes.changePassword, changePasswordSchemas);

export const updateContactSchemas = { params: IdParams, body: ContactInput, response: Contact };
export const updateContact = endpoint(routes.updateContact, updateContactSchemas);

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
export const orderAgain = endpoint(routes.orderAgain, orderAgainSchemas);

export const getOrdersSchemas = { response: OrderList };
export const getOrders = endpoint(routes.getOrders, getOrdersSchemas);

export const EmailConfirmationSent = z.object({
  /** sent: the link is on its way to the contact's address; confirmed: the address was confirmed already (no mail). */
  status: z.enum(['sent', 'confirmed']),
});

export const sendEmailConfirmationSchemas = { response: EmailConfirmationSent };
export const sendEmailConfirmation = endpoint(routes.sendEmailConfirmation, sendEmailConfirmationSchemas);

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
export const confirmEmail = endpoint(routes.confirmEmail, confirmEmailSchemas);
