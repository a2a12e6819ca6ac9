import { type SizeSpec, sizeOptions, sizeTitle } from './size-formats';
import { wallArtShipping } from './shipping-options';
import type { ProductDefinition } from './types';
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
  { width: 120, height: 120, group: 'large', extraDays: 1 },
];

/**
 * Canvas on a stretcher frame. The print area wraps round the frame: sideArea 20 mm (the standard
 * 2 cm frame depth) plus 5 mm trim per side; the 4 cm frame adds another 2 cm of sideArea.
 * Price on the full surface (front + wrap), which is the canvas actually used.
 */
export const canvas: ProductDefinition = {
  id: 'canvas',
  name: { de: 'Leinwand', fr: 'Toile', it: 'Tela', en: 'Canvas print' },
  slug: { de: 'leinwand', fr: 'toile', it: 'tela', en: 'canvas' },
  summary: {
    de: 'Ihr Bild auf echter Baumwoll-Leinwand, in unserem Atelier von Hand auf einen Keilrahmen aus Fichtenholz gespannt und fertig zum Aufhängen geliefert.',
    fr: 'Votre image sur une véritable toile de coton, tendue à la main dans notre atelier sur un châssis en épicéa et livrée prête à accrocher.',
    it: 'La vostra immagine su vera tela di cotone, tesa a mano nel nostro atelier su un telaio in abete e consegnata pronta da appendere.',
    en: 'Your picture on genuine cotton canvas, stretched by hand in our workshop over a spruce stretcher frame and delivered ready to hang.',
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
      id: 'frame-depth',
      title: { de: 'Rahmentiefe', fr: 'Profondeur du châssis', it: 'Profondità del telaio', en: 'Frame depth' },
      type: 'select',
      allowCustomSize: false,
      options: [
        {
          id: 'depth-2',
          name: { de: '2 cm (schlank)', fr: '2 cm (fin)', it: '2 cm (sottile)', en: '2 cm (slim)' },
          modifications: {},
        },
        {
          id: 'depth-4',
          name: { de: '4 cm (Galerie)', fr: '4 cm (galerie)', it: '4 cm (galleria)', en: '4 cm (gallery)' },
          modifications: { sideArea: 2, baseCosts: 5, dynamicCosts: 25, minProductionTime: 1, maxProductionTime: 1 },
        },
      ],
    },
    {
      id: 'edge',
      title: { de: 'Bildkante', fr: 'Bords', it: 'Bordi', en: 'Edges' },
      type: 'select',
      allowCustomSize: false,
      options: [
        {
          id: 'wrap',
          name: {
            de: 'Bild läuft um die Kante',
            fr: "L'image continue sur les bords",
            it: "L'immagine continua sui bordi",
            en: 'Image wraps round the edges',
          },
          modifications: {},
        },
        {
          id: 'mirrored',
          name: { de: 'Gespiegelte Kante', fr: 'Bords en miroir', it: 'Bordi a specchio', en: 'Mirrored edges' },
          modifications: {},
        },
        {
          id: 'white',
          name: { de: 'Kante weiss', fr: 'Bords blancs', it: 'Bordi bianchi', en: 'White edges' },
          modifications: {},
        },
        {
          id: 'black',
          name: { de: 'Kante schwarz', fr: 'Bords noirs', it: 'Bordi neri', en: 'Black edges' },
          modifications: {},
        },
      ],
    },
    {
      id: 'finish',
      title: { de: 'Oberfläche', fr: 'Finition', it: 'Finitura', en: 'Finish' },
      type: 'select',
      allowCustomSize: false,
      options: [
        {
          id: 'matt',
          name: { de: 'Matt', fr: 'Mat', it: 'Opaca', en: 'Matt' },
          modifications: {},
        },
        {
          id: 'satin-varnish',
          name: {
            de: 'Seidenmatter Schutzlack (UV- und kratzfest)',
            fr: 'Vernis de protection satiné (anti-UV et anti-rayures)',
            it: 'Vernice protettiva satinata (anti-UV e antigraffio)',
            en: 'Satin protective varnish (UV and scratch resistant)',
          },
          modifications: {
            dynamicCosts: 20,
            minProductionTime: 1,
            maxProductionTime: 1,
            resources: [
              {
                quantity: 1,
                productionResource: {
                  id: 'protective-varnish-satin',
                  name: {
                    de: 'Schutzlack seidenmatt',
                    fr: 'Vernis de protection satiné',
                    it: 'Vernice protettiva satinata',
                    en: 'Satin protective varnish',
                  },
                  type: 'coating',
                  sizeType: 'fullsurface',
                  canvasFrameGridDistance: null,
                },
              },
            ],
          },
        },
      ],
    },
  ],
  defaultConfiguration: { size: '60x40', 'frame-depth': 'depth-2', edge: 'wrap', finish: 'matt' },
  printAreas: [printArea('front', { de: 'Leinwand', fr: 'Toile', it: 'Tela', en: 'Canvas' }, { trim: 5, sideArea: 20 })],
  limitations: [
    { measure: 'width', min: 200 },
    { measure: 'length', max: 2000 },
    { measure: 'fullWidth', max: 1600 },
    { measure: 'surface', min: 0.04, max: 3 },
    { measure: 'aspectratio', max: 4 },
    { measure: 'girthmass', max: 5000 },
    { measure: 'quantity', min: 1, max: 100 },
  ],
  resources: [
    {
      quantity: 1,
      productionResource: {
        id: 'canvas-cotton-380',
        name: {
          de: 'Baumwoll-Leinwand 380 g/m²',
          fr: 'Toile de coton 380 g/m²',
          it: 'Tela di cotone 380 g/m²',
          en: 'Cotton canvas 380 g/m²',
        },
        type: 'material',
        sizeType: 'fullsurface',
        canvasFrameGridDistance: null,
      },
    },
    {
      quantity: 1,
      productionResource: {
        id: 'stretcher-bar-spruce',
        name: {
          de: 'Keilrahmenleiste Fichte',
          fr: 'Baguette de châssis en épicéa',
          it: 'Listello per telaio in abete',
          en: 'Spruce stretcher bar',
        },
        type: 'frame',
        sizeType: 'frame',
        canvasFrameGridDistance: 800,
      },
    },
    {
      quantity: 8,
      productionResource: {
        id: 'stretcher-key',
        name: { de: 'Spannkeil', fr: 'Clé de tension', it: 'Cuneo di tensione', en: 'Stretcher key' },
        type: 'hardware',
        sizeType: 'piece',
        canvasFrameGridDistance: null,
      },
    },
    {
      quantity: 1,
      productionResource: {
        id: 'hanging-kit',
        name: {
          de: 'Aufhängeset mit Zackenaufhänger',
          fr: "Kit d'accrochage avec crochet dentelé",
          it: 'Kit di aggancio con gancio dentellato',
          en: 'Hanging kit with sawtooth hanger',
        },
        type: 'hardware',
        sizeType: 'piece',
        canvasFrameGridDistance: null,
      },
    },
  ],
  minProductionTime: 2,
  maxProductionTime: 4,
  pricing: {
    priceType: 'dynamic',
    fixPrice: 0,
    promoPrice: 0,
    promoFrom: null,
    promoTill: null,
    baseCosts: 24,
    dynamicCosts: 180,
    calculationBase: 'fullsurface',
    staggeredBase: 0.05,
    bulkPrices: [
      { fromAmount: 5, dynamicCosts: 165 },
      { fromAmount: 10, dynamicCosts: 150 },
      { fromAmount: 25, dynamicCosts: 135 },
    ],
    formatSelectionDiscount: 10,
  },
  shippingOptions: wallArtShipping,
};
