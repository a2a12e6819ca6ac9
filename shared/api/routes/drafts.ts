import type { deleteConfiguratorDraftSchemas, getConfiguratorDraftsSchemas, putConfiguratorDraftSchemas } from '../drafts';
import type { Route } from '../route';

/** Drafts kept per basket; saving another product's draft beyond it drops the oldest. */
export const MAX_DRAFTS = 10;

export const getConfiguratorDrafts: Route<typeof getConfiguratorDraftsSchemas> = {
  method: 'GET',
  path: '/api/configurator/drafts',
  summary: `The visitor's configurator drafts (of their basket session, partner draft or customer basket), latest first, at most ${MAX_DRAFTS}. Images that are no longer the visitor's are left out of each state.`,
  tags: ['configurator'],
};

export const putConfiguratorDraft: Route<typeof putConfiguratorDraftSchemas> = {
  method: 'PUT',
  path: '/api/configurator/drafts/:productId',
  summary:
    "Saves the visitor's draft of a product (opening a basket session with its cookie when needed). 409 when the stored draft has another revision than the one the save builds on (another tab saved meanwhile, or the draft went to the basket): GET the drafts for the current state. 422 when an image is not the visitor's.",
  tags: ['configurator'],
  basketSession: 'opens',
  errors: [404, 409, 410, 422],
};

export const deleteConfiguratorDraft: Route<typeof deleteConfiguratorDraftSchemas> = {
  method: 'DELETE',
  path: '/api/configurator/drafts/:productId',
  summary: "Deletes the visitor's draft of a product (starting over); 404 when they have none. Adding the product to the basket deletes it too.",
  tags: ['configurator'],
  errors: [404],
};
