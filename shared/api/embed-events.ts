import { z } from 'zod';
import { BasketItemBody, BasketItemSchema, DesignSchema, StoredInstruction } from './basket-items';
import { PriceSchema } from './config-check';

/*
 * The embed contract with host pages, as zod schemas: what a host hands in (data-settings) and the
 * payload of each DOM event the widget dispatches. Names and the event map are in widget-events.ts,
 * which stays free of zod so the shop's first chunk can import the names.
 */

/** data-settings of an embedded widget: each part may be missing (empty defaults). */
export const EmbedSettings = z
  .object({
    instruction: z.object({ configuration: BasketItemBody.shape.instruction.shape.configuration }).partial().passthrough().nullish(),
    design: DesignSchema.nullish(),
    printdata: z.record(z.string(), z.unknown()).nullish(),
  })
  .strict();
export type EmbedSettings = z.infer<typeof EmbedSettings>;

/** Why a widget cannot work: printshop:error's code. */
export const EMBED_ERROR_CODES = ['origin_not_allowed', 'network', 'unavailable'] as const;
export type EmbedErrorCode = (typeof EMBED_ERROR_CODES)[number];

/**
 * printshop:error: the widget cannot work, and shows why in its language (the same text is in
 * message). origin_not_allowed: the page's origin is not in the shop's PARTNER_ORIGINS; network:
 * the shop or the widget's files cannot be reached; unavailable: the shop answers it cannot serve now.
 */
export const ErrorDetail = z.object({ code: z.enum(EMBED_ERROR_CODES), message: z.string() }).strict();
export type ErrorDetail = z.infer<typeof ErrorDetail>;

/** printshop:ready: the widget is mounted, the shop has answered, and it shows its first step. */
export const ReadyDetail = z.object({ productId: z.string().nullable(), language: z.string(), embedded: z.boolean() }).strict();
export type ReadyDetail = z.infer<typeof ReadyDetail>;

/**
 * printshop:done (embedded mode): the visitor finished; the host takes the result instead of the
 * shop's basket. The instruction is checked and priced in the browser with the shop's rules; a host
 * that orders from it should have the shop check it again.
 */
export const DoneDetail = z
  .object({
    productId: z.string(),
    quantity: BasketItemSchema.shape.quantity,
    instruction: StoredInstruction,
    design: DesignSchema,
    printdata: z.record(z.string(), z.unknown()),
    price: PriceSchema,
  })
  .strict();
export type DoneDetail = z.infer<typeof DoneDetail>;

/** printshop:order (partner page, not embedded): the design went to the shop's basket in a new tab. */
export const OrderDetail = z.object({ url: z.url() }).strict();
export type OrderDetail = z.infer<typeof OrderDetail>;
