import type { Locale } from '../locales';
import { type Keys, type MessageKey, catalogues, messageFeatures } from './index';
import { giftVoucherMessages } from './gift-vouchers';
import { designRequirementMessages } from './design-requirement';
import { invoiceMessages } from './invoice';
import { packingSlipMessages } from './packing-slips';
import { loginChallengeMailMessages } from './login-challenge-mail';
import { mailMessages } from './mail';
import { mailLayoutMessages } from './mail-layout';
import { orderStatusMailMessages } from './order-status';
import { backOfficeServerMessages } from './back-office-server';
import { bankRefundServerMessages } from './bank-refunds-server';
import { bookServerMessages } from './books-server';
import { partnerStatementServerMessages } from './partner-statement-server';
import { adminCatalogueServerMessages } from './admin-catalogue-server';
import type { Messages } from './messages';
import { paymentOnlineServerMessages } from './payment-online-server';
import { paymentReminderMessages } from './payment-reminders';
import { prefillServerMessages } from './prefill-server';
import { sandboxMessages } from './sandbox';
import { serverErrorMessages } from './server-errors';

/*
 * The catalogues the server words from: the shop's (which the browser loads too) plus the texts
 * only the server words, kept out of the browser's bundles. Add a server-only feature here.
 */
const serverFeatures = [
  serverErrorMessages,
  mailMessages,
  mailLayoutMessages,
  invoiceMessages,
  packingSlipMessages,
  giftVoucherMessages,
  orderStatusMailMessages,
  backOfficeServerMessages,
  paymentOnlineServerMessages,
  adminCatalogueServerMessages,
  designRequirementMessages,
  bankRefundServerMessages,
  bookServerMessages,
  sandboxMessages,
  loginChallengeMailMessages,
  paymentReminderMessages,
  partnerStatementServerMessages,

  prefillServerMessages,
] as const;

/** Every message id of the shop, the server's included (the type of serverIntl's ids). */
export type AnyMessageKey = MessageKey | (Keys<(typeof serverFeatures)[number]> & string);
export type ServerCatalogue = Record<AnyMessageKey, string>;

function merge(locale: Locale): ServerCatalogue {
  return Object.assign({}, catalogues[locale], ...serverFeatures.map((feature) => feature[locale])) as ServerCatalogue;
}

export const serverCatalogues: Record<Locale, ServerCatalogue> = { de: merge('de'), fr: merge('fr'), it: merge('it'), en: merge('en') };
/** Every feature's texts, the server's included: what catalogues.test.ts checks. */
export const allMessageFeatures: readonly Messages<Record<string, string>>[] = [...messageFeatures, ...serverFeatures];
