import type { Messages } from './messages';

/* The back office's search box (in its bar) and its page of results: orders and customers. */
const de = {
  'admin.search.label': 'Bestellungen und Kundschaft durchsuchen',
  'admin.search.placeholder': 'Nr., Name, Ort, QR-Referenz …',
  'admin.search.submit': 'Suchen',
  'admin.search.submitName': 'Suchen in Bestellungen und Kundschaft',
  'admin.search.title': 'Suche',
  'admin.search.tooShort': 'Geben Sie mindestens zwei Zeichen ein.',
  'admin.search.summary':
    '«{q}»: {orders, plural, =0 {keine Bestellung} one {# Bestellung} other {# Bestellungen}}, {customers, plural, =0 {kein Kundenkonto} one {# Kundenkonto} other {# Kundenkonten}}',
  'admin.search.orders': 'Bestellungen',
  'admin.search.customers': 'Kundschaft',
  'admin.search.noOrders': 'Keine Bestellung gefunden.',
  'admin.search.noCustomers': 'Kein Kundenkonto gefunden.',
  'admin.search.order': 'Bestellung {number} – {name}',
} as const;

export const adminSearchMessages: Messages<typeof de> = {
  de,
  fr: {
    'admin.search.label': 'Rechercher des commandes et des clients',
    'admin.search.placeholder': 'N°, nom, localité, référence QR …',
    'admin.search.submit': 'Rechercher',
    'admin.search.submitName': 'Rechercher dans les commandes et les clients',
    'admin.search.title': 'Recherche',
    'admin.search.tooShort': 'Saisissez au moins deux caractères.',
    'admin.search.summary':
      '« {q} » : {orders, plural, =0 {aucune commande} one {# commande} other {# commandes}}, {customers, plural, =0 {aucun compte client} one {# compte client} other {# comptes clients}}',
    'admin.search.orders': 'Commandes',
    'admin.search.customers': 'Clients',
    'admin.search.noOrders': 'Aucune commande trouvée.',
    'admin.search.noCustomers': 'Aucun compte client trouvé.',
    'admin.search.order': 'Commande {number} – {name}',
  },
  it: {
    'admin.search.label': 'Cerca ordini e clienti',
    'admin.search.placeholder': 'N., nome, località, riferimento QR …',
    'admin.search.submit': 'Cerca',
    'admin.search.submitName': 'Cerca negli ordini e nei clienti',
    'admin.search.title': 'Ricerca',
    'admin.search.tooShort': 'Inserisca almeno due caratteri.',
    'admin.search.summary':
      '«{q}»: {orders, plural, =0 {nessun ordine} one {# ordine} other {# ordini}}, {customers, plural, =0 {nessun conto cliente} one {# conto cliente} other {# conti cliente}}',
    'admin.search.orders': 'Ordini',
    'admin.search.customers': 'Clienti',
    'admin.search.noOrders': 'Nessun ordine trovato.',
    'admin.search.noCustomers': 'Nessun conto cliente trovato.',
    'admin.search.order': 'Ordine {number} – {name}',
  },
  en: {
    'admin.search.label': 'Search orders and customers',
    'admin.search.placeholder': 'No., name, town, QR reference …',
    'admin.search.submit': 'Search',
    'admin.search.submitName': 'Search in orders and customers',
    'admin.search.title': 'Search',
    'admin.search.tooShort': 'Type at least two characters.',
    'admin.search.summary':
      '“{q}”: {orders, plural, =0 {no order} one {# order} other {# orders}}, {customers, plural, =0 {no customer account} one {# customer account} other {# customer accounts}}',
    'admin.search.orders': 'Orders',
    'admin.search.customers': 'Customers',
    'admin.search.noOrders': 'No order found.',
    'admin.search.noCustomers': 'No customer account found.',
    'admin.search.order': 'Order {number} – {name}',
  },
};
