import type { RegisterRequest } from '../../../shared/api/selfcare';

/* The registration payload of the account tests; no test runner in here, so the bench's probes use it too. */

let serial = 0;
/** How many payloads registration() has made. */
export const registrationSerial = () => serial;
/** A valid registration payload (spec section 3 fields); every call gets its own username and e-mail. */
export function registration<O extends Partial<Record<keyof RegisterRequest, unknown>>>(overrides: O = {} as O): Record<string, unknown> & O {
  serial += 1;
  const id = `${process.pid}${serial}`;
  return {
    type: 'private',
    language_id: 1,
    company: '',
    department: '',
    sex: 'f',
    firstname: 'Anna',
    lastname: 'Muster',
    birthdate: '29.02.1988',
    address1: 'Bahnhofstrasse 1',
    address2: '',
    zipcode: '6039',
    city: 'Root',
    phone: '041 123 45 67',
    mobile: '',
    email: `anna${id}@example.ch`,
    hasNewsletterSubscription: 1,
    knownFrom: null,
    knownFromDetail: '',
    username: `anna${id}`,
    password: 'correct horse battery staple',
    registerReferrer: '',
    ...overrides,
  };
}
