import { demoCompany } from '../../shared/api/demo-company';

/**
 * The demo shop's company as its seeded imprint, terms and links name it: the defaults of the
 * COMPANY_* settings (which the invoices, e-mails and shop pages use), with the words the pages add.
 */
export const company = {
  ...demoCompany,
  uid: demoCompany.vatNumber,
  country: { de: 'Schweiz', fr: 'Suisse', it: 'Svizzera', en: 'Switzerland' },
  canton: { de: 'Luzern', fr: 'Lucerne', it: 'Lucerna', en: 'Lucerne' },
} as const;
