import type { Address, Contact } from '../../../shared/api/selfcare';
import type { customerAddresses, customerContacts } from '../../db/schema';

type AddressRow = typeof customerAddresses.$inferSelect;
type ContactRow = typeof customerContacts.$inferSelect;

/** An optional form field: '' and absent are both stored as null. */
export function orNull(value: string | null | undefined): string | null {
  return value ? value : null;
}

/** DD.MM.YYYY (the API) to YYYY-MM-DD (stored), '' or absent to null. */
export function birthdateToIso(value: string | null | undefined): string | null {
  if (!value) return null;
  const [day, month, year] = value.split('.');
  return `${year}-${month}-${day}`;
}

function birthdateFromIso(value: string | null): string | null {
  if (!value) return null;
  const [year, month, day] = value.split('-');
  return `${day}.${month}.${year}`;
}

/** Company, salutation and name of a stored address or contact, as the API answers them. */
function personOf(row: AddressRow | ContactRow) {
  return { company: row.company, department: row.department, sex: row.sex, firstname: row.firstname, lastname: row.lastname };
}

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    ...personOf(row),
    address1: row.address1,
    address2: row.address2,
    zipcode: row.zipcode,
    city: row.city,
    isDefault: row.isDefault,
  };
}

export function toContact(row: ContactRow): Contact {
  return {
    id: row.id,
    ...personOf(row),
    birthdate: birthdateFromIso(row.birthdate),
    phone: row.phone,
    mobile: row.mobile,
    email: row.email,
    emailConfirmed: row.emailConfirmedAt !== null,
  };
}
