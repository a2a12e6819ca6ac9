import { z } from 'zod/mini';
import { optionalText, requiredText, sexField, zipcodeField } from './selfcare-fields';

/*
 * The person and postal address fields every form and answer of the shop carries (account,
 * contact, address book, checkout addresses, orders), in one place: as a form sends them
 * (validated, with message keys) and as the server answers them (stored values, null for empty).
 */

/** Company, salutation and name, as a form sends them. */
export const personInput = {
  company: optionalText(100),
  department: optionalText(100),
  sex: sexField,
  firstname: requiredText(100),
  lastname: requiredText(100),
};

/** The postal lines of a Swiss address (4-digit postcode), as a form sends them. */
export const postalInput = {
  address1: requiredText(200),
  address2: optionalText(200),
  zipcode: zipcodeField,
  city: requiredText(100),
};

/** Company, salutation and name, as the server answers them. */
export const personView = {
  company: z.nullable(z.string()),
  department: z.nullable(z.string()),
  sex: z.enum(['f', 'm']),
  firstname: z.string(),
  lastname: z.string(),
};

/** The postal lines of an address, as the server answers them. */
export const postalView = {
  address1: z.string(),
  address2: z.nullable(z.string()),
  zipcode: z.string(),
  city: z.string(),
};
