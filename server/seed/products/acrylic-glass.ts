import type { Localized } from '../localized';
import { type SizeSpec, sizeOptions, sizeTitle } from './size-formats';
import { wallArtShipping } from './shipping-options';
import type { ProductDefinition, SeedResource } from './types';
import { printArea } from './print-area';

const landscape: SizeSpec[] = [
  { width: 30, height: 20, group: 'classic' },
  { width: 40, height: 30, group: 'classic' },
  { width: 60, height: 40, group: 'classic' },
  { width: 75, height: 50, group: 'classic' },
  { width: 90, height: 60, group: 'classic' },
  { width: 120, height: 80, group: 'classic' },
  { width: 100, height: 50, group: 'panorama' },
  { width: 150, height: 50, group: 'panorama' },
  { width: 150, height: 100, group: 'large', extraDays: 1 },
];

const squares: SizeSpec[] = [
  { width: 30, height: 30, group: 'square' },
  { width: 40, height: 40, group: 'square' },
  { width: 50, height: 50, group: 'square' },
  { width: 60, height: 60, group: 'square' },
  { width: 80, height: 80, group: 'square' },
  { width: 100, height: 100, group: 'square' },
];

const piece = (id: string, quantity: number, name: Localized, type = 'hardware'): SeedResource => ({
  quantity,
  productionResource: { id, name, type, sizeType: 'piece', canvasFrameGridDistance: null },
});

const sheet = (id: string, name: Localized): SeedResource => ({
  quantity: 1,
  productionResource: { id, name, type: 'material', sizeType: 'fullsurface', canvasFrameGridDistance: null },
});

