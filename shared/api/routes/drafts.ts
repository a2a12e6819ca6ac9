import type { deleteConfiguratorDraftSchemas, getConfiguratorDraftsSchemas, putConfiguratorDraftSchemas } from '../drafts';
import type { Route } from '../route';

/** Drafts kept per basket; saving another product's draft beyond it drops the oldest. */
export const MAX_DRAFTS = 10;

export const getConfiguratorDrafts: Route<typeof getConfiguratorDraftsSchemas> = { method: 'GET', path: '/api/configurator/drafts' };

export const putConfiguratorDraft: Route<typeof putConfiguratorDraftSchemas> = {
  method: 'PUT',
  path: '/api/configurator/drafts/:productId',
  basketSession: 'opens',
};

export const deleteConfiguratorDraft: Route<typeof deleteConfiguratorDraftSchemas> = { method: 'DELETE', path: '/api/configurator/drafts/:productId' };
