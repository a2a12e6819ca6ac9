import type { Messages } from './messages';

const de = {
  'priceList.title': 'Preise {product}',
  'priceList.basics': '{product} mit {attributes}. Preise pro Stück in CHF inkl. MWST.',
  'priceList.orientation': 'Ausrichtung',
  'priceList.format': 'Format',
  'priceList.price': 'Preis',
  'priceList.otherFormats': 'Formate',
  'priceList.loading': 'Preise werden geladen …',
  'priceList.none': 'Für dieses Produkt gibt es einen Festpreis: {price}.',
  'priceList.unavailable': 'nicht erhältlich',
  'priceList.promo': 'statt {price}',
} as const;

export const priceListMessages: Messages<typeof de> = {
  de,
  fr: {
    'priceList.title': 'Prix {product}',
    'priceList.basics': '{product} avec {attributes}. Prix à la pièce en CHF, TVA incluse.',
    'priceList.orientation': 'Orientation',
    'priceList.format': 'Format',
    'priceList.price': 'Prix',
    'priceList.otherFormats': 'Formats',
    'priceList.loading': 'Chargement des prix …',
    'priceList.none': 'Ce produit a un prix fixe : {price}.',
    'priceList.unavailable': 'non disponible',
    'priceList.promo': 'au lieu de {price}',
  },
  it: {
    'priceList.title': 'Prezzi {product}',
    'priceList.basics': '{product} con {attributes}. Prezzi al pezzo in CHF, IVA inclusa.',
    'priceList.orientation': 'Orientamento',
    'priceList.format': 'Formato',
    'priceList.price': 'Prezzo',
    'priceList.otherFormats': 'Formati',
    'priceList.loading': 'Caricamento dei prezzi …',
    'priceList.none': 'Questo prodotto ha un prezzo fisso: {price}.',
    'priceList.unavailable': 'non disponibile',
    'priceList.promo': 'invece di {price}',
  },
  en: {
    'priceList.title': 'Prices {product}',
    'priceList.basics': '{product} with {attributes}. Prices per piece in CHF incl. VAT.',
    'priceList.orientation': 'Orientation',
    'priceList.format': 'Size',
    'priceList.price': 'Price',
    'priceList.otherFormats': 'Sizes',
    'priceList.loading': 'Loading prices …',
    'priceList.none': 'This product has a fixed price: {price}.',
    'priceList.unavailable': 'not available',
    'priceList.promo': 'instead of {price}',
  },
};
