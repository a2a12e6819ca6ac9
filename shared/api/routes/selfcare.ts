import type {
  addAddressSchemas,
  changePasswordSchemas,
  confirmEmailSchemas,
  deleteAddressSchemas,
  getKnownFromOptionsSchemas,
  getOrdersSchemas,
  getSelfcareDataSchemas,
  loginByLinkSchemas,
  loginSchemas,
  logoutSchemas,
  lostCredentialsSchemas,
  newPasswordSchemas,
  orderAgainSchemas,
  registerSchemas,
  sendEmailConfirmationSchemas,
  setDefaultAddressSchemas,
  updateAddressSchemas,
  updateContactSchemas,
} from '../selfcare';
import type { Route, RouteDescription, Schemas } from '../route';

/** A call only a logged-in customer makes: it needs the bearer token and answers 401 without it (its summary says so). */
function customerRoute<S extends Schemas>(description: Omit<RouteDescription, 'tags'>): Route<S> {
  return {
    ...description,
    summary: `${description.summary} Needs the Authorization: Bearer token (401 otherwise).`,
    tags: ['selfcare'],
    errors: [401, ...(description.errors ?? [])],
  };
}

export const getKnownFromOptions: Route<typeof getKnownFromOptionsSchemas> = {
  method: 'GET',
  path: '/api/selfcare/knownFromOptions',
  summary: 'How a new customer heard of the shop: the options of the register form.',
  tags: ['selfcare'],
};

export const register: Route<typeof registerSchemas> = {
  method: 'POST',
  path: '/api/selfcare/register',
  summary:
    'Registers a private or company customer and logs them in. Field errors answer 400 validation_failed with `fields` (field -> messages in the request language), also for a taken username or e-mail, a password that is too common or too easy to guess (judged on the server with zxcvbn and its common and German dictionaries; a reason and, where it helps, a hint), an unknown language_id or knownFrom, and an own-site registerReferrer. knownFromDetail is kept only when the chosen option asks a question. Limited per IP (429).',
  tags: ['selfcare'],
  basketSession: 'ends',
  errors: [429],
};

export const login: Route<typeof loginSchemas> = {
  method: 'POST',
  path: '/api/selfcare/login',
  summary:
    'Logs a customer in by username or by the e-mail address of their account (`username` takes either; a username wins over an e-mail address that reads the same); answers a new bearer token for the Authorization header (valid 7 days) and sets a device cookie (customer_device, or __Secure-customer_device on https: HttpOnly, SameSite=Strict, path /api/selfcare/login, signed by the server, valid 180 days). A wrong username or password answers 401 unauthorized with the same message either way. With a valid device cookie of the same account, failed attempts are limited per device cookie only (429 with Retry-After). Otherwise they are limited per (username, IP) and per IP (429 with Retry-After until the window ends), and failures of one account from any IP count too: after 20 of them each further try must wait 1 s, doubling up to 15 minutes after the last try; a try during that wait answers 403 login_challenge whether the password was right or not, and a right one has a one-time login link mailed to the account (POST /api/selfcare/login/link; at most 3 mails an hour). A success from a new device clears the count, as does a new password set by e-mail.',
  tags: ['selfcare'],
  basketSession: 'ends',
  errors: [401, 403, 429],
};

export const loginByLink: Route<typeof loginByLinkSchemas> = {
  method: 'POST',
  path: '/api/selfcare/login/link',
  summary:
    'Logs a customer in with the key of a login-link mail (sent when the right password came from a new device while the account waited after failures): answers a new bearer token and sets the device cookie, as a login does. A key works once and for 15 minutes; an unknown, used or expired one answers 404 not_found. Limited per IP (429).',
  tags: ['selfcare'],
  basketSession: 'ends',
  errors: [404, 429],
};

export const logout: Route<typeof logoutSchemas> = {
  method: 'POST',
  path: '/api/selfcare/logout',
  summary: 'Revokes the bearer token of the request (no body). Answers ok also without a valid token, so a client can always clear its cookie.',
  tags: ['selfcare'],
};

export const lostCredentials: Route<typeof lostCredentialsSchemas> = {
  method: 'POST',
  path: '/api/selfcare/lostcredentials',
  summary:
    "Sends the username and a link to set a new password (valid 1 hour, single use) to the customer's e-mail in the customer's language. Answers 200 {status:'ok'} when sent, 200 {status:'notfound'} when no customer has this address (the two answers differ only in `status`); a failure to send answers 500. Limited per IP and per address (429).",
  tags: ['selfcare'],
  errors: [429],
};

