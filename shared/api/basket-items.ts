import { z } from 'zod/mini';
import { MAX_COLLAGE_GAP } from '../domain/design/collage-style';
import { edgeModes } from '../domain/design/edge';
import { photoAdjustments } from '../domain/design/photo-adjust';
import { PrintArea } from '../domain/product/product-schema';
import { fontIds, fontWeights } from '../domain/text/font-catalogue';
import { MAX_TEXT_ITEMS, MAX_TEXT_LENGTH, TEXT_SIZE_MM, textAligns } from '../domain/text/text-item';
import { ProductIdParams } from './config';
import { PriceSchema } from './config-check';
import { endpointsTagged } from './endpoint';
import { ImageFocusSchema } from './images';
import { IdParams } from './id-params';
import { multiLineText, singleLineText } from './text';
import * as routes from './routes/basket-items';

const endpoint = endpointsTagged('basket');

const finite = z.number();
const positiveInt = z.number().check(z.int(), z.positive(), z.lte(1_000_000));

export const ImageOrigSchema = z.strictObject({
  id: singleLineText().check(z.minLength(1), z.maxLength(200)),
  width: positiveInt,
  height: positiveInt,
  focus: z.optional(ImageFocusSchema),
});

export const PlacementSchema = z.strictObject({ cx: finite, cy: finite, scale: finite.check(z.positive()), rotation: finite });

const CellSchema = z.strictObject({ x: finite, y: finite, width: finite.check(z.nonnegative()), height: finite.check(z.nonnegative()) });

/** The last cell of the largest layout (nine photos, shared/domain/design/collage.ts). */
const MAX_CELL_INDEX = 8;

export const ImageItemSchema = z.strictObject({
  type: z.literal('image'),
  specs: z.strictObject({
    orig: ImageOrigSchema,
    /** The editor proxy to show; a path of the shop or an http(s) URL. */
    src: singleLineText().check(z.maxLength(2048), z.regex(/^(\/(?!\/)|https?:\/\/)/, 'a path or an http(s) URL')),
    placement: PlacementSchema,
    cell: CellSchema,
    layout: z.nullable(singleLineText().check(z.maxLength(40))),
    /** The layout cell the photo was moved into, when not the one of its place among the photos (a cell the layout left free). */
    cellIndex: z.optional(z.number().check(z.int(), z.gte(0), z.lte(MAX_CELL_INDEX))),
    adjust: z.optional(z.enum(photoAdjustments)),
  }),
});

const hexColour = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'a colour #rrggbb'));

/** A text on the print (shared/domain/text/text-item.ts): every spec but the text may be left out for its default. */
export const TextItemSchema = z.strictObject({
  type: z.literal('text'),
  specs: z.strictObject({
    text: multiLineText().check(z.maxLength(MAX_TEXT_LENGTH)),
    font: z.optional(z.enum(fontIds)),
    weight: z.optional(z.enum(fontWeights)),
    /** One em on the print, mm. */
    sizeMm: z.optional(finite.check(z.gte(TEXT_SIZE_MM.min), z.lte(TEXT_SIZE_MM.max))),
    colour: z.optional(hexColour),
    align: z.optional(z.enum(textAligns)),
    /** Degrees, clockwise. */
    rotation: z.optional(finite),
    /** The anchor on the full printed area, mm. */
    x: z.optional(finite),
    y: z.optional(finite),
  }),
});

const MAX_IMAGES = 9;
const countOf = (items: readonly { type: string }[], type: string) => items.filter((item) => item.type === type).length;

/** The side area of a framed print: the image wrapped round, its front mirrored, or a colour. */
export const EdgeSchema = z.strictObject({ mode: z.enum(edgeModes), colour: hexColour });

/** A collage's gap between cells (mm) and the background colour seen in it; absent: 5 mm of white. */
const CollageStyleSchema = z.strictObject({ gap: finite.check(z.gte(0), z.lte(MAX_COLLAGE_GAP)), background: hexColour });

/** Print area id -> its items (spec section 3: design keyed by print area id): up to nine images and MAX_TEXT_ITEMS texts. */

