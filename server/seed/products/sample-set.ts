import type { Localized } from '../localized';
import { letterShipping } from './shipping-options';
import type { ProductDefinition, SeedResource } from './types';
import { printArea } from './print-area';

const sample = (id: string, name: Localized): SeedResource => ({
  quantity: 1,
  productionResource: { id, name, type: 'sample', sizeType: 'piece', canvasFrameGridDistance: null },
});

/** Four 15 x 10 cm material samples, with the customer's own picture or one of ours. */
export const sampleSet: ProductDefinition = {
  id: 'sample-set',
  name: { de: 'Musterset', fr: "Kit d'échantillons", it: 'Set di campioni', en: 'Sample set' },
  slug: { de: 'musterset', fr: 'kit-echantillons', it: 'set-campioni', en: 'sample-set' },
  summary: {
    de: 'Vier Materialmuster im Format 15 × 10 cm – Leinwand, Poster Fine Art, Acrylglas und Alu-Dibond – zum Vergleichen zu Hause. Mit Ihrem eigenen Bild oder einem Atelier-Motiv.',
    fr: "Quatre échantillons de 15 × 10 cm – toile, poster Fine Art, verre acrylique et Alu-Dibond – pour comparer chez vous. Avec votre propre image ou un motif de l'atelier.",
    it: "Quattro campioni di 15 × 10 cm – tela, poster Fine Art, vetro acrilico e Alu-Dibond – da confrontare a casa. Con la vostra immagine o un motivo dell'atelier.",
    en: 'Four 15 × 10 cm material samples – canvas, fine art poster, acrylic glass and aluminium Dibond – to compare at home. With your own picture or one of our studio motifs.',
  },
  attributes: [
    {
      id: 'motif',
      title: { de: 'Motiv', fr: 'Motif', it: 'Soggetto', en: 'Motif' },
      type: 'select',
      allowCustomSize: false,
      options: [
        {
          id: 'own-image',
          name: { de: 'Eigenes Bild', fr: 'Ma propre image', it: 'La mia immagine', en: 'My own picture' },
          modifications: {},
        },
        {
          id: 'studio-motif',
          name: {
            de: 'Atelier-Motiv (Alpenpanorama)',
            fr: "Motif de l'atelier (panorama alpin)",
            it: "Motivo dell'atelier (panorama alpino)",
            en: 'Studio motif (Alpine panorama)',
          },
          modifications: {},
        },
      ],
    },
  ],
  defaultConfiguration: { motif: 'own-image' },
  printAreas: [printArea('sample', { de: 'Muster', fr: 'Échantillon', it: 'Campione', en: 'Sample' }, { width: 150, height: 100, trim: 2 })],
  limitations: [{ measure: 'quantity', min: 1, max: 3 }],
  resources: [
    sample('sample-canvas', {
      de: 'Muster Leinwand 15 × 10 cm',
      fr: 'Échantillon toile 15 × 10 cm',
      it: 'Campione tela 15 × 10 cm',
      en: 'Canvas sample 15 × 10 cm',
    }),
    sample('sample-fine-art', {
      de: 'Muster Fine-Art-Papier 15 × 10 cm',
      fr: 'Échantillon papier Fine Art 15 × 10 cm',
      it: 'Campione carta Fine Art 15 × 10 cm',
      en: 'Fine art paper sample 15 × 10 cm',
    }),
    sample('sample-acrylic', {
      de: 'Muster Acrylglas 15 × 10 cm',
      fr: 'Échantillon verre acrylique 15 × 10 cm',
      it: 'Campione vetro acrilico 15 × 10 cm',
      en: 'Acrylic glass sample 15 × 10 cm',
    }),
    sample('sample-dibond', {
      de: 'Muster Alu-Dibond 15 × 10 cm',
      fr: 'Échantillon Alu-Dibond 15 × 10 cm',
      it: 'Campione Alu-Dibond 15 × 10 cm',
      en: 'Aluminium Dibond sample 15 × 10 cm',
    }),
  ],
  minProductionTime: 1,
  maxProductionTime: 2,
  pricing: {
    priceType: 'static',
    fixPrice: 14.9,
    promoPrice: 0,
    promoFrom: null,
    promoTill: null,
    baseCosts: 0,
    dynamicCosts: 0,
    calculationBase: 'piece',
    staggeredBase: 0,
    bulkPrices: [],
    formatSelectionDiscount: 0,
  },
  shippingOptions: letterShipping,
  // Ordered as configured: no picture of the customer's is printed (see design-requirement.ts).
  printsDesign: false,
};
