import type { Messages } from './messages';

const de = {
  'nav.mainLabel': 'Hauptnavigation',
  'nav.headerLabel': 'Service',
  'nav.home': 'Print Atelier – zur Startseite',
  'nav.newTab': '(öffnet in neuem Tab)',
  'nav.basketCount': '{count, plural, =0 {Warenkorb leer} one {# Artikel im Warenkorb} other {# Artikel im Warenkorb}}',
  'nav.account.login': 'Anmelden',
  'nav.languageSwitch': 'Sprache wählen',
  'nav.languageError': 'Die Sprachen konnten nicht geladen werden.',
  'nav.loadingBar': 'Seite wird geladen',
} as const;

export const shellNavigationMessages: Messages<typeof de> = {
  de,
  fr: {
    'nav.mainLabel': 'Navigation principale',
    'nav.headerLabel': 'Service',
    'nav.home': 'Print Atelier – vers la page d’accueil',
    'nav.newTab': '(s’ouvre dans un nouvel onglet)',
    'nav.basketCount': '{count, plural, =0 {Panier vide} one {# article dans le panier} other {# articles dans le panier}}',
    'nav.account.login': 'Se connecter',
    'nav.languageSwitch': 'Choisir la langue',
    'nav.languageError': 'Les langues n’ont pas pu être chargées.',
    'nav.loadingBar': 'Chargement de la page',
  },
  it: {
    'nav.mainLabel': 'Navigazione principale',
    'nav.headerLabel': 'Servizio',
    'nav.home': 'Print Atelier – alla pagina iniziale',
    'nav.newTab': '(si apre in una nuova scheda)',
    'nav.basketCount': '{count, plural, =0 {Carrello vuoto} one {# articolo nel carrello} other {# articoli nel carrello}}',
    'nav.account.login': 'Accedi',
    'nav.languageSwitch': 'Scegliere la lingua',
    'nav.languageError': 'Non è stato possibile caricare le lingue.',
    'nav.loadingBar': 'Caricamento della pagina',
  },
  en: {
    'nav.mainLabel': 'Main navigation',
    'nav.headerLabel': 'Service',
    'nav.home': 'Print Atelier – to the home page',
    'nav.newTab': '(opens in a new tab)',
    'nav.basketCount': '{count, plural, =0 {Basket empty} one {# item in the basket} other {# items in the basket}}',
    'nav.account.login': 'Log in',
    'nav.languageSwitch': 'Choose language',
    'nav.languageError': 'The languages could not be loaded.',
    'nav.loadingBar': 'Loading page',
  },
};
