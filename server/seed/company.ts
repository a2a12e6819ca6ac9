/** The (fictional) company behind the demo shop, as the imprint, the contact texts and links use it. */
export const company = {
  name: 'Print Atelier AG',
  street: 'Technologiepark',
  zipcode: '6039',
  city: 'Root',
  country: { de: 'Schweiz', fr: 'Suisse', it: 'Svizzera', en: 'Switzerland' },
  canton: { de: 'Luzern', fr: 'Lucerne', it: 'Lucerna', en: 'Lucerne' },
  /** Placeholder number and address: the company is fictional. */
  phone: '+41 41 000 00 00',
  email: 'hallo@print-atelier.example',
  uid: 'CHE-123.456.789',
  instagramUrl: 'https://www.instagram.com/printatelier.demo/',
  facebookUrl: 'https://www.facebook.com/printatelier.demo',
  mapsUrl: 'https://www.openstreetmap.org/search?query=Technologiepark%2C%206039%20Root',
} as const;
