/*
 * The company the contact overlay and the structured data name: the build's VITE_COMPANY_*
 * variables, else the demo company of server/seed/company.ts. Read without zod, so the pages'
 * structured data does not pull it into the entry chunk; env.ts checks the same values (and
 * fails the contact overlay with a message naming a bad one).
 */

export const companyFields = {
  name: ['VITE_COMPANY_NAME', 'Print Atelier AG'],
  street: ['VITE_COMPANY_STREET', 'Technologiepark'],
  zipcode: ['VITE_COMPANY_ZIPCODE', '6039'],
  city: ['VITE_COMPANY_CITY', 'Root'],
  phone: ['VITE_COMPANY_PHONE', '+41 41 000 00 00'],
  email: ['VITE_COMPANY_EMAIL', 'hallo@print-atelier.example'],
  instagramUrl: ['VITE_COMPANY_INSTAGRAM_URL', 'https://www.instagram.com/printatelier.demo/'],
  facebookUrl: ['VITE_COMPANY_FACEBOOK_URL', 'https://www.facebook.com/printatelier.demo'],
  mapsUrl: ['VITE_COMPANY_MAPS_URL', 'https://www.openstreetmap.org/search?query=Technologiepark%2C%206039%20Root'],
} as const;

export type CompanyValues = Record<keyof typeof companyFields, string>;
export type Env = Record<string, string | boolean | undefined>;

/** Each field from its variable when that is set and not blank, else the demo company's value. */
export function readCompany(env: Env): CompanyValues {
  const entries = Object.entries(companyFields).map(([field, [variable, fallback]]) => {
    const value = env[variable];
    return [field, typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback];
  });
  return Object.fromEntries(entries) as CompanyValues;
}

export const company: CompanyValues = readCompany(import.meta.env as Env);
