import { index, integer, jsonb, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownedBy, productOf, serialId, timestamps } from './columns';
import type { DraftState } from '../../../shared/api/drafts';
import { baskets } from './basket';
import { products } from './catalogue';

/**
 * What a shopper configures, saved as they work (features/drafts): one draft per basket
 * and product. It belongs to the basket, so it follows the visitor's cookie, the partner widget's
 * draft, and the customer at login (mergeVisitorBasket moves it), and goes with the basket.
 */
export const configuratorDrafts = pgTable(
  'configurator_drafts',
  {
    id: serialId(),
    basketId: ownedBy('basket_id', () => baskets.id),
    productId: productOf(() => products.id, { onDelete: 'cascade' }),
    state: jsonb('state').$type<DraftState>().notNull(),
    /** Counts the saves; a save must name the revision it builds on (a stale tab is refused). */
    revision: integer('revision').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('configurator_drafts_basket_product').on(t.basketId, t.productId),
    // The clean-up job finds drafts untouched for long by age.
    index('configurator_drafts_updated').on(t.updatedAt),
  ],
);
