import type { Messages } from './messages';

/*
 * The names of the documents the shop hands out as files, in the customer's language: the server
 * names its downloads and mail attachments with them, the shell the files it saves. ASCII only, as
 * file names travel through headers and file systems.
 */
const de = {
  'document.invoiceFileWord': 'Rechnung',
} as const;

export const documentMessages: Messages<typeof de> = {
  de,
  fr: { 'document.invoiceFileWord': 'Facture' },
  it: { 'document.invoiceFileWord': 'Fattura' },
  en: { 'document.invoiceFileWord': 'Invoice' },
};
