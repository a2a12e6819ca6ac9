import type { Messages } from './messages';

const de = {
  'footer.label': 'Fusszeile',
  'footer.legal': 'Rechtliches',
  'footer.imprint': 'Impressum',
  'footer.privacy': 'Datenschutz',
  'footer.terms': 'AGB',
  'footer.contact': 'Kontakt',
  'footer.contactOpen': 'Kontakt aufnehmen',
  'footer.payment': 'Zahlungsarten',
  'footer.languages': 'Sprachen',
} as const;

export const shellFooterMessages: Messages<typeof de> = {
  de,
  fr: {
    'footer.label': 'Pied de page',
    'footer.legal': 'Informations légales',
    'footer.imprint': 'Mentions légales',
    'footer.privacy': 'Protection des données',
    'footer.terms': 'CGV',
    'footer.contact': 'Contact',
    'footer.contactOpen': 'Nous contacter',
    'footer.payment': 'Modes de paiement',
    'footer.languages': 'Langues',
  },
  it: {
    'footer.label': 'Piè di pagina',
    'footer.legal': 'Note legali',
    'footer.imprint': 'Colophon',
    'footer.privacy': 'Protezione dei dati',
    'footer.terms': 'CG',
    'footer.contact': 'Contatto',
    'footer.contactOpen': 'Contattaci',
    'footer.payment': 'Metodi di pagamento',
    'footer.languages': 'Lingue',
  },
  en: {
    'footer.label': 'Footer',
    'footer.legal': 'Legal',
    'footer.imprint': 'Imprint',
    'footer.privacy': 'Privacy',
    'footer.terms': 'Terms and conditions',
    'footer.contact': 'Contact',
    'footer.contactOpen': 'Get in touch',
    'footer.payment': 'Payment methods',
    'footer.languages': 'Languages',
  },
};
