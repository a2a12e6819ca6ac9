import path from 'node:path';
import { isIBANValid, isQRIBAN } from 'swissqrbill/utils';
import { z } from 'zod';
import { Company } from '../../shared/api/company';
import { isIban } from '../../shared/domain/payments/iban';
import { demoCompany } from '../../shared/api/demo-company';

const origin = z.url({ protocol: /^https?$/ }).transform((u) => new URL(u).origin);

/** A whole-number setting from min to max, `fallback` when unset. */
const wholeNumber = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);

/** Every setting of the server, read from the environment once. Defaults run the shop embedded. */
const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: wholeNumber(0, 65535, 8080),
  /** The shop's own public origin: links in e-mails and CORS are built from it, never from the Host header. */
  PUBLIC_URL: origin.optional(),
  DATA_DIR: z.string().min(1).default('./var'),
  /** postgres://user:pass@host:port/db; when set, this PostgreSQL server replaces the embedded one the shop starts in DATA_DIR/postgres. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: wholeNumber(1, 200, 10),
  /** Comma-separated origins of partner sites allowed to embed the widget and call the API. */
  PARTNER_ORIGINS: z
    .string()
    .default('')
    .transform((value, ctx) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
        .map((entry) => {
          const parsed = origin.safeParse(entry);
          if (!parsed.success) {
            ctx.addIssue({ code: 'custom', message: `not an http(s) origin: ${entry}` });
            return '';
          }
          return parsed.data;
        }),
    ),
  /** After SIGTERM: how long the process keeps serving (its /api/health/ready answering 503, so the proxy sends no new visitors) before it closes; its jobs' tries in flight get as long to finish. */
  DRAIN_MS: wholeNumber(0, 600_000, 10_000),
  /** Set when a reverse proxy or load balancer sits in front (trust its X-Forwarded-* headers). */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** How long a server process trusts its cached catalogue answers before asking the database whether they changed. */
  CATALOGUE_CACHE_MS: wholeNumber(0, 60_000, 1000),
  /** Megabytes of rendered public pages (HTML and its compressed forms) a server process keeps until the catalogue changes; 0 keeps none. */
  PAGE_CACHE_MB: wholeNumber(0, 4096, 64),
  /** A staging shop's clock starts at this moment (ISO 8601 with offset) and runs on from there: the shop as of a given day (holidays, promotions, deadlines). Unset: the real time. */
  SHOP_CLOCK_START: z.iso.datetime({ offset: true }).optional(),
  /** How often the print-file worker looks for due jobs (an order wakes it at once); 0 runs no worker in this process. */
  PRINT_WORKER_POLL_MS: wholeNumber(0, 3_600_000, 5000),
  /** The wait after a print file's first failed attempt, in whole seconds (at least one: the job engine's unit); each next one waits about twice as long (after the fifth the job stays failed for staff). */
  PRINT_RETRY_BASE_MS: wholeNumber(100, 3_600_000, 30_000),
  /** Multiplies the per-IP rate limits (login, registration, lost credentials, orders, uploads); per-account, per-address and per-visitor limits stay. */
  RATE_LIMIT_IP_FACTOR: wholeNumber(1, 1000, 1),
  /** Megabytes of stored photos one visitor's basket or one customer may keep (uploads beyond it answer 413). */
  UPLOAD_QUOTA_MB: wholeNumber(1, 1_000_000, 1024),
  /** Above this event-loop delay the server answers 503 at once instead of queueing work it cannot finish in time (0 = off). */
  LOAD_MAX_EVENT_LOOP_DELAY_MS: wholeNumber(0, 60_000, 1000),
  /** Above this many queries waiting for a PostgreSQL pool connection, requests get 503 at once (0 = off). */
  LOAD_MAX_DB_WAITING: wholeNumber(0, 100_000, 200),
  /** The bearer token Prometheus scrapes /api/metrics with (16+ characters); unset, the shop has no metrics and /api/metrics answers 404. */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,512}$/, 'must be 16 to 512 printable ASCII characters without spaces')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** smtp(s)://user:pass@host:port of the mail server; without it, e-mails are kept in the outbox table (the log names them without their content). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** How often the mail worker looks for mails to send or retry (a new mail wakes it at once); 0 runs no mail worker in this process. */
  MAIL_WORKER_POLL_MS: wholeNumber(0, 3_600_000, 15_000),
  /** How often the partners' webhook worker looks for events to deliver or try again; 0 runs no webhook worker in this process. */
  PARTNER_WEBHOOK_POLL_MS: wholeNumber(0, 3_600_000, 15_000),
  /** How long a partner's webhook receiver may take to answer before the try counts as failed. */
  PARTNER_WEBHOOK_TIMEOUT_MS: wholeNumber(100, 60_000, 10_000),
  /**
   * true lets webhook URLs be plain http to localhost, 127.0.0.1 or [::1] (tests, development);
   * otherwise they must be https. Refused with NODE_ENV=production unless TEST_HOST says so.
   */
  PARTNER_WEBHOOK_LOCAL_HTTP: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * true: this host is a test host (the end-to-end run starts the built shop, NODE_ENV=production),
   * so a test-only switch (PARTNER_WEBHOOK_LOCAL_HTTP) is allowed with NODE_ENV=production. Never on
   * a shop's host: a second, explicit setting, so that one test switch left in a shop's settings stops its start.
   */
  TEST_HOST: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** How often the clean-up job runs (expired secrets and unclaimed uploads), as a schedule of the job engine in whole minutes; 0: this process neither schedules nor runs it. One pass at a time across all processes. */
  CLEANUP_POLL_MS: wholeNumber(0, 86_400_000, 600_000),
  /** How often the payment-reminder job looks for unpaid invoices past their periods (a schedule of the job engine, whole minutes); 0: this process neither schedules nor runs it. */
  REMINDER_POLL_MS: wholeNumber(0, 86_400_000, 3_600_000),
  /** Where backups go: a folder, or s3://bucket/prefix (with the S3_* settings' endpoint and credentials). Unset: the folder beside DATA_DIR named <DATA_DIR>-backups. */
  BACKUP_TARGET: z
    .string()
    .min(1)
    .refine((v) => !v.startsWith('s3:') || /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/.test(v), 'must be a folder or s3://bucket/prefix')
    .optional(),
  /** Hours between the scheduled backups of the embedded database and the stored files; 0 takes none (npm run backup still does). One process takes each. */
  BACKUP_INTERVAL_HOURS: wholeNumber(0, 8760, 24),
  /** Days a backup is kept before the clean-up job deletes it (the newest is always kept). */
  BACKUP_RETENTION_DAYS: wholeNumber(1, 3650, 14),
  /** Days a sent (or kept) mail's row stays for the staff's record (recipient, subject, status; its content is gone once sent). */
  MAIL_RETENTION_DAYS: wholeNumber(1, 3650, 90),
  /** Days a mail that was given up stays, so staff can see who did not get what and why. */
  MAIL_FAILED_RETENTION_DAYS: wholeNumber(1, 3650, 365),
  /** Without SMTP_URL: days a kept mail keeps its content (the outbox row is then the only copy of its links). */
  MAIL_KEPT_CONTENT_DAYS: wholeNumber(0, 3650, 7),
  /** Milliseconds our server gives a partner's prefill image (data-image) to arrive, redirects and body included. */
  PREFILL_TIMEOUT_MS: wholeNumber(100, 60_000, 10_000),
  /**
   * Tests and local development only, refused when NODE_ENV is production: comma-separated host
   * names whose prefill images may come over plain http from a loopback address (127.0.0.0/8, ::1),
   * so that a test serves them from a local server. Every other rule stays: the host must be one of
   * the partner's image hosts, no other private address, the size, type and time limits. Unset: none.
   */
  PREFILL_LOOPBACK_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Days a partner widget's draft (its items and uploads) lives after its last change. */
  DRAFT_RETENTION_DAYS: wholeNumber(1, 3650, 30),
  /** Days an upload that nothing uses (no customer library, no live basket or draft, no basket item, order or backup) is kept. */
  UPLOAD_RETENTION_DAYS: wholeNumber(1, 3650, 7),
  /** Sender of the shop's e-mails, e.g. 'Print Atelier <shop@example.ch>'. */
  MAIL_FROM: z.string().min(3).default('Print Atelier <no-reply@localhost>'),
  /** Container id of the tag manager (GTM-XXXXXXX); unset, the shop loads no tag manager and its CSP allows no third party. */
  TAG_MANAGER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, 'must look like GTM-XXXXXXX')
    .optional(),
  /** Folder with the built front ends (dist/shell, dist/widget). */
  DIST_DIR: z.string().min(1).default('./dist'),
  /** Key of the HMAC that signs image URLs (at least 32 characters). Unset: one is generated once and kept in DATA_DIR. */
  IMAGE_URL_SECRET: z.string().min(32).optional(),
  /** S3-compatible object storage for images; unset: images live on disk under DATA_DIR/images. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** true for servers that want path-style URLs (MinIO and most self-hosted S3 servers). */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** QR-IBAN of the shop's account (IID 30000-31999): the QR-bills and prepayment instructions name it with a QR reference. */
  QR_IBAN: z
    .string()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine(isQrIban, 'must be a valid Swiss or Liechtenstein QR-IBAN (IID 30000-31999)')
    .default('CH4431999123000889012'),
  /**
   * The IBAN of the shop's ordinary account (not the QR-IBAN, which only receives): the account
   * refunds of bank-transfer money are paid from, the debtor of the payment file (pain.001).
   */
  BANK_IBAN: z
    .string()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine((v) => isIban(v) && /^(CH|LI)/.test(v), 'must be a valid Swiss or Liechtenstein IBAN (mod 97)')
    .default('CH8100700110000012345'),
  /** The carrier's tracking page of a parcel; {number} is replaced by the parcel number (mails and self-care link it). */
  TRACKING_URL_TEMPLATE: z
    .string()
    .refine((v) => v.includes('{number}') && URL.canParse(v.replace('{number}', '1')), 'must be an http(s) URL containing {number}')
    .default('https://service.post.ch/ekp-web/ui/entry/search/{number}'),
  /** The company behind the shop, as the invoices, QR-bills, e-mails and shop pages name it (shared/api/company.ts). */
  COMPANY_NAME: z._default(Company.shape.name, demoCompany.name),
  COMPANY_STREET: z._default(Company.shape.street, demoCompany.street),
  COMPANY_ZIP: z._default(Company.shape.zipcode, demoCompany.zipcode),
  COMPANY_CITY: z._default(Company.shape.city, demoCompany.city),
  COMPANY_COUNTRY: z._default(Company.shape.country, demoCompany.country),
  COMPANY_PHONE: z._default(Company.shape.phone, demoCompany.phone),
  COMPANY_EMAIL: z._default(Company.shape.email, demoCompany.email),
  COMPANY_VAT_NUMBER: z._default(Company.shape.vatNumber, demoCompany.vatNumber),
  COMPANY_INSTAGRAM_URL: z._default(Company.shape.instagramUrl, demoCompany.instagramUrl),
  COMPANY_FACEBOOK_URL: z._default(Company.shape.facebookUrl, demoCompany.facebookUrl),
  COMPANY_MAPS_URL: z._default(Company.shape.mapsUrl, demoCompany.mapsUrl),
  /** Days an invoice gives to pay. */
  PAYMENT_DUE_DAYS: wholeNumber(1, 120, 30),
  /** Stripe's secret API key (sk_... or a restricted rk_...): with STRIPE_WEBHOOK_SECRET, TWINT and cards (with Apple Pay / Google Pay) are offered at checkout; unset, they are not. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, 'must be a Stripe secret key (sk_test_..., sk_live_... or rk_...)')
    .optional(),
  /** The signing secret of the shop's webhook endpoint at Stripe (whsec_...): events without its signature are refused. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9_]+$/, 'must be a Stripe webhook signing secret (whsec_...)')
    .optional(),
  /** Where the Stripe SDK sends its calls, e.g. http://127.0.0.1:12111 for a local server speaking Stripe's API (tests); unset: Stripe itself. */
  STRIPE_API_BASE: origin.optional(),
  /** Minutes an online order whose payment failed or whose payment page expired waits for the customer to pay again before it is cancelled and its vouchers are released. */
  ONLINE_PAYMENT_GRACE_MINUTES: wholeNumber(0, 43_200, 1440),
  /** How often online payments are followed up (expired pages, unpaid orders past their grace), as a schedule of the job engine in whole minutes; 0: this process neither schedules nor runs it. */
  ONLINE_PAYMENT_POLL_MS: wholeNumber(0, 3_600_000, 60_000),
  /** The first owner of the back office (/admin), created at start while the shop has no staff; ignored afterwards. */
  STAFF_OWNER_EMAIL: z.email().optional(),
  STAFF_OWNER_PASSWORD: z.string().min(10).max(1024).optional(),
  STAFF_OWNER_NAME: z.string().trim().min(1).max(100).default('Owner'),
});

