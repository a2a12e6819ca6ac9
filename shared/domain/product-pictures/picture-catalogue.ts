import type { Configuration, Product } from '../product/product-schema';
import { formatLabelled } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';

/*
 * Every product picture of the shop, described as data: which product and option it shows, which
 * seeded motif is printed on it and how the object is seen. The server renders a picture from its
 * description alone (server/features/product-pictures); the shell names its files and alt text from
 * the same description. Nothing in this file may depend on how a picture is drawn.
 */

type CanvasEdge = 'wrap' | 'mirrored' | 'white' | 'black';

/** The object in the picture, with what of it changes the look. Lengths in millimetres. */
export type PictureObject =
  | { kind: 'canvas'; depth: number; edge: CanvasEdge }
  | { kind: 'acrylic'; thickness: 3 | 5 }
  | { kind: 'aluminium'; finish: 'white' | 'brushed' }
  | { kind: 'poster'; border: 0 | 20 }
  | { kind: 'voucher'; design: 'christmas' | 'birthday' | 'neutral' }
  | { kind: 'samples' };

/**
 * How the object is seen: on the wall, turned by `yaw` degrees (positive shows its right edge) and
 * seen from `pitch` degrees above, whole or (`detail`) close on its right edge, where an option
 * shows; hanging in a room, seen straight on; or lying on a table.
 */
type PictureCamera = { view: 'angle'; yaw: number; pitch: number; detail: boolean } | { view: 'room'; wall: string } | { view: 'table' };

export interface PictureDescription {
  /** Unique, URL-safe; also the key of the picture's alt text (picture.alt.<id>). */
  readonly id: string;
  readonly productId: string;
  /** The option this picture shows (null: the product as it comes by default). */
  readonly option: { readonly attribute: string; readonly value: string } | null;
  /** A seeded template artwork (server/assets/templates/<motif>.svg). */
  readonly motif: string;
  /** Format of the printed object in millimetres (wall art only). */
  readonly format: { readonly width: number; readonly height: number };
  readonly object: PictureObject;
  readonly camera: PictureCamera;
}

const angle = (yaw = 32, pitch = 8): PictureCamera => ({ view: 'angle', yaw, pitch, detail: false });
const detail = (yaw: number): PictureCamera => ({ view: 'angle', yaw, pitch: 14, detail: true });
const landscape = { width: 600, height: 400 };

const canvasPicture = (id: string, option: PictureDescription['option'], depth: number, edge: CanvasEdge, camera: PictureCamera): PictureDescription => ({
  id,
  productId: 'canvas',
  option,
  motif: 'alpine-lake',
  format: landscape,
  object: { kind: 'canvas', depth, edge },
  camera,
});

/** A poster hanging in a room with a `wall` colour. */
const posterPicture = (id: string, option: PictureDescription['option'], motif: string, border: 0 | 20, wall: string): PictureDescription => ({
  id,
  productId: 'poster',
  option,
  motif,
  format: { width: 700, height: 1000 },
  object: { kind: 'poster', border },
  camera: { view: 'room', wall },
});

/** In catalogue order per product; the first picture of a product is its main picture. */
export const productPictures: readonly PictureDescription[] = [
  canvasPicture('canvas-wrap', null, 20, 'wrap', angle()),
  canvasPicture('canvas-gallery-depth', { attribute: 'frame-depth', value: 'depth-4' }, 40, 'wrap', detail(50)),
  canvasPicture('canvas-mirrored-edge', { attribute: 'edge', value: 'mirrored' }, 40, 'mirrored', detail(56)),
  canvasPicture('canvas-white-edge', { attribute: 'edge', value: 'white' }, 40, 'white', detail(56)),
  canvasPicture('canvas-black-edge', { attribute: 'edge', value: 'black' }, 40, 'black', detail(56)),
  posterPicture('poster-room', null, 'botanical-leaves', 0, '#e9e4dc'),
  posterPicture('poster-white-border', { attribute: 'border', value: 'white-2cm' }, 'geometric-bauhaus', 20, '#c9d3cf'),
  {
    id: 'acrylic-glass',
    productId: 'acrylic-glass',
    option: null,
    motif: 'mountain-dusk',
    format: landscape,
    object: { kind: 'acrylic', thickness: 3 },
    camera: angle(34),
  },
  {
    id: 'acrylic-glass-5mm',
    productId: 'acrylic-glass',
    option: { attribute: 'thickness', value: '5mm' },
    motif: 'mountain-dusk',
    format: landscape,
    object: { kind: 'acrylic', thickness: 5 },
    camera: detail(58),
  },
  {
    id: 'aluminium-white',
    productId: 'aluminium-dibond',
    option: null,
    motif: 'city-skyline',
    format: landscape,
    object: { kind: 'aluminium', finish: 'white' },
    camera: angle(34),
  },
  {
    id: 'aluminium-brushed',
    productId: 'aluminium-dibond',
    option: { attribute: 'finish', value: 'brushed' },
    motif: 'boho-sun-arches',
    format: { width: 400, height: 600 },
    object: { kind: 'aluminium', finish: 'brushed' },
    camera: angle(34),
  },
  ...(['neutral', 'christmas', 'birthday'] as const).map((design): PictureDescription => ({
    id: `gift-voucher-${design}`,
    productId: 'gift-voucher',
    option: design === 'neutral' ? null : { attribute: 'design', value: design },
    motif: 'alpine-lake',
    format: { width: 148, height: 105 },
    object: { kind: 'voucher', design },
    camera: { view: 'table' },
  })),
  {
    id: 'sample-set',
    productId: 'sample-set',
    option: null,
    motif: 'alpine-lake',
    format: { width: 150, height: 100 },
    object: { kind: 'samples' },
    camera: { view: 'table' },
  },
];

/** The pictures of a product, main picture first (empty for a product without pictures). */
export const picturesOf = (productId: string): PictureDescription[] => productPictures.filter((p) => p.productId === productId);

export const pictureById = (id: string): PictureDescription | undefined => productPictures.find((p) => p.id === id);

/** The picture of a product as configured: the one showing a chosen option, else its main picture; undefined for a product without pictures. */
export function configuredPicture(productId: string, configuration: Configuration): PictureDescription | undefined {
  const pictures = picturesOf(productId);
  return pictures.find(({ option }) => option !== null && configuration[option.attribute] === option.value) ?? pictures[0];
}

/** What a picture shows in the product's own words ("Kante: Gespiegelt", "Bord : Miroir"), or null for the product as it comes. */
export function pictureCaption(picture: PictureDescription, product: Pick<Product, 'attributes'>, locale: Locale): string | null {
  if (!picture.option) return null;
  const attribute = product.attributes.find((a) => a.id === picture.option?.attribute);
  const option = attribute?.options.find((o) => o.id === picture.option?.value);
  return attribute && option ? formatLabelled(locale, attribute.title, option.name) : null;
}
