import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { BasketItemAdded } from '../../../shared/api/basket-view';
import { getOrderSchemas } from '../../../shared/api/checkout';
import { type DraftState, putConfiguratorDraftSchemas } from '../../../shared/api/drafts';
import { serverDir } from '../../server-dir';
import { canvasAndTemplate, photoCanvasItem } from '../../test/canvas-item';
import { HttpShopper } from '../../test/faults/http-shopper';
import { freshServerData, startServer } from '../../test/faults/server-process';
import { startSmtpCatcher } from '../../test/smtp-catcher';
import { createScratchPostgres } from '../../test/test-database';
import { buildRelease, findPreviousRelease, git, JOURNAL } from './previous-release';

/*
 * A rolling deploy migrates while the previous release still serves (server/db/migrations/README.md):
 * that release's server, built from its commit, runs against a database migrated by this code, and a
 * shopper goes through it over HTTP with this code's contracts (the new pages may talk to an old
 * process during the deploy) from the catalogue to the confirmed order and its mail. About 20 s: the
 * server's build takes a few seconds, its start and the journey the rest.
 */

const root = path.resolve(serverDir, '..');

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.toReversed()) await cleanup();
});

async function appliedMigrations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ count: number }>('SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations')).rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
}

/** A guest's way from the catalogue to the confirmed order: an upload, a draft of the design, the canvas and a gift voucher in the basket, invoice. */
async function shopperJourney(base: string) {
  const shopper = new HttpShopper(() => base);
  const { canvas } = await canvasAndTemplate(base);
  const photo = await shopper.uploaded(3000, 2000);
  const { check, image, design, body } = photoCanvasItem(canvas, photo);
  const draft: DraftState = {
    step: 'productDesign',
    configuration: check.configuration,
    quantity: 1,
    images: [image],
    layout: null,
    design: design as DraftState['design'],
  };
  await shopper.ok('PUT', '/api/configurator/drafts/canvas', putConfiguratorDraftSchemas.response, { revision: 0, state: draft });
  await shopper.ok('POST', '/api/basket/items', BasketItemAdded, body);
  await shopper.readyToConfirm();
  const confirmation = await shopper.confirmed();
  return shopper.ok('GET', `/api/orders/${confirmation.orderId}?access=${confirmation.accessToken}`, getOrderSchemas.response);
}

describe('the previous release on the schema of this one', () => {
  it('serves a shopper from the catalogue through upload, draft and basket to the confirmed order', async () => {
    const release = findPreviousRelease(root);
    const built = buildRelease(root, release.commit);
    cleanups.push(built.remove);
    // The run's template, migrated (and seeded) by this code: the schema with the newest migration.
    const database = await createScratchPostgres({ seeded: true });
    cleanups.push(() => database.drop());
    const migrated = await appliedMigrations(database.url);

    const smtp = await startSmtpCatcher();
    cleanups.push(() => smtp.close());
    const env = {
      ...freshServerData(cleanups),
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      MAIL_WORKER_POLL_MS: '200',
      PRINT_WORKER_POLL_MS: '0',
      LOG_LEVEL: 'error',
      // A busy test machine is no overload to turn shoppers away for.
      LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    };
    const server = await startServer(env, built);
    cleanups.push(async () => void (await server.stop()));
    const where = `the release ${release.commit} (before ${release.newestMigration})`;
    expect(await appliedMigrations(database.url), `${where} started without migrating anything`).toBe(migrated);

    // The journey's failure names what the release logged (its errors: a column this schema took away, say).
    const order = await shopperJourney(server.base).catch((error: unknown) => {
      throw new Error(`${where}: ${String(error)}\nits log:\n${server.stdout()}`, { cause: error });
    });
    expect(order.items.map((item) => item.productId).toSorted(), where).toEqual(['canvas', 'gift-voucher']);
    // The confirmation mail, sent by the release's mail worker from the outbox of this schema.
    for (const until = Date.now() + 15_000; smtp.inbox.length === 0 && Date.now() < until;) await new Promise((r) => setTimeout(r, 100));
    const recipients = smtp.inbox.map((mail) => mail.to.join());
    expect(recipients, where).toEqual(['lea@example.li']);
    expect(server.stderr(), `${where} wrote nothing to stderr`).toBe('');
    expect(server.stdout(), `${where} logged no error`).toBe('');
  }, 240_000);
});

/** This repository's committed state, cloned (`--depth 1`: a shallow one, as CI's default checkout). */
function clone(...options: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'printshop-clone-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  execFileSync('git', ['clone', '--quiet', ...options, pathToFileURL(root).href, dir], { stdio: 'pipe' });
  return dir;
}

describe('the previous release, found in the history', () => {
  it('is the commit before the one that added the newest migration, and HEAD while that one is not committed', () => {
    const dir = clone();
    const { commit, newestMigration } = findPreviousRelease(dir);
    expect(git(dir, 'show', `${commit}:${JOURNAL}`)).not.toContain(`"${newestMigration}"`);
    const next = git(dir, 'rev-list', '--first-parent', '--ancestry-path', `${commit}..HEAD`).split('\n').at(-1) ?? '';
    expect(git(dir, 'rev-parse', `${next}^1`), 'the next commit on the first-parent line follows it').toBe(commit);
    expect(git(dir, 'show', `${next}:${JOURNAL}`), 'and adds the newest migration').toContain(`"${newestMigration}"`);

    const entries = (JSON.parse(readFileSync(path.join(dir, JOURNAL), 'utf8')) as { entries: Array<{ idx: number; tag: string }> }).entries;
    const last = entries.at(-1);
    writeFileSync(path.join(dir, JOURNAL), JSON.stringify({ entries: [...entries, { ...last, idx: entries.length, tag: '9999_uncommitted' }] }));
    expect(findPreviousRelease(dir)).toEqual({ commit: git(dir, 'rev-parse', 'HEAD'), newestMigration: '9999_uncommitted' });
  }, 60_000);

  it('fails saying why when the checkout has no history', () => {
    expect(() => findPreviousRelease(clone('--depth', '1'))).toThrow(/history, which this checkout lacks.*shallow clone/);
    const bare = mkdtempSync(path.join(tmpdir(), 'printshop-no-git-'));
    cleanups.push(() => rmSync(bare, { recursive: true, force: true }));
    mkdirSync(path.dirname(path.join(bare, JOURNAL)), { recursive: true });
    cpSync(path.join(root, JOURNAL), path.join(bare, JOURNAL));
    expect(() => findPreviousRelease(bare)).toThrow(/is no git checkout/);
  }, 60_000);
});
