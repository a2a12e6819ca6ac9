import type { Company } from './company';

/** The (fictional) company behind the demo shop: the defaults of the COMPANY_* settings. */
export const demoCompany: Company = {
  name: 'Print Atelier AG',
  street: 'Technologiepark',
  zipcode: '6039',
  city: 'Root',
  country: 'CH',
  /** Placeholder number and address: the company is fictional. */
  phone: '+41 41 000 00 00',
  email: 'hallo@print-atelier.example',
  vatNumber: 'CHE-123.456.788',
  instagramUrl: 'https://www.instagram.com/printatelier.demo/',
  facebookUrl: 'https://www.facebook.com/printatelier.demo',
  mapsUrl: 'https://www.openstreetmap.org/search?query=Technologiepark%2C%206039%20Root',
};