export const DesignSchema = z
  .record(
    singleLineText().check(z.minLength(1), z.maxLength(64)),
    z.strictObject({
      items: z.array(z.discriminatedUnion('type', [ImageItemSchema, TextItemSchema])).check(
        z.refine((items) => countOf(items, 'image') <= MAX_IMAGES, `at most ${MAX_IMAGES} images`),
        z.refine((items) => countOf(items, 'text') <= MAX_TEXT_ITEMS, `at most ${MAX_TEXT_ITEMS} texts`),
      ),
      edge: z.optional(EdgeSchema),
      collage: z.optional(CollageStyleSchema),
    }),
  )
  .check(z.refine((design) => Object.keys(design).length <= 8, 'at most 8 print areas'));

export const ChosenOptionSchema = z.union([
  z.strictObject({ custom: z.literal(false), id: singleLineText().check(z.minLength(1), z.maxLength(64)), name: singleLineText().check(z.maxLength(200)) }),
  z.strictObject({
    custom: z.literal(true),
    width: finite.check(z.positive()),
    height: finite.check(z.positive()),
    name: singleLineText().check(z.maxLength(200)),
  }),
]);

/**
 * What the configurator sends: the instruction (only its configuration is read — the server checks
 * and prices anew), the design and the quantity. A price or print data sent along are ignored.
 */
export const BasketItemBody = z.strictObject({
  productId: ProductIdParams.shape.productId,
  instruction: z.looseObject({ version: z.literal(2), configuration: z.record(singleLineText().check(z.minLength(1), z.maxLength(64)), ChosenOptionSchema) }),
  design: z._default(DesignSchema, {}),
  printdata: z.optional(z.unknown()),
  quantity: z.number().check(z.int(), z.gte(1), z.lte(100_000)),
  /** The customer confirmed ordering an image below the refuse level (< 50 dpi). */
  qualityConfirmed: z._default(z.boolean(), false),
});
export type BasketItemBody = z.infer<typeof BasketItemBody>;

export const BasketItemSaved = z.object({
  basketItemId: z.number().check(z.int()),
  /** Items in the visitor's basket now. */
  count: z.number().check(z.int(), z.nonnegative()),
  price: PriceSchema,
});

const DetailSchema = z.object({ property: z.string(), value: z.string() });

export const StoredInstruction = z.object({
  version: z.literal(2),
  configuration: z.record(z.string(), ChosenOptionSchema),
  printAreas: z.array(PrintArea),
  customerDetails: z.array(DetailSchema),
  adminDetails: z.array(DetailSchema),
  bom: z.array(z.record(z.string(), z.unknown())),
  minProductionTime: z.number().check(z.int()),
  maxProductionTime: z.number().check(z.int()),
});

export const BasketItemSchema = z.object({
  id: z.number().check(z.int()),
  productId: z.string(),
  instruction: StoredInstruction,
  design: DesignSchema,
  printdata: z.record(z.string(), z.unknown()),
  quantity: z.number().check(z.int(), z.positive()),
});
export type BasketItemDto = z.infer<typeof BasketItemSchema>;

export const postBasketItemSchemas = { body: BasketItemBody, response: BasketItemSaved };
export const postBasketItem = endpoint(routes.postBasketItem, postBasketItemSchemas, {
  summary:
    "Adds a configured item to the visitor's basket (created with its cookie when needed). The server repeats the configuration check and the price with shared/domain, lays the design out again on the checked size and derives the print data; 422 when the configuration cannot be ordered, a print area of a product that prints lacks an image (fields.design), or an image is below 50 dpi without qualityConfirmed.",
  errors: [404, 410, 422],
});

export const putBasketItemSchemas = { params: IdParams, body: BasketItemBody, response: BasketItemSaved };
export const putBasketItem = endpoint(routes.putBasketItem, putBasketItemSchemas, {
  summary: 'Saves an edited basket item over the stored one (same rules as adding). 404 for an item not in the visitor basket.',
  errors: [410, 422],
});

export const getBasketItemSchemas = { params: IdParams, response: BasketItemSchema };
export const getBasketItem = endpoint(routes.getBasketItem, getBasketItemSchemas, {
  summary: "One item of the visitor's basket, to load it into the configurator (edit keeps the id, clone clears it). 404 for anyone else's.",
});
