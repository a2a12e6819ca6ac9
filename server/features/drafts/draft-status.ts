import { sql } from 'drizzle-orm';

/*
 * Basket rows that are not a visitor's open basket. baskets.status is a plain text column, so no
 * migration is needed; the values are written as SQL literals because the schema's TypeScript enum
 * (owned elsewhere) lists only open/ordered/abandoned.
 * - draft: the anonymous basket of the widget on a partner site, named by a token in a header.
 * - handover: a single-use code handing a draft to the shop; used or expired ones become abandoned.
 */
export const DRAFT_STATUS = sql`'draft'`;
export const HANDOVER_STATUS = sql`'handover'`;
export const USED_STATUS = sql`'abandoned'`;
