import type { Messages } from './messages';

const de = {
  'overlay.close': 'Schliessen',
  'contact.title': 'Kontakt',
  'contact.intro': 'Wir beraten Sie gerne – telefonisch, per E-Mail oder persönlich in unserem Showroom.',
  'contact.address': 'Atelier und Showroom',
  'contact.phone': 'Telefon',
  'contact.email': 'E-Mail',
  'contact.social': 'Folgen Sie uns',
  'contact.instagram': 'Instagram',
  'contact.facebook': 'Facebook',
  'contact.maps': 'Auf der Karte anzeigen',
} as const;

export const shellContactMessages: Messages<typeof de> = {
  de,
  fr: {
    'overlay.close': 'Fermer',
    'contact.title': 'Contact',
    'contact.intro': 'Nous vous conseillons volontiers – par téléphone, par e-mail ou dans notre showroom.',
    'contact.address': 'Atelier et showroom',
    'contact.phone': 'Téléphone',
    'contact.email': 'E-mail',
    'contact.social': 'Suivez-nous',
    'contact.instagram': 'Instagram',
    'contact.facebook': 'Facebook',
    'contact.maps': 'Voir sur la carte',
  },
  it: {
    'overlay.close': 'Chiudi',
    'contact.title': 'Contatto',
    'contact.intro': 'Siamo lieti di consigliarla – per telefono, per e-mail o di persona nel nostro showroom.',
    'contact.address': 'Atelier e showroom',
    'contact.phone': 'Telefono',
    'contact.email': 'E-mail',
    'contact.social': 'Seguiteci',
    'contact.instagram': 'Instagram',
    'contact.facebook': 'Facebook',
    'contact.maps': 'Mostra sulla mappa',
  },
  en: {
    'overlay.close': 'Close',
    'contact.title': 'Contact',
    'contact.intro': 'We are happy to advise you – by phone, by e-mail or in person in our showroom.',
    'contact.address': 'Workshop and showroom',
    'contact.phone': 'Phone',
    'contact.email': 'E-mail',
    'contact.social': 'Follow us',
    'contact.instagram': 'Instagram',
    'contact.facebook': 'Facebook',
    'contact.maps': 'Show on the map',
  },
};