export const newPassword: Route<typeof newPasswordSchemas> = {
  method: 'POST',
  path: '/api/selfcare/lostcredentials/newpassword',
  summary:
    'Sets a new password with the contactId and accessKey of the lost-credentials e-mail; the key works once and for 1 hour. Ends every session of the customer (log in again). An unknown, used or expired key answers 404 not_found; a password that is too common or too easy to guess answers 400 validation_failed with the reason in fields.password and leaves the key unused. Limited per IP (429).',
  tags: ['selfcare'],
  errors: [404, 429],
};

export const getSelfcareData = customerRoute<typeof getSelfcareDataSchemas>({
  method: 'GET',
  path: '/api/selfcare/data',
  summary: "The logged-in customer's account: contact data, addresses (the default one marked), language and newsletter choice; never the password.",
});

export const addAddress = customerRoute<typeof addAddressSchemas>({
  method: 'POST',
  path: '/api/selfcare/addresses',
  summary: "Adds an address to the customer's address book (at most 50); the first one becomes the default. Unknown fields (id, customer id) are refused.",
  errors: [409],
});

export const updateAddress = customerRoute<typeof updateAddressSchemas>({
  method: 'PUT',
  path: '/api/selfcare/addresses/:id',
  summary: "Replaces one of the customer's own addresses; another customer's or an unknown id answers 404 and changes nothing.",
  errors: [404],
});

export const deleteAddress = customerRoute<typeof deleteAddressSchemas>({
  method: 'DELETE',
  path: '/api/selfcare/addresses/:id',
  summary:
    "Deletes one of the customer's own addresses (404 for any other id) and answers the address book; when the default goes, the oldest remaining address becomes the default.",
  errors: [404],
});

export const setDefaultAddress = customerRoute<typeof setDefaultAddressSchemas>({
  method: 'POST',
  path: '/api/selfcare/setdefaultaddress',
  summary: "Makes one of the customer's own addresses the default (404 for any other id) and answers the address book.",
  errors: [404],
});

export const changePassword = customerRoute<typeof changePasswordSchemas>({
  method: 'POST',
  path: '/api/selfcare/password',
  summary:
    "Changes the customer's password: the current one is required (a wrong one answers 400 with fields.currentPassword; after 5 wrong ones the session waits, longer each time: 429 with Retry-After), the new one is judged as at registration. Every other session of the customer ends; the one that asked goes on.",
  errors: [400, 429],
});

export const updateContact = customerRoute<typeof updateContactSchemas>({
  method: 'PUT',
  path: '/api/selfcare/contacts/:id',
  summary:
    "Replaces the customer's own contact data (404 for another customer's contact); language_id and hasNewsletterSubscription change the account's preferences when sent. A taken e-mail answers 400 with a field error.",
  errors: [404],
});

export const orderAgain = customerRoute<typeof orderAgainSchemas>({
  method: 'POST',
  path: '/api/selfcare/orders/:id/again',
  summary:
    "Puts the items of one of the customer's orders into the customer's basket again (empty body): the same products, configurations, designs and quantities, each checked and priced anew as if added today; an item that no longer passes the check is left out and named with the reason. 404 for an order that is not the customer's.",
  errors: [404],
});

export const getOrders = customerRoute<typeof getOrdersSchemas>({
  method: 'GET',
  path: '/api/selfcare/orders',
  summary:
    "The customer's orders, newest first (at most 200). Guest orders placed with the account's e-mail address join them once the address is confirmed (POST /api/selfcare/email-confirmation), also those placed after its confirmation.",
});

export const sendEmailConfirmation = customerRoute<typeof sendEmailConfirmationSchemas>({
  method: 'POST',
  path: '/api/selfcare/email-confirmation',
  summary:
    "Mails a link that confirms the customer's e-mail address (empty body; valid 24 hours, single use) in the customer's language. Once confirmed, the guest orders placed with that address join the account. Limited per customer and per IP (429).",
  errors: [429],
});

export const confirmEmail: Route<typeof confirmEmailSchemas> = {
  method: 'POST',
  path: '/api/selfcare/email-confirmation/confirm',
  summary:
    "Confirms a customer's e-mail address with the contactId and key of the confirmation mail (no login needed: the key proves the mailbox) and moves the guest orders placed with that address into the account. An unknown, used or expired key, or one sent to an address the contact no longer has, answers 404 not_found. Limited per IP (429).",
  tags: ['selfcare'],
  errors: [404, 429],
};
