/*
 * Basket rows that are not a visitor's open basket:
 * - draft: the anonymous basket of the widget on a partner site, named by a token in a header.
 *   The clean-up job (server/jobs) deletes one DRAFT_RETENTION_DAYS after its last change or upload.
 * - handover: a single-use code handing a draft to the shop; used or expired ones become abandoned.
 *   The clean-up job deletes handover rows a day after they were made or used.
 */
export const DRAFT_STATUS = 'draft';
export const HANDOVER_STATUS = 'handover';
export const USED_STATUS = 'abandoned';