/** The names of every setting (deploy/printshop.env.example lists them all). */
export const settingNames: readonly string[] = Object.keys(ConfigSchema.shape);

/** A CH/LI IBAN with a valid checksum (ISO 13616, mod 97) in the QR-IID range 30000-31999 (swissqrbill's checks). */
function isQrIban(iban: string): boolean {
  return /^(CH|LI)\d{2}\d{5}[0-9A-Z]{12}$/.test(iban) && isIBANValid(iban) && isQRIBAN(iban);
}

export type Config = z.output<typeof ConfigSchema> & { PUBLIC_URL: string; dataDir: string; backupTarget: string; company: Company };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws one error that lists every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked = Object.fromEntries(settingNames.map((key) => [key, env[key] === '' && key !== 'PARTNER_ORIGINS' ? undefined : env[key]]));
  const parsed = ConfigSchema.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? '?');
      // A secret is never repeated into a log.
      const shown = /PASSWORD|SECRET|TOKEN/.test(key) ? '[redacted]' : JSON.stringify(env[key] ?? '');
      return `  - ${key}=${shown}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if ((config.STAFF_OWNER_EMAIL === undefined) !== (config.STAFF_OWNER_PASSWORD === undefined))
    throw new ConfigError('Invalid configuration:\n  - STAFF_OWNER_EMAIL and STAFF_OWNER_PASSWORD go together: set both or neither');
  if ((config.STRIPE_SECRET_KEY === undefined) !== (config.STRIPE_WEBHOOK_SECRET === undefined))
    throw new ConfigError('Invalid configuration:\n  - STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: set both or neither');
  if (config.NODE_ENV === 'production' && config.PARTNER_WEBHOOK_LOCAL_HTTP && !config.TEST_HOST)
    throw new ConfigError(
      'Invalid configuration:\n  - PARTNER_WEBHOOK_LOCAL_HTTP is for tests and development: not with NODE_ENV=production, unless TEST_HOST=true says this host is a test host',
    );
  if (config.NODE_ENV === 'production' && config.PREFILL_LOOPBACK_HOSTS.length > 0)
    throw new ConfigError('Invalid configuration:\n  - PREFILL_LOOPBACK_HOSTS is for tests and development: not with NODE_ENV=production');
  return {
    ...config,
    PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    dataDir: path.resolve(config.DATA_DIR),
    backupTarget: config.BACKUP_TARGET ?? `${path.resolve(config.DATA_DIR)}-backups`,
    company: {
      name: config.COMPANY_NAME,
      street: config.COMPANY_STREET,
      zipcode: config.COMPANY_ZIP,
      city: config.COMPANY_CITY,
      country: config.COMPANY_COUNTRY,
      phone: config.COMPANY_PHONE,
      email: config.COMPANY_EMAIL,
      vatNumber: config.COMPANY_VAT_NUMBER,
      instagramUrl: config.COMPANY_INSTAGRAM_URL,
      facebookUrl: config.COMPANY_FACEBOOK_URL,
      mapsUrl: config.COMPANY_MAPS_URL,
    },
  };
}
