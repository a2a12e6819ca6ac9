import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/config';
import type { Database } from './db/database';
import adminOrderRoutes from './features/admin-orders/routes';
import orderStatusRoutes from './features/order-status/routes';
import bulkOrderRoutes from './features/admin-orders-bulk/routes';
import bankPaymentRoutes from './features/bank-payments/routes';
import bankRefundRoutes from './features/bank-refunds/routes';
import productionQueueRoutes from './features/production-queue/routes';
import adminMailRoutes from './features/admin-mails/routes';
import adminVoucherRoutes from './features/admin-vouchers/routes';
import adminNoteRoutes from './features/admin-notes/routes';
import cockpitRoutes from './features/cockpit/routes';
import adminCatalogueRoutes from './features/admin-catalogue/routes';
import designTemplateRoutes from './features/design-templates/routes';
import adminContentRoutes from './features/admin-content/routes';
import adminSearchRoutes from './features/admin-search/routes';
import adminCustomerRoutes from './features/admin-customers/routes';
import auditRoutes from './features/audit/routes';
import bookRoutes from './features/books/routes';
import partnerLedgerRoutes from './features/partner-ledger/routes';
import staff from './features/staff/staff-plugin';
import staffRoutes from './features/staff/routes';
import basketRoutes from './features/basket/routes';
import checkoutRoutes from './features/checkout/routes';
import onlinePayments from './features/online-payment/online-payment-plugin';
import onlinePaymentRoutes from './features/online-payment/routes';
import { writeOrderConfirmation } from './features/checkout/confirmation-mail';
import { outboxState } from './mail/outbox';
import { printQueueState } from './features/production/print-jobs';
import { createPaymentProviders } from './features/payment/payment-providers';
import orderRoutes from './features/orders/routes';
import invoiceRoutes from './features/invoice/routes';
import cmsRoutes from './features/cms/routes';
import partnerDraftRoutes from './features/partner-drafts/routes';
import draftRoutes from './features/drafts/routes';
import configRoutes from './features/config/routes';
import footerRoutes from './features/footer/routes';
import fontRoutes from './features/fonts/routes';
import softProofRoutes from './features/soft-proof/routes';
import healthRoutes from './features/health/routes';
import imageRoutes from './features/images/routes';
import prefillImageRoutes from './features/prefill-image/routes';
import images from './features/images/images-plugin';
import languageRoutes from './features/languages/routes';
import pictureRoute from './features/product-pictures/picture-route';
import { isStoredPicture } from './features/product-pictures/picture-store';
import printFileRoutes from './features/production/print-file-route';
import thumbnailRoutes from './features/production/thumbnail-route';
import { designThumbnail } from './features/production/design-thumbnail';
import { designHash, thumbnailArea } from './thumbnails/design-thumbnail-urls';
import type { Design, PrintArea } from '../shared/domain';
import production from './features/production/production-plugin';
import { shippedProfile } from './features/production/colour/icc-profiles';
import selfcareRoutes from './features/selfcare/routes';
import seoRoutes from './features/seo/routes';
import backups from './jobs/backup-plugin';
import cleanup from './jobs/cleanup-plugin';
import paymentReminders from './features/payment-reminders/reminders-plugin';
import shopSettingsRoutes from './features/shop-settings/routes';
import mailTextRoutes from './features/mail-texts/routes';
import partnerWebhooks from './features/partner-webhooks/webhooks-plugin';
import partnerWebhookRoutes from './features/partner-webhooks/routes';

import partners from './features/partners/partners-plugin';
import partnerRoutes from './features/partners/routes';
import partnerPortal from './features/partner-portal/partner-portal-plugin';
import partnerPortalRoutes from './features/partner-portal/routes';
import jobs from './jobs/jobs-plugin';
import mail from './mail/mail-plugin';
import auth from './plugins/app/auth';
import basketLookups from './plugins/app/basket-lookups';
import catalogueCache from './plugins/app/catalogue-cache';
import database from './plugins/app/database';
import errors, { clientErrorHandler, frameworkErrorHandler } from './plugins/app/errors';
import locale from './plugins/app/locale';
import metrics, { METRICS_PATH } from './plugins/app/metrics';
import visitor from './plugins/app/visitor';
import compression from './plugins/external/compression';
import draining from './plugins/external/draining';
import loadShedding from './plugins/external/load-shedding';
import openapi from './plugins/external/openapi';
import security from './plugins/external/security';
import web from './web/web';
import { loggerOptions, REQUEST_ID_HEADER, requestIdGenerator } from './http/logging';

const VERSION = '0.1.0';

export interface BuildOptions {
  database: Database;
  /** The app closes the database on close (the server does; tests sharing one do not). */
  closeDatabase?: boolean;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /** The clock of expiries and rate limits (tests move it); the system clock by default. */
  now?: () => Date;
}

