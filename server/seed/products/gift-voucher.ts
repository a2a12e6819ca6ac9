import { letterShipping } from './shipping-options';
import type { ProductDefinition } from './types';
import { printArea } from './print-area';

/** A printed gift voucher card (A6) worth CHF 50; cheaper during the Christmas promotion. */
export const giftVoucher: ProductDefinition = {
  id: 'gift-voucher',
  name: {
    de: 'Geschenkgutschein CHF 50',
    fr: 'Bon cadeau CHF 50',
    it: 'Buono regalo CHF 50',
    en: 'Gift voucher CHF 50',
  },
  slug: { de: 'geschenkgutschein', fr: 'bon-cadeau', it: 'buono-regalo', en: 'gift-voucher' },
  summary: {
    de: 'Verschenken Sie ein persönliches Wandbild: Gutschein im Wert von CHF 50, gedruckt auf edle A6-Karte mit Umschlag, einlösbar für alle Produkte im Shop.',
    fr: "Offrez un tableau personnalisé : bon d'une valeur de CHF 50, imprimé sur une carte A6 de qualité avec enveloppe, valable sur tous les produits de la boutique.",
    it: 'Regalate un quadro personalizzato: buono del valore di CHF 50, stampato su un elegante biglietto A6 con busta, valido per tutti i prodotti del negozio.',
    en: 'Give a personal piece of wall art: a voucher worth CHF 50, printed on a fine A6 card with envelope, valid for every product in the shop.',
  },
  attributes: [
    {
      id: 'design',
      title: { de: 'Kartenmotiv', fr: 'Motif de la carte', it: 'Motivo del biglietto', en: 'Card design' },
      type: 'select',
      allowCustomSize: false,
      options: [
        {
          id: 'christmas',
          name: { de: 'Weihnachten', fr: 'Noël', it: 'Natale', en: 'Christmas' },
          modifications: {},
        },
        {
          id: 'birthday',
          name: { de: 'Geburtstag', fr: 'Anniversaire', it: 'Compleanno', en: 'Birthday' },
          modifications: {},
        },
        {
          id: 'neutral',
          name: { de: 'Neutral', fr: 'Neutre', it: 'Neutro', en: 'Neutral' },
          modifications: {},
        },
      ],
    },
  ],
  defaultConfiguration: { design: 'neutral' },
  printAreas: [
    printArea('card', { de: 'Gutscheinkarte A6', fr: 'Carte bon A6', it: 'Biglietto buono A6', en: 'Voucher card A6' }, { width: 148, height: 105, trim: 2 }),
  ],
  limitations: [{ measure: 'quantity', min: 1, max: 20 }],
  resources: [
    {
      quantity: 1,
      productionResource: {
        id: 'card-a6-350',
        name: {
          de: 'Karte A6, Karton 350 g/m²',
          fr: 'Carte A6, carton 350 g/m²',
          it: 'Biglietto A6, cartoncino 350 g/m²',
          en: 'A6 card, 350 g/m² board',
        },
        type: 'material',
        sizeType: 'piece',
        canvasFrameGridDistance: null,
      },
    },
    {
      quantity: 1,
      productionResource: {
        id: 'envelope-c6',
        name: { de: 'Couvert C6', fr: 'Enveloppe C6', it: 'Busta C6', en: 'C6 envelope' },
        type: 'packaging',
        sizeType: 'piece',
        canvasFrameGridDistance: null,
      },
    },
  ],
  minProductionTime: 1,
  maxProductionTime: 2,
  pricing: {
    priceType: 'static',
    fixPrice: 50,
    promoPrice: 45,
    promoFrom: '2026-11-20',
    promoTill: '2026-12-24',
    baseCosts: 0,
    dynamicCosts: 0,
    calculationBase: 'piece',
    staggeredBase: 0,
    bulkPrices: [],
    formatSelectionDiscount: 0,
  },
  shippingOptions: letterShipping,
  voucherValue: 50,
  // Ordered as configured: no picture of the customer's is printed (see design-requirement.ts).
  printsDesign: false,
};
