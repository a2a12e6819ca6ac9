/*
 * Basket rows that are not a visitor's open basket:
 * - draft: the anonymous basket of the widget on a partner site, named by a token in a header.
 * - handover: a single-use code handing a draft to the shop; used or expired ones become abandoned.
 */
export const DRAFT_STATUS = 'draft';
export const HANDOVER_STATUS = 'handover';
export const USED_STATUS = 'abandoned';
