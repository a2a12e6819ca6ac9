/** German is the reference catalogue: every other language must have exactly these keys. */
export const de = {
  'shop.name': 'Print Atelier',
  'shop.tagline': 'Ihre Fotos als Wandbild – gedruckt in der Schweiz',
  'nav.menu': 'Menü',
  'nav.close': 'Schliessen',
  'nav.language': 'Sprache',
  'nav.basket': 'Warenkorb',
  'nav.skipToContent': 'Zum Inhalt springen',
  'page.loading': 'Wird geladen …',
  'page.loadError': 'Diese Seite konnte nicht geladen werden. Bitte versuchen Sie es nochmals.',
  'page.retry': 'Nochmals versuchen',
  'error.notFound.title': 'Seite nicht gefunden',
  'error.notFound.text': 'Diese Seite konnte nicht gefunden werden.',
  'error.backHome': 'Zur Startseite',
  'product.configure': 'Jetzt gestalten',
  'product.fromPrice': 'ab {price}',
  'configurator.start.title': 'Was möchten Sie gestalten?',
  'configurator.start.choose': '{name} gestalten',
  'configurator.product.attributes': 'Ihre Auswahl',
  'configurator.product.sizes': 'Formate',
  'configurator.loading': 'Konfigurator wird geladen …',
  'configurator.error': 'Der Konfigurator konnte nicht geladen werden.',
  'orientation.landscape': 'Querformat',
  'orientation.portrait': 'Hochformat',
  'orientation.square': 'Quadratisch',
} as const;

export type MessageKey = keyof typeof de;
export type Catalogue = Record<MessageKey, string>;
