import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working embedded defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/var$/);
    expect(config.PUBLIC_URL).toBe('http://localhost:8080');
    expect(config.PARTNER_ORIGINS).toEqual([]);
  });

  it('drains for 10 s after SIGTERM unless told otherwise (0: closes at once)', () => {
    expect(loadConfig({}).DRAIN_MS).toBe(10_000);
    expect(loadConfig({ DRAIN_MS: '0' }).DRAIN_MS).toBe(0);
    expect(() => loadConfig({ DRAIN_MS: '-1' })).toThrow(/DRAIN_MS/);
  });

  it('has retention defaults for the clean-up job and refuses a retention of no days', () => {
    expect(loadConfig({})).toMatchObject({
      CLEANUP_POLL_MS: 600_000,
      MAIL_RETENTION_DAYS: 90,
      MAIL_FAILED_RETENTION_DAYS: 365,
      MAIL_KEPT_CONTENT_DAYS: 7,
      DRAFT_RETENTION_DAYS: 30,
      UPLOAD_RETENTION_DAYS: 7,
    });
    expect(loadConfig({ UPLOAD_RETENTION_DAYS: '14', CLEANUP_POLL_MS: '0' })).toMatchObject({ UPLOAD_RETENTION_DAYS: 14, CLEANUP_POLL_MS: 0 });
    expect(() => loadConfig({ UPLOAD_RETENTION_DAYS: '0' })).toThrow(/UPLOAD_RETENTION_DAYS/);
  });

  it('backs up daily for 14 days beside DATA_DIR unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/srv/shop' })).toMatchObject({ BACKUP_INTERVAL_HOURS: 24, BACKUP_RETENTION_DAYS: 14, backupTarget: '/srv/shop-backups' });
    expect(loadConfig({ BACKUP_TARGET: 's3://shop-backups/daily', BACKUP_INTERVAL_HOURS: '0' })).toMatchObject({
      backupTarget: 's3://shop-backups/daily',
      BACKUP_INTERVAL_HOURS: 0,
    });
    expect(() => loadConfig({ BACKUP_TARGET: 's3://' })).toThrow(/BACKUP_TARGET/);
    expect(() => loadConfig({ BACKUP_RETENTION_DAYS: '0' })).toThrow(/BACKUP_RETENTION_DAYS/);
  });

  it('takes the shop’s IBAN for refunds as printed, and refuses one with a wrong check digit', () => {
    expect(loadConfig({ BANK_IBAN: 'ch93 0076 2011 6238 5295 7' }).BANK_IBAN).toBe('CH9300762011623852957');
    expect(() => loadConfig({ BANK_IBAN: 'CH94 0076 2011 6238 5295 7' })).toThrow(/BANK_IBAN/);
  });

  it('normalises partner origins', () => {
    const config = loadConfig({ PARTNER_ORIGINS: 'https://partner.example/shop, http://localhost:5173' });
    expect(config.PARTNER_ORIGINS).toEqual(['https://partner.example', 'http://localhost:5173']);
  });

  it('allows no prefill from loopback addresses unless told so, and never in production', () => {
    expect(loadConfig({}).PREFILL_LOOPBACK_HOSTS).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'test', PREFILL_LOOPBACK_HOSTS: ' Localhost , images.localhost' }).PREFILL_LOOPBACK_HOSTS).toEqual([
      'localhost',
      'images.localhost',
    ]);
    expect(() => loadConfig({ PREFILL_LOOPBACK_HOSTS: 'localhost' })).toThrow(/PREFILL_LOOPBACK_HOSTS.*production/);
  });

  it('refuses plain-http webhooks in production unless the host says it is a test host', () => {
    expect(loadConfig({}).PARTNER_WEBHOOK_LOCAL_HTTP).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', PARTNER_WEBHOOK_LOCAL_HTTP: 'true' }).PARTNER_WEBHOOK_LOCAL_HTTP).toBe(true);
    expect(() => loadConfig({ PARTNER_WEBHOOK_LOCAL_HTTP: 'true' })).toThrow(/PARTNER_WEBHOOK_LOCAL_HTTP.*production.*TEST_HOST=true/);
    expect(() => loadConfig({ PARTNER_WEBHOOK_LOCAL_HTTP: 'true', TEST_HOST: 'false' })).toThrow(/PARTNER_WEBHOOK_LOCAL_HTTP/);
    expect(loadConfig({ PARTNER_WEBHOOK_LOCAL_HTTP: 'true', TEST_HOST: 'true' }).PARTNER_WEBHOOK_LOCAL_HTTP).toBe(true);
  });

  it('lists every bad variable in one message', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PARTNER_ORIGINS: 'ftp://nope' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT="eighty"');
    expect(message).toContain('DATABASE_URL="mysql://x"');
    expect(message).toContain('PARTNER_ORIGINS');
  });
});

describe('online payment settings', () => {
  const keys = { STRIPE_SECRET_KEY: 'sk_test_51Abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };

  it('offers no online payment without Stripe keys, and takes both with a local API base for tests', () => {
    expect(loadConfig({}).STRIPE_SECRET_KEY).toBeUndefined();
    const config = loadConfig({ ...keys, STRIPE_API_BASE: 'http://127.0.0.1:12111/' });
    expect(config).toMatchObject({ ...keys, STRIPE_API_BASE: 'http://127.0.0.1:12111', ONLINE_PAYMENT_GRACE_MINUTES: 1440 });
  });

  it('wants both keys or neither', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: keys.STRIPE_SECRET_KEY })).toThrow(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together/);
  });

  it('refuses keys of the wrong kind without repeating them', () => {
    let message = '';
    try {
      loadConfig({ STRIPE_SECRET_KEY: 'pk_test_publishable', STRIPE_WEBHOOK_SECRET: 'nope' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('STRIPE_SECRET_KEY=[redacted]');
    expect(message).toContain('STRIPE_WEBHOOK_SECRET=[redacted]');
    expect(message).not.toContain('pk_test_publishable');
  });
});

describe('the metrics token', () => {
  it('is unset by default (no metrics), and a short one is refused without being repeated', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-scrape-token' }).METRICS_TOKEN).toBe('a-long-enough-scrape-token');
    expect(() => loadConfig({ METRICS_TOKEN: 'short-secret' })).toThrow(/METRICS_TOKEN=\[redacted\]/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short-secret' })).not.toThrow(/short-secret/);
  });
});
