import type { Localized } from '../localized';
import { type SizeSpec, sizeOptions, sizeTitle } from './size-formats';
import { wallArtShipping } from './shipping-options';
import type { ProductDefinition, SeedResource } from './types';
import { printArea } from './print-area';

const din = (code: string, name: string, width: number, height: number): SizeSpec => ({
  width,
  height,
  group: 'din',
  code,
  label: { de: name, fr: name, it: name, en: name },
});

const landscape: SizeSpec[] = [
  din('a4', 'A4', 29.7, 21),
  din('a3', 'A3', 42, 29.7),
  din('a2', 'A2', 59.4, 42),
  din('a1', 'A1', 84.1, 59.4),
  din('a0', 'A0', 118.9, 84.1),
  { width: 30, height: 20, group: 'classic' },
  { width: 40, height: 30, group: 'classic' },
  { width: 60, height: 40, group: 'classic' },
  { width: 75, height: 50, group: 'classic' },
  { width: 90, height: 60, group: 'classic' },
  { width: 100, height: 50, group: 'panorama' },
  { width: 150, height: 50, group: 'panorama' },
  { width: 120, height: 80, group: 'large' },
  { width: 150, height: 100, group: 'large' },
];

const squares: SizeSpec[] = [
  { width: 30, height: 30, group: 'square' },
  { width: 40, height: 40, group: 'square' },
  { width: 50, height: 50, group: 'square' },
  { width: 70, height: 70, group: 'square' },
  { width: 100, height: 100, group: 'square' },
];

const paper = (id: string, name: Localized): SeedResource => ({
  quantity: 1,
  productionResource: { id, name, type: 'material', sizeType: 'fullsurface', canvasFrameGridDistance: null },
});

/** Poster on paper, shipped rolled in a tube. 3 mm trim per side; an optional white border of 2 cm. */
export const poster: ProductDefinition = {
  id: 'poster',
  name: { de: 'Poster', fr: 'Poster', it: 'Poster', en: 'Poster' },
  slug: { de: 'poster', fr: 'affiche', it: 'poster', en: 'poster' },
  summary: {
    de: 'Brillanter Posterdruck mit lichtechten Pigmenttinten – auf mattem Premiumpapier, glänzendem Fotopapier oder Fine-Art-Papier in Museumsqualität.',
    fr: 'Impression de poster éclatante avec des encres pigmentaires résistantes à la lumière – sur papier mat premium, papier photo brillant ou papier Fine Art de qualité musée.',
    it: 'Stampa di poster brillante con inchiostri a pigmenti resistenti alla luce – su carta opaca premium, carta fotografica lucida o carta Fine Art di qualità museale.',
    en: 'Brilliant poster printing with lightfast pigment inks – on premium matt paper, glossy photo paper or museum-grade fine art paper.',
  },
  attributes: [
    {
      id: 'size',
      title: sizeTitle,
      type: 'size',
      allowCustomSize: true,
      options: sizeOptions(landscape, squares),
    },
    {
      id: 'paper',
      title: { de: 'Papier', fr: 'Papier', it: 'Carta', en: 'Paper' },
      type: 'select',
      allowCustomSize: false,
      options: [
        {
          id: 'matt',
          name: {
            de: 'Premium matt 200 g/m²',
            fr: 'Premium mat 200 g/m²',
            it: 'Premium opaca 200 g/m²',
            en: 'Premium matt 200 g/m²',
          },
          modifications: {
            resources: [
              paper('paper-premium-matt-200', {
                de: 'Posterpapier matt 200 g/m²',
                fr: 'Papier poster mat 200 g/m²',
                it: 'Carta poster opaca 200 g/m²',
                en: 'Matt poster paper 200 g/m²',
              }),
            ],
          },
        },
        {
          id: 'glossy',
          name: {
            de: 'Fotopapier glänzend 260 g/m²',
            fr: 'Papier photo brillant 260 g/m²',
            it: 'Carta fotografica lucida 260 g/m²',
            en: 'Glossy photo paper 260 g/m²',
          },
          modifications: {
            dynamicCosts: 8,
            resources: [
              paper('paper-photo-glossy-260', {
                de: 'Fotopapier glänzend 260 g/m²',
                fr: 'Papier photo brillant 260 g/m²',
                it: 'Carta fotografica lucida 260 g/m²',
                en: 'Glossy photo paper 260 g/m²',
              }),
            ],
          },
        },
        {
          id: 'fine-art',
          name: {
            de: 'Fine Art Baumwollpapier 308 g/m²',
            fr: 'Papier Fine Art coton 308 g/m²',
            it: 'Carta Fine Art in cotone 308 g/m²',
            en: 'Fine art cotton paper 308 g/m²',
          },
          modifications: {
            baseCosts: 5,
            dynamicCosts: 45,
            minProductionTime: 1,
            maxProductionTime: 1,
            resources: [
              paper('paper-fine-art-cotton-308', {
                de: 'Fine-Art-Papier Baumwolle 308 g/m²',
                fr: 'Papier Fine Art coton 308 g/m²',
                it: 'Carta Fine Art cotone 308 g/m²',
                en: 'Fine art cotton paper 308 g/m²',
              }),
            ],
          },
        },
      ],
    },
    {
      id: 'border',
      title: { de: 'Rand', fr: 'Marge', it: 'Margine', en: 'Border' },
      type: 'select',
      allowCustomSize: false,
      options: [
        {
          id: 'none',
          name: { de: 'Randlos', fr: 'Sans marge', it: 'Senza margine', en: 'Borderless' },
          modifications: {},
        },
        {
          id: 'white-2cm',
          name: {
            de: 'Weisser Rand 2 cm',
            fr: 'Marge blanche 2 cm',
            it: 'Margine bianco 2 cm',
            en: 'White border 2 cm',
          },
          modifications: { whitespaceTop: 2, whitespaceRight: 2, whitespaceBottom: 2, whitespaceLeft: 2 },
        },
      ],
    },
  ],
  defaultConfiguration: { size: 'a2-portrait', paper: 'matt', border: 'none' },
  printAreas: [printArea('front', { de: 'Vorderseite', fr: 'Recto', it: 'Fronte', en: 'Front' }, { trim: 3 })],
  limitations: [
    { measure: 'width', min: 200, max: 1100 },
    { measure: 'length', max: 1500 },
    { measure: 'surface', max: 1.5 },
    { measure: 'aspectratio', max: 4 },
    { measure: 'quantity', min: 1, max: 100 },
  ],
  resources: [
    {
      quantity: 1,
      productionResource: {
        id: 'shipping-tube',
        name: { de: 'Versandrolle', fr: "Tube d'expédition", it: 'Tubo di spedizione', en: 'Shipping tube' },
        type: 'packaging',
        sizeType: 'piece',
        canvasFrameGridDistance: null,
      },
    },
  ],
  minProductionTime: 1,
  maxProductionTime: 2,
  pricing: {
    priceType: 'dynamic',
    fixPrice: 0,
    promoPrice: 0,
    promoFrom: null,
    promoTill: null,
    baseCosts: 9,
    dynamicCosts: 45,
    calculationBase: 'surface',
    staggeredBase: 0.05,
    bulkPrices: [
      { fromAmount: 5, dynamicCosts: 40 },
      { fromAmount: 10, dynamicCosts: 36 },
      { fromAmount: 25, dynamicCosts: 32 },
    ],
    formatSelectionDiscount: 5,
  },
  shippingOptions: wallArtShipping,
};
