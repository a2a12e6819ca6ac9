import type { Locale } from '../locales';
import { adminMessages } from './admin';
import { adminMailMessages } from './admin-mails';
import { adminWebhookMessages } from './admin-webhooks';
import { adminAccountMessages } from './admin-account';
import { adminAuditMessages } from './admin-audit';
import { adminBankMessages } from './admin-bank';
import { adminSettingsMessages } from './admin-settings';
import { adminMailTextMessages } from './admin-mail-texts';
import { adminPartnerMessages } from './admin-partners';
import { adminBankRefundMessages } from './admin-bank-refunds';
import { adminBookMessages } from './admin-books';
import { adminPartnerLedgerMessages } from './admin-partner-ledger';
import { adminProductionMessages } from './admin-production';
import { adminPreflightMessages } from './admin-preflight';
import { adminOrderReleaseMessages } from './admin-order-release';
import { adminBulkMessages } from './admin-bulk';
import { adminVoucherMessages } from './admin-vouchers';
import { adminNoteMessages } from './admin-notes';
import { adminCockpitMessages } from './admin-cockpit';
import { adminCatalogueMessages } from './admin-catalogue';
import { adminTemplateMessages } from './admin-templates';
import { adminContentMessages } from './admin-content';
import { adminSearchMessages } from './admin-search';
import { adminCustomerMessages } from './admin-customers';
import { checkoutMessages } from './checkout';
import { configuratorMessages } from './configurator';
import { configuratorDraftMessages } from './configurator-drafts';
import { designMessages } from './design';
import { designCollageMessages } from './design-collage';
import { designAdjustMessages } from './design-adjust';
import { designToolsMessages } from './design-tools';
import { designTextMessages } from './design-text';
import { documentMessages } from './documents';
import { emailConfirmationMessages } from './email-confirmation';
import { partnerPortalMessages } from './partner-portal';
import { webhookFailureMessages } from './webhook-failures';
import { loginLinkMessages } from './login-link';
import { loadStateMessages } from './load-state';
import { partnerEmbedMessages } from './partner-embed';
import { paymentOnlineMessages } from './payment-online';
import { prefillMessages } from './prefill';
import { previewMessages } from './preview';
import type { Messages } from './messages';
import { selfcareMessages } from './selfcare';
import { priceListMessages } from './price-list';
import { productPictureMessages } from './product-pictures';
import { shellAccountMessages } from './shell-account';
import { shellCheckoutMessages } from './shell-checkout';
import { shellFooterMessages } from './shell-footer';
import { shellContactMessages } from './shell-contact';
import { shellNavigationMessages } from './shell-navigation';
import { shellPagesMessages } from './shell-pages';
import { shellSelfcareMessages } from './shell-selfcare';
import { shellSeoMessages } from './shell-seo';
import { shopMessages } from './shop';

/*
 * One module per feature (so features can grow their texts without touching each other's files),
 * merged into one catalogue per language. Add a feature's messages to `features` below. These are
 * the texts the browser loads; texts only the server words (API errors, mails, the invoice) are
 * added in server-catalogues.ts, so the shell's and the widget's bundles do not carry them.
 * In a build the shell's and the widget's Vite configs replace this module by empty catalogues
 * (their texts come compiled, in files of their own), so it exports nothing else at run time.
 */
/** The configurator's own texts: none of the shop's parts carries them (text-parts.ts). */
export const configuratorFeatures = [
  configuratorMessages,
  configuratorDraftMessages,
  designMessages,
  designCollageMessages,
  designAdjustMessages,
  designToolsMessages,
  designTextMessages,
  prefillMessages,
] as const;

/** The back office's texts: a part of the shell's catalogue of their own, loaded by its chunk only. */
export const adminFeatures = [
  adminMessages,
  adminMailMessages,
  adminBankMessages,
  adminBankRefundMessages,
  adminBookMessages,
  adminProductionMessages,
  adminPreflightMessages,
  adminOrderReleaseMessages,
  adminBulkMessages,
  adminVoucherMessages,
  adminNoteMessages,
  adminCockpitMessages,
  adminAuditMessages,
  adminAccountMessages,
  adminCatalogueMessages,
  adminTemplateMessages,
  adminContentMessages,
  adminSearchMessages,
  adminCustomerMessages,
  adminSettingsMessages,
  adminMailTextMessages,
  adminWebhookMessages,

  adminPartnerMessages,

  adminPartnerLedgerMessages,
] as const;

const features = [
  shopMessages,
  ...configuratorFeatures,
  previewMessages,
  selfcareMessages,
  shellNavigationMessages,
  shellPagesMessages,
  shellContactMessages,
  shellAccountMessages,
  priceListMessages,
  shellSelfcareMessages,
  emailConfirmationMessages,
  partnerPortalMessages,
  webhookFailureMessages,
  loginLinkMessages,
  loadStateMessages,
  documentMessages,
  checkoutMessages,
  shellCheckoutMessages,
  shellSeoMessages,
  shellFooterMessages,
  productPictureMessages,
  ...adminFeatures,
  paymentOnlineMessages,
  partnerEmbedMessages,
] as const;

export type Keys<T> = T extends Messages<infer German> ? keyof German : never;
export type MessageKey = Keys<(typeof features)[number]> & string;
export type Catalogue = Record<MessageKey, string>;

function merge(locale: Locale): Catalogue {
  return Object.assign({}, ...features.map((feature) => feature[locale])) as Catalogue;
}

export const catalogues: Record<Locale, Catalogue> = { de: merge('de'), fr: merge('fr'), it: merge('it'), en: merge('en') };
export const messageFeatures: readonly Messages<Record<string, string>>[] = features;
