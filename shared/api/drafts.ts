import { z } from 'zod/mini';
import { steps } from '../domain/configurator/steps';
import { ChosenOptionSchema, DesignSchema, ImageOrigSchema, ImageItemSchema } from './basket-items';
import { ProductIdParams } from './config';
import { endpointsTagged } from './endpoint';
import { singleLineText } from './text';
import * as routes from './routes/drafts';

const endpoint = endpointsTagged('configurator');

/*
 * Configurator drafts ("work never lost", issue 18): what the shopper configures is saved as they
 * work, as one draft per product of their basket (the visitor's cookie basket, the partner widget's
 * draft basket, or the customer's basket after login), and restored on reload, in another tab, after
 * login and from the start page. Not to be confused with ./drafts.ts: that is the partner widget's
 * anonymous basket, which configurator drafts may belong to like any other basket.
 *
 * Revisions: every save names the revision it builds on (0 for a first save). A save built on an
 * older revision than the stored one (a stale tab) is refused with 409, and the tab takes the
 * stored draft (GET) instead: the first writer wins, nothing saved is silently overwritten.
 */

export const DraftStep = z.enum(steps);
export type DraftStep = z.infer<typeof DraftStep>;

/** An image chosen for the design, in the order chosen: the original and the editor proxy to show. */
export const DraftImage = z.strictObject({ orig: ImageOrigSchema, src: ImageItemSchema.shape.specs.shape.src });

export const DraftState = z.strictObject({
  step: DraftStep,
  /** The instruction's configuration (attribute id -> chosen option); checked anew on restore. */
  configuration: z.record(singleLineText().check(z.minLength(1), z.maxLength(64)), ChosenOptionSchema),
  quantity: z.number().check(z.int(), z.gte(1), z.lte(100_000)),
  images: z.array(DraftImage).check(z.maxLength(20)),
  layout: z.nullable(singleLineText().check(z.maxLength(40))),
  /** Placements, crops, collage cells and edge of each print area. */
  design: DesignSchema,
});
export type DraftState = z.infer<typeof DraftState>;

export const DraftRevision = z.number().check(z.int(), z.gte(0), z.lte(2_000_000_000));

export const ConfiguratorDraft = z.strictObject({
  productId: ProductIdParams.shape.productId,
  /** The product's name in the request's language. */
  productName: z.string(),
  revision: DraftRevision,
  updatedAt: z.iso.datetime(),
  state: DraftState,
  /** A small picture for the "continue your design" card: the first chosen image's thumbnail, or null. */
  thumbnailUrl: z.nullable(z.string()),
});
export type ConfiguratorDraft = z.infer<typeof ConfiguratorDraft>;

export const ConfiguratorDraftList = z.strictObject({ drafts: z.array(ConfiguratorDraft) });

export const DraftSave = z.strictObject({
  /** The revision this save builds on: the one last saved or restored here, 0 when there was none. */
  revision: DraftRevision,
  state: DraftState,
});
export type DraftSave = z.infer<typeof DraftSave>;

export const DraftSaved = z.strictObject({ revision: DraftRevision, updatedAt: z.iso.datetime() });

export const getConfiguratorDraftsSchemas = { response: ConfiguratorDraftList };
export const getConfiguratorDrafts = endpoint(routes.getConfiguratorDrafts, getConfiguratorDraftsSchemas, {
  summary: `The visitor's configurator drafts (of their basket session, partner draft or customer basket), latest first, at most ${routes.MAX_DRAFTS}. Images that are no longer the visitor's are left out of each state.`,
});

export const putConfiguratorDraftSchemas = { params: ProductIdParams, body: DraftSave, response: DraftSaved };
export const putConfiguratorDraft = endpoint(routes.putConfiguratorDraft, putConfiguratorDraftSchemas, {
  summary:
    "Saves the visitor's draft of a product (opening a basket session with its cookie when needed). 409 when the stored draft has another revision than the one the save builds on (another tab saved meanwhile, or the draft went to the basket): GET the drafts for the current state. 422 when an image is not the visitor's.",
  errors: [409, 410, 422],
});

export const deleteConfiguratorDraftSchemas = { params: ProductIdParams, response: z.strictObject({ deleted: z.literal(true) }) };
export const deleteConfiguratorDraft = endpoint(routes.deleteConfiguratorDraft, deleteConfiguratorDraftSchemas, {
  summary: "Deletes the visitor's draft of a product (starting over); 404 when they have none. Adding the product to the basket deletes it too.",
});
