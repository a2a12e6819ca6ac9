import type * as area from '../drafts';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

/** Drafts kept per basket; saving another product's draft beyond it drops the oldest. */
export const MAX_DRAFTS = 10;

export const getConfiguratorDrafts: Routes['getConfiguratorDrafts'] = { method: 'GET', path: '/api/configurator/drafts' };

export const putConfiguratorDraft: Routes['putConfiguratorDraft'] = { method: 'PUT', path: '/api/configurator/drafts/:productId', basketSession: 'opens' };

export const deleteConfiguratorDraft: Routes['deleteConfiguratorDraft'] = { method: 'DELETE', path: '/api/configurator/drafts/:productId' };
