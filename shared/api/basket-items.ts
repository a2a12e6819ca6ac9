import { z } from 'zod';
import { edgeModes } from '../domain/design/edge';
import { PrintArea } from '../domain/product/product-schema';
import { ProductIdParams } from './config';
import { PriceSchema } from './config-check';
import { endpoint } from './endpoint';
import { IdParams } from './person';
import { singleLineText } from './text';

const finite = z.number().finite();
const positiveInt = z.number().int().positive().max(1_000_000);

export const ImageOrigSchema = z.object({ id: singleLineText().min(1).max(200), width: positiveInt, height: positiveInt }).strict();

export const PlacementSchema = z.object({ cx: finite, cy: finite, scale: finite.positive(), rotation: finite }).strict();

const CellSchema = z.object({ x: finite, y: finite, width: finite.nonnegative(), height: finite.nonnegative() }).strict();

export const ImageItemSchema = z
  .object({
    type: z.literal('image'),
    specs: z
      .object({
        orig: ImageOrigSchema,
        /** The editor proxy to show; a path of the shop or an http(s) URL. */
        src: singleLineText()
          .max(2048)
          .regex(/^(\/(?!\/)|https?:\/\/)/, 'a path or an http(s) URL'),
        placement: PlacementSchema,
        cell: CellSchema,
        layout: singleLineText().max(40).nullable(),
      })
      .strict(),
  })
  .strict();

/** Print area id -> its items (spec section 3: design keyed by print area id). */
/** The side area of a framed print: the image wrapped round, its front mirrored, or a colour. */
export const EdgeSchema = z.object({ mode: z.enum(edgeModes), colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour #rrggbb') }).strict();

export const DesignSchema = z
  .record(singleLineText().min(1).max(64), z.object({ items: z.array(ImageItemSchema).max(9), edge: EdgeSchema.optional() }).strict())
  .refine((design) => Object.keys(design).length <= 8, 'at most 8 print areas');

export const ChosenOptionSchema = z.union([
  z.object({ custom: z.literal(false), id: singleLineText().min(1).max(64), name: singleLineText().max(200) }).strict(),
  z.object({ custom: z.literal(true), width: finite.positive(), height: finite.positive(), name: singleLineText().max(200) }).strict(),
]);

/**
 * What the configurator sends: the instruction (only its configuration is read — the server checks
 * and prices anew), the design and the quantity. A price or print data sent along are ignored.
 */
export const BasketItemBody = z
  .object({
    productId: ProductIdParams.shape.productId,
    instruction: z.object({ version: z.literal(2), configuration: z.record(singleLineText().min(1).max(64), ChosenOptionSchema) }).loose(),
    design: DesignSchema.default({}),
    printdata: z.unknown().optional(),
    quantity: z.number().int().min(1).max(100_000),
    /** The customer confirmed ordering an image below the refuse level (< 50 dpi). */
    qualityConfirmed: z.boolean().default(false),
  })
  .strict();
export type BasketItemBody = z.infer<typeof BasketItemBody>;

export const BasketItemSaved = z.object({
  basketItemId: z.number().int(),
  /** Items in the visitor's basket now. */
  count: z.number().int().nonnegative(),
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
  minProductionTime: z.number().int(),
  maxProductionTime: z.number().int(),
});

export const BasketItemSchema = z.object({
  id: z.number().int(),
  productId: z.string(),
  instruction: StoredInstruction,
  design: DesignSchema,
  printdata: z.record(z.string(), z.unknown()),
  quantity: z.number().int().positive(),
});
export type BasketItemDto = z.infer<typeof BasketItemSchema>;

export const postBasketItem = endpoint({
  method: 'POST',
  path: '/api/basket/items',
  summary:
    "Adds a configured item to the visitor's basket (created with its cookie when needed). The server repeats the configuration check and the price with shared/domain, lays the design out again on the checked size and derives the print data; 422 when the configuration cannot be ordered or an image is below 50 dpi without qualityConfirmed.",
  tags: ['basket'],
  body: BasketItemBody,
  response: BasketItemSaved,
  errors: [404, 415, 422],
});

export const putBasketItem = endpoint({
  method: 'PUT',
  path: '/api/basket/items/:id',
  summary: 'Saves an edited basket item over the stored one (same rules as adding). 404 for an item not in the visitor basket.',
  tags: ['basket'],
  params: IdParams,
  body: BasketItemBody,
  response: BasketItemSaved,
  errors: [404, 415, 422],
});

export const getBasketItem = endpoint({
  method: 'GET',
  path: '/api/config/basketitem/:id',
  summary: "One item of the visitor's basket, to load it into the configurator (edit keeps the id, clone clears it). 404 for anyone else's.",
  tags: ['basket'],
  params: IdParams,
  response: BasketItemSchema,
  errors: [404],
});