/** Photo print behind crystal-clear acrylic glass (direct print on the back, sealed white). Catalogue sizes only. */
export const acrylicGlass: ProductDefinition = {
  id: 'acrylic-glass',
  name: { de: 'Acrylglas', fr: 'Verre acrylique', it: 'Vetro acrilico', en: 'Acrylic glass' },
  slug: { de: 'acrylglas', fr: 'verre-acrylique', it: 'vetro-acrilico', en: 'acrylic-glass' },
  summary: {
    de: 'Ihr Motiv hinter glasklarem Acrylglas: leuchtende Farben, enorme Tiefenwirkung und eine edle, hochglänzende Oberfläche.',
    fr: 'Votre motif derrière un verre acrylique cristallin : des couleurs lumineuses, une profondeur saisissante et une surface brillante élégante.',
    it: 'Il vostro soggetto dietro un vetro acrilico cristallino: colori luminosi, grande profondità e una superficie lucida ed elegante.',
    en: 'Your picture behind crystal-clear acrylic glass: luminous colours, striking depth and an elegant high-gloss surface.',
  },
  attributes: [
    {
      id: 'size',
      title: sizeTitle,
      type: 'size',
      allowCustomSize: false,
      options: sizeOptions(landscape, squares),
    },
    {
      id: 'thickness',
      title: { de: 'Materialstärke', fr: 'Épaisseur', it: 'Spessore', en: 'Thickness' },
      type: 'select',
      allowCustomSize: false,
      options: [
        {
          id: '3mm',
          name: { de: '3 mm', fr: '3 mm', it: '3 mm', en: '3 mm' },
          modifications: {
            resources: [
              sheet('acrylic-sheet-3mm', {
                de: 'Acrylglasplatte 3 mm',
                fr: 'Plaque de verre acrylique 3 mm',
                it: 'Lastra di vetro acrilico 3 mm',
                en: 'Acrylic glass sheet 3 mm',
              }),
            ],
          },
        },
        {
          id: '5mm',
          name: {
            de: '5 mm (mehr Tiefenwirkung)',
            fr: '5 mm (plus de profondeur)',
            it: '5 mm (più profondità)',
            en: '5 mm (more depth)',
          },
          modifications: {
            dynamicCosts: 60,
            resources: [
              sheet('acrylic-sheet-5mm', {
                de: 'Acrylglasplatte 5 mm',
                fr: 'Plaque de verre acrylique 5 mm',
                it: 'Lastra di vetro acrilico 5 mm',
                en: 'Acrylic glass sheet 5 mm',
              }),
            ],
          },
        },
      ],
    },
    {
      id: 'mounting',
      title: { de: 'Aufhängung', fr: 'Fixation', it: 'Sistema di fissaggio', en: 'Mounting' },
      type: 'select',
      allowCustomSize: false,
      options: [
        {
          id: 'none',
          name: { de: 'Ohne Aufhängung', fr: 'Sans fixation', it: 'Senza fissaggio', en: 'No mounting' },
          modifications: {},
        },
        {
          id: 'spacers',
          name: {
            de: 'Wandabstandshalter Edelstahl (4 Stück)',
            fr: 'Entretoises murales en inox (4 pièces)',
            it: 'Distanziali a parete in acciaio inox (4 pezzi)',
            en: 'Stainless steel wall spacers (4 pieces)',
          },
          modifications: {
            baseCosts: 19,
            minProductionTime: 1,
            maxProductionTime: 1,
            resources: [
              piece('standoff-stainless-steel', 4, {
                de: 'Abstandshalter Edelstahl 19 mm',
                fr: 'Entretoise inox 19 mm',
                it: 'Distanziale inox 19 mm',
                en: 'Stainless steel standoff 19 mm',
              }),
            ],
          },
        },
        {
          id: 'hanging-rail',
          name: {
            de: 'Aluminium-Aufhängeschiene (unsichtbar)',
            fr: "Rail d'accrochage en aluminium (invisible)",
            it: 'Binario di aggancio in alluminio (invisibile)',
            en: 'Aluminium hanging rail (invisible)',
          },
          modifications: {
            baseCosts: 24,
            minProductionTime: 2,
            maxProductionTime: 2,
            resources: [
              piece('hanging-rail-aluminium', 2, {
                de: 'Aufhängeschiene Aluminium',
                fr: "Rail d'accrochage en aluminium",
                it: 'Binario di aggancio in alluminio',
                en: 'Aluminium hanging rail',
              }),
            ],
          },
        },
      ],
    },
  ],
  defaultConfiguration: { size: '60x40', thickness: '3mm', mounting: 'none' },
  printAreas: [printArea('front', { de: 'Vorderseite', fr: 'Face avant', it: 'Fronte', en: 'Front' }, { trim: 2 })],
  limitations: [
    { measure: 'width', min: 200, max: 1000 },
    { measure: 'length', max: 1500 },
    { measure: 'surface', max: 1.5 },
    { measure: 'aspectratio', max: 3 },
    { measure: 'quantity', min: 1, max: 100 },
  ],
  resources: [
    piece(
      'edge-protection-box',
      1,
      {
        de: 'Versandkarton mit Kantenschutz',
        fr: "Carton d'expédition avec protège-coins",
        it: 'Scatola di spedizione con paraspigoli',
        en: 'Shipping box with edge protectors',
      },
      'packaging',
    ),
  ],
  minProductionTime: 3,
  maxProductionTime: 5,
  pricing: {
    priceType: 'dynamic',
    fixPrice: 0,
    promoPrice: 0,
    promoFrom: null,
    promoTill: null,
    baseCosts: 29,
    dynamicCosts: 290,
    calculationBase: 'surface',
    staggeredBase: 0.05,
    bulkPrices: [
      { fromAmount: 5, dynamicCosts: 270 },
      { fromAmount: 10, dynamicCosts: 250 },
      { fromAmount: 25, dynamicCosts: 230 },
    ],
    formatSelectionDiscount: 7,
  },
  shippingOptions: wallArtShipping,
  // The UV flatbed printer prints CMYK.
  outputCondition: 'fogra39',
  // Photos: out-of-gamut colours compressed with their neighbours rather than clipped.
  renderingIntent: 'perceptual',
};
