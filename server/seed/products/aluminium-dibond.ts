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
  { width: 180, height: 120, group: 'large', extraDays: 1 },
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

const panel = (id: string, name: Localized): SeedResource => ({
  quantity: 1,
  productionResource: { id, name, type: 'material', sizeType: 'fullsurface', canvasFrameGridDistance: null },
});

/** Direct print on 3 mm aluminium composite panel (Alu-Dibond), white primed or brushed metal. */
export const aluminiumDibond: ProductDefinition = {
  id: 'aluminium-dibond',
  name: { de: 'Alu-Dibond', fr: 'Alu-Dibond', it: 'Alu-Dibond', en: 'Aluminium Dibond' },
  slug: { de: 'alu-dibond', fr: 'aluminium-dibond', it: 'alluminio-dibond', en: 'aluminium-dibond' },
  summary: {
    de: 'Direktdruck auf 3 mm starke Aluminium-Verbundplatte: formstabil, wetterfest und modern – wahlweise weiss grundiert oder mit gebürsteter Metalloptik.',
    fr: 'Impression directe sur panneau composite en aluminium de 3 mm : indéformable, résistant aux intempéries et moderne – fond blanc ou effet métal brossé, au choix.',
    it: 'Stampa diretta su pannello composito in alluminio da 3 mm: indeformabile, resistente alle intemperie e moderno – con fondo bianco o effetto metallo spazzolato.',
    en: 'Direct print on a 3 mm aluminium composite panel: rigid, weatherproof and modern – white primed or with a brushed metal look.',
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
      id: 'finish',
      title: { de: 'Oberfläche', fr: 'Surface', it: 'Superficie', en: 'Surface' },
      type: 'select',
      allowCustomSize: false,
      options: [
        {
          id: 'white',
          name: {
            de: 'Weiss grundiert (volle Farbkraft)',
            fr: 'Fond blanc (couleurs pleines)',
            it: 'Fondo bianco (colori pieni)',
            en: 'White primed (full colour)',
          },
          modifications: {
            resources: [
              panel('dibond-white-3mm', {
                de: 'Alu-Dibond weiss 3 mm',
                fr: 'Alu-Dibond blanc 3 mm',
                it: 'Alu-Dibond bianco 3 mm',
                en: 'Aluminium Dibond white 3 mm',
              }),
            ],
          },
        },
        {
          id: 'brushed',
          name: {
            de: 'Gebürstetes Aluminium (Metallic-Effekt)',
            fr: 'Aluminium brossé (effet métallique)',
            it: 'Alluminio spazzolato (effetto metallico)',
            en: 'Brushed aluminium (metallic effect)',
          },
          modifications: {
            dynamicCosts: 30,
            minProductionTime: 1,
            maxProductionTime: 1,
            resources: [
              panel('dibond-brushed-3mm', {
                de: 'Alu-Dibond gebürstet 3 mm',
                fr: 'Alu-Dibond brossé 3 mm',
                it: 'Alu-Dibond spazzolato 3 mm',
                en: 'Aluminium Dibond brushed 3 mm',
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
          id: 'hanging-rail',
          name: {
            de: 'Aluminium-Aufhängeschiene (unsichtbar)',
            fr: "Rail d'accrochage en aluminium (invisible)",
            it: 'Binario di aggancio in alluminio (invisibile)',
            en: 'Aluminium hanging rail (invisible)',
          },
          modifications: {
            baseCosts: 19,
            minProductionTime: 1,
            maxProductionTime: 1,
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
        {
          id: 'subframe',
          name: {
            de: 'Alu-Hilfsrahmen (schwebend, 2 cm Wandabstand)',
            fr: 'Cadre auxiliaire en aluminium (effet flottant, 2 cm du mur)',
            it: 'Telaio ausiliario in alluminio (effetto sospeso, 2 cm dalla parete)',
            en: 'Aluminium subframe (floating, 2 cm from the wall)',
          },
          modifications: {
            baseCosts: 39,
            dynamicCosts: 20,
            minProductionTime: 2,
            maxProductionTime: 2,
            resources: [
              {
                quantity: 1,
                productionResource: {
                  id: 'subframe-profile-aluminium',
                  name: {
                    de: 'Alu-Hilfsrahmenprofil',
                    fr: 'Profilé de cadre auxiliaire en aluminium',
                    it: 'Profilo per telaio ausiliario in alluminio',
                    en: 'Aluminium subframe profile',
                  },
                  type: 'frame',
                  sizeType: 'perimeter',
                  canvasFrameGridDistance: null,
                },
              },
            ],
          },
        },
      ],
    },
  ],
  defaultConfiguration: { size: '60x40', finish: 'white', mounting: 'none' },
  printAreas: [printArea('front', { de: 'Vorderseite', fr: 'Face avant', it: 'Fronte', en: 'Front' }, { trim: 2 })],
  limitations: [
    { measure: 'width', min: 200, max: 1250 },
    { measure: 'length', max: 2000 },
    { measure: 'surface', max: 2.5 },
    { measure: 'aspectratio', max: 4 },
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
    baseCosts: 19,
    dynamicCosts: 180,
    calculationBase: 'surface',
    staggeredBase: 0.05,
    bulkPrices: [
      { fromAmount: 5, dynamicCosts: 165 },
      { fromAmount: 10, dynamicCosts: 150 },
      { fromAmount: 25, dynamicCosts: 135 },
    ],
    formatSelectionDiscount: 7,
  },
  shippingOptions: wallArtShipping,
  // The UV flatbed printer prints CMYK.
  outputCondition: 'fogra39',
  // Photos: out-of-gamut colours compressed with their neighbours rather than clipped.
  renderingIntent: 'perceptual',
};
