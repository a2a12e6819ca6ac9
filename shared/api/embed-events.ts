import { z } from 'zod/mini';
import { BasketItemBody, BasketItemSchema, DesignSchema, StoredInstruction } from './basket-items';
import { PriceSchema } from './config-check';
import { steps } from '../domain/configurator/steps';

/*
 * The embed contract with host pages, as zod schemas: what a host hands in (data-settings) and the
 * payload of each DOM event the widget dispatches. Names and the event map are in widget-events.ts,
 * which stays free of zod so the shop's first chunk can import the names.
 */

/** data-settings of an embedded widget: each part may be missing (empty defaults). */
export const EmbedSettings = z.strictObject({
  instruction: z.nullish(z.partial(z.looseObject({ configuration: BasketItemBody.shape.instruction.shape.configuration }))),
  design: z.nullish(DesignSchema),
  printdata: z.nullish(z.record(z.string(), z.unknown())),
});
export type EmbedSettings = z.infer<typeof EmbedSettings>;

/** Why a widget cannot work: printshop:error's code. */
export const EMBED_ERROR_CODES = ['origin_not_allowed', 'network', 'unavailable'] as const;
export type EmbedErrorCode = (typeof EMBED_ERROR_CODES)[number];

/**
 * printshop:error: the widget cannot work, and shows why in its language (the same text is in
 * message). origin_not_allowed: no active partner allows the page's origin (or the partner key the embed names does not); network:
 * the shop or the widget's files cannot be reached; unavailable: the shop answers it cannot serve now.
 */
export const ErrorDetail = z.strictObject({ code: z.enum(EMBED_ERROR_CODES), message: z.string() });
export type ErrorDetail = z.infer<typeof ErrorDetail>;

/** printshop:ready: the widget is mounted, the shop has answered, and it shows its first step. */
export const ReadyDetail = z.strictObject({ productId: z.nullable(z.string()), language: z.string(), embedded: z.boolean() });
export type ReadyDetail = z.infer<typeof ReadyDetail>;

/**
 * printshop:done (embedded mode): the visitor finished; the host takes the result instead of the
 * shop's basket. The instruction is checked and priced in the browser with the shop's rules; a host
 * that orders from it should have the shop check it again.
 */
export const DoneDetail = z.strictObject({
  productId: z.string(),
  quantity: BasketItemSchema.shape.quantity,
  instruction: StoredInstruction,
  design: DesignSchema,
  printdata: z.record(z.string(), z.unknown()),
  price: PriceSchema,
});
export type DoneDetail = z.infer<typeof DoneDetail>;

/** printshop:order (partner page, not embedded): the design went to the shop's basket in a new tab. */
export const OrderDetail = z.strictObject({ url: z.url() });
export type OrderDetail = z.infer<typeof OrderDetail>;

/** printshop:step: the widget shows another step (also the first one it shows for a product). */
export const StepDetail = z.strictObject({ productId: z.string(), step: z.enum(steps) });
export type StepDetail = z.infer<typeof StepDetail>;

/** printshop:price: the price of an orderable configuration changed (options, size, quantity); none while it cannot be ordered. */
export const PriceDetail = z.strictObject({ productId: z.string(), price: PriceSchema });
export type PriceDetail = z.infer<typeof PriceDetail>;

/** printshop:added: the design went into the shop's basket, or on a partner page into the widget's draft (before the handover). */
export const AddedDetail = z.strictObject({ productId: z.string(), quantity: BasketItemSchema.shape.quantity, price: PriceSchema });
export type AddedDetail = z.infer<typeof AddedDetail>;

/** printshop:upload-progress: one photo's upload; `upload` numbers the uploads of the page (no file name: it may name a person). */
export const UploadProgressDetail = z.strictObject({
  upload: z.number().check(z.int(), z.positive()),
  fraction: z.number().check(z.gte(0), z.lte(1)),
  state: z.enum(['progress', 'done', 'failed']),
});
export type UploadProgressDetail = z.infer<typeof UploadProgressDetail>;