/** The whole server, booted in order: external plugins, then the app's own (db), then routes. */
export async function buildApp(config: Config, options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions({ level: config.LOG_LEVEL, stream: options.logStream }),
    // Every log line of a request carries its id (reqId); see server/http/logging.ts.
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // A request that comes on an open connection while the server closes (after the drain) is served, not
    // refused with 503: a proxy retries only idempotent ones. Its connection closes after the answer (draining.ts).
    return503OnClosing: false,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { maxParamLength: 200 },
    // Refusals before routing (414, 431, ...) in the one error shape too.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON endpoints accept JSON only: a form or text body is refused with 415.
  app.removeContentTypeParser('text/plain');
  // The id of every answer's log lines, so a visitor's or a proxy's report finds them.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });

  await app.register(locale);
  await app.register(draining);
  await app.register(errors);
  // Security (CORS) before load shedding: a shed request's 503 carries the CORS headers, so the
  // widget on a partner page reads it as the shop being busy, not as its origin being refused.
  // The partners' origins are read at a request's time, from the partners plugin registered below.
  await app.register(security, {
    publicUrl: config.PUBLIC_URL,
    partnerAccess: (origin, partnerKey) => app.partnerOrigins.allows(origin, partnerKey),
    tagManager: config.TAG_MANAGER_ID !== undefined,
  });
  await app.register(loadShedding, {
    maxEventLoopDelayMs: config.LOAD_MAX_EVENT_LOOP_DELAY_MS,
    maxDbWaiting: config.LOAD_MAX_DB_WAITING,
    dbWaiting: options.database.waiting,
    isStored: (url) => isStoredPicture(app.images, url),
    onShed: (reason) => app.metrics?.shed(reason),
    exempt: [METRICS_PATH],
  });
  await app.register(compression);
  await app.register(cookie);
  await app.register(openapi);
  // After compression, whose per-route hooks the scrape's answer needs; its onResponse hook measures
  // every request all the same. What it reads of the features is handed in here (a plugin imports
  // no feature) and read only at a scrape.
  await app.register(metrics, {
    token: config.METRICS_TOKEN,
    poolUse: options.database.poolUse,
    queues: { mail_outbox: () => outboxState(options.database.db), print_jobs: () => printQueueState(options.database.db) },
    jobs: () => ({
      mail: app.mail.runs(),
      print_files: app.printFiles.runs(),
      cleanup: app.cleanup.runs(),
      online_payments: app.onlinePayments?.followUpRuns() ?? null,
    }),
  });

  await app.register(database, { database: options.database, closeWithApp: options.closeDatabase ?? true });
  await app.register(jobs, { database: options.database });
  await app.register(auth, { now: options.now });
  await app.register(visitor);
  await app.register(staff, { config });
  await app.register(partnerPortal);
  await app.register(catalogueCache, { maxAgeMs: config.CATALOGUE_CACHE_MS });
  await app.register(partners, { config });
  await app.register(basketLookups);
  await app.register(images, { config, displayP3Profile: shippedProfile('DisplayP3.icc') });
  await app.register(production, { pollMs: config.PRINT_WORKER_POLL_MS, retryBaseMs: config.PRINT_RETRY_BASE_MS });
  await app.register(onlinePayments, { config });
  const confirmationMailDeps = {
    db: options.database.db,
    providers: createPaymentProviders(config),
    config,
    designThumbnail: async (printAreas: readonly PrintArea[], design: Design) => {
      const shown = thumbnailArea(printAreas, design);
      return shown ? (await designThumbnail(app.images, shown.area, shown.design, designHash(shown.area, shown.design))).body : null;
    },
  };
  await app.register(mail, {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    pollMs: config.MAIL_WORKER_POLL_MS,
    writeOrderConfirmation: (orderId, accessToken) => writeOrderConfirmation(confirmationMailDeps, orderId, accessToken),
  });
  await app.register(partnerWebhooks, { config });
  await app.register(cleanup, { config });
  await app.register(paymentReminders, { config });
  await app.register(backups, { config, embedded: options.database.embedded });

  await app.register(languageRoutes);
  await app.register(cmsRoutes);
  await app.register(footerRoutes, { config });
  await app.register(configRoutes);
  await app.register(selfcareRoutes, { config });
  await app.register(basketRoutes, { config });
  await app.register(checkoutRoutes, { config });
  await app.register(onlinePaymentRoutes);
  await app.register(orderRoutes, { config });
  await app.register(invoiceRoutes, { config });
  await app.register(staffRoutes, { config });
  await app.register(adminOrderRoutes, { config });
  await app.register(orderStatusRoutes, { config });
  await app.register(bulkOrderRoutes, { config, designThumbnail: confirmationMailDeps.designThumbnail });
  await app.register(bankPaymentRoutes, { config });
  await app.register(bankRefundRoutes, { config });
  await app.register(bookRoutes, { config });
  await app.register(partnerLedgerRoutes, { config });
  await app.register(productionQueueRoutes, { config });
  await app.register(adminVoucherRoutes);
  await app.register(adminNoteRoutes);
  await app.register(cockpitRoutes, { config });
  await app.register(adminCatalogueRoutes);
  await app.register(designTemplateRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminMailRoutes);
  await app.register(partnerWebhookRoutes, { config });
  await app.register(adminSearchRoutes);
  await app.register(adminCustomerRoutes, { config });
  await app.register(auditRoutes);
  await app.register(shopSettingsRoutes);
  await app.register(mailTextRoutes, { config });
  await app.register(partnerRoutes);
  await app.register(partnerPortalRoutes, { config });
  await app.register(printFileRoutes);
  await app.register(thumbnailRoutes);
  await app.register(partnerDraftRoutes);
  await app.register(draftRoutes, { config });
  await app.register(imageRoutes, { config });
  await app.register(prefillImageRoutes, { config });
  await app.register(pictureRoute);
  await app.register(fontRoutes);
  await app.register(softProofRoutes);
  await app.register(healthRoutes, { version: VERSION, config });
  await app.register(seoRoutes, { publicUrl: config.PUBLIC_URL });
  await app.register(web, { config });
  return app;
}
