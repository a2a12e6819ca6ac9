import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  basketBackups,
  basketItems,
  baskets,
  configuratorDrafts,
  customerContacts,
  customerSessions,
  images,
  mailOutbox,
  orderItems,
  passwordResetKeys,
  emailConfirmationKeys,
  loginChallenges,
  type StoredInstruction,
} from '../db/schema';
import { originalKey, renditionKey } from '../features/images/image-keys';
import { bearer, createSelfcareTestApp, registerCustomer, type SelfcareTestApp } from '../features/selfcare/test-helpers';
import { hashSecret } from '../plugins/app/auth';
import { insertOrder } from '../test/test-order';
import { runCleanup } from './cleanup';

const DAY = 24 * 3600_000;
let t: SelfcareTestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'printshop-cleanup-'));
  // No pass of its own: the test runs each one on its own clock.
  t = await createSelfcareTestApp({
    DATA_DIR: dataDir,
    IMAGE_URL_SECRET: 'test-image-url-secret-of-at-least-32-chars',
    CLEANUP_POLL_MS: '0',
    MAIL_WORKER_POLL_MS: '0',
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const db = () => t.app.db;
const at = (offsetMs = 0) => new Date(t.clock.now.getTime() + offsetMs);
const pass = async () => {
  const counts = await t.app.cleanup.run();
  expect(counts, 'no other process holds the lock').not.toBeNull();
  return counts!;
};

const rowOf = async (id: number) => (await db().select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

describe('clean-up job: mails', () => {
  const content = {
    subject: 'Your order 100001',
    textBody: 'http://shop.test/de/order/1?access=SECRET',
    htmlBody: '<a href="?access=SECRET">',
    attachments: [{ filename: 'a.pdf', contentType: 'application/pdf', contentBase64: 'JVBERi0=' }],
  };
  const mail = async (values: Partial<typeof mailOutbox.$inferInsert>) =>
    (
      await db()
        .insert(mailOutbox)
        .values({ recipient: 'lea@example.li', ...content, receivedText: 'Hallo •••', ...values })
        .returning({ id: mailOutbox.id })
    )[0]!.id;

  it("clears a sent mail's content at once, a kept or failed one's after 7 days; recipient, subject, status and the masked text stay", async () => {
    const sent = await mail({ status: 'sent', sentAt: at(), updatedAt: at(), orderAccessToken: 'SECRET' });
    const failed = await mail({ status: 'failed', updatedAt: at() });
    const kept = await mail({ status: 'kept', updatedAt: at() });
    const pending = await mail({ status: 'pending', updatedAt: at(-400 * DAY) });
    await pass();
    const cleared = { textBody: null, htmlBody: null, attachments: null, orderAccessToken: null };
    expect(await rowOf(sent)).toMatchObject({ ...cleared, status: 'sent', recipient: 'lea@example.li', subject: content.subject });
    expect(await rowOf(failed), 'staff may send a failed mail again for a while').toMatchObject({ status: 'failed', textBody: content.textBody });
    expect(await rowOf(kept), 'a kept mail is read in the outbox for a while').toMatchObject({ status: 'kept', textBody: content.textBody });

    t.clock.advance(7 * DAY - 1000);
    await pass();
    expect((await rowOf(kept))?.textBody).toBe(content.textBody);
    t.clock.advance(2000);
    await pass();
    expect(await rowOf(kept)).toMatchObject({ ...cleared, status: 'kept', subject: content.subject });
    expect(await rowOf(failed)).toMatchObject({ ...cleared, status: 'failed', subject: content.subject, receivedText: 'Hallo •••' });
    expect(await rowOf(pending), 'a mail still to be sent keeps what it needs').toMatchObject({ status: 'pending', textBody: content.textBody });
  });

  it('deletes sent and kept mails after 90 days, failed ones after 365, never a pending one', async () => {
    const sent = await mail({ status: 'sent', updatedAt: at() });
    const kept = await mail({ status: 'kept', updatedAt: at() });
    const failed = await mail({ status: 'failed', updatedAt: at() });
    const pending = await mail({ status: 'pending', updatedAt: at(), sendAfter: at() });
    t.clock.advance(90 * DAY - 1000);
    await pass();
    expect(await rowOf(sent)).toBeDefined();
    expect(await rowOf(kept)).toBeDefined();
    t.clock.advance(2000);
    await pass();
    expect(await rowOf(sent)).toBeUndefined();
    expect(await rowOf(kept)).toBeUndefined();
    expect(await rowOf(failed), 'staff still see a failed mail').toBeDefined();
    t.clock.advance(275 * DAY);
    await pass();
    expect(await rowOf(failed)).toBeUndefined();
    expect(await rowOf(pending)).toBeDefined();
  });
});

describe('clean-up job: sessions and reset keys', () => {
  it('deletes a session once it expired (7 days after login), not before', async () => {
    const { token, customer_id } = await registerCustomer(t.app);
    const sessions = () =>
      db()
        .select()
        .from(customerSessions)
        .where(eq(customerSessions.tokenHash, hashSecret(token)));
    t.clock.advance(7 * DAY - 1000);
    await pass();
    expect(await sessions()).toHaveLength(1);
    expect((await t.app.inject({ url: '/api/selfcare/data', headers: bearer(token) })).statusCode, 'the session still opens the account').toBe(200);
    t.clock.advance(2000);
    await pass();
    expect(await sessions()).toHaveLength(0);
    expect(await db().$count(customerSessions, eq(customerSessions.customerId, customer_id))).toBe(0);
  });

  it('deletes used and expired new-password keys, keeps a usable one', async () => {
    const { contactId } = await registeredContact();
    const { usable } = await expectOnlyUsableLeft(
      passwordResetKeys,
      async (times) =>
        (
          await db()
            .insert(passwordResetKeys)
            .values({ contactId, keyHash: aKeyHash(), ...times })
            .returning()
        )[0]!.id,
      3600_000,
    );
    t.clock.advance(3600_000);
    await pass();
    expect(await db().$count(passwordResetKeys, eq(passwordResetKeys.id, usable))).toBe(0);
  });

  it('deletes used and expired e-mail confirmation keys, keeps a usable one', async () => {
    const { contactId, email } = await registeredContact();
    await expectOnlyUsableLeft(
      emailConfirmationKeys,
      async (times) =>
        (
          await db()
            .insert(emailConfirmationKeys)
            .values({ contactId, email, keyHash: aKeyHash(), ...times })
            .returning()
        )[0]!.id,
      3600_000,
    );
  });

  it('deletes used and expired mailed login links, keeps a usable one', async () => {
    await expectOnlyUsableLeft(
      loginChallenges,
      async (times) =>
        (
          await db()
            .insert(loginChallenges)
            .values({ accountKind: 'customer', accountId: 1, keyHash: aKeyHash(), ...times })
            .returning()
        )[0]!.id,
      900_000,
    );
  });
});

const aKeyHash = () => hashSecret(randomBytes(16).toString('hex'));

/** The contact of a newly registered customer. */
async function registeredContact(): Promise<{ contactId: number; email: string }> {
  const { payload } = await registerCustomer(t.app);
  const email = String(payload.email);
  const [contact] = await db().select({ id: customerContacts.id }).from(customerContacts).where(eq(customerContacts.email, email));
  return { contactId: contact!.id, email };
}

/** When a one-time key of a table was made, until when it opens, and when it was used. */
interface KeyTimes {
  createdAt: Date;
  expiresAt: Date;
  usedAt?: Date;
}

/** Inserts (by `insert`) a usable, a used and an expired key living `lifetimeMs`, runs a pass and checks that only the usable one is left. */
async function expectOnlyUsableLeft(
  table: typeof passwordResetKeys | typeof emailConfirmationKeys | typeof loginChallenges,
  insert: (times: KeyTimes) => Promise<number>,
  lifetimeMs: number,
): Promise<{ usable: number }> {
  const usable = await insert({ createdAt: at(), expiresAt: at(lifetimeMs) });
  const used = await insert({ createdAt: at(), expiresAt: at(lifetimeMs), usedAt: at() });
  const expired = await insert({ createdAt: at(-lifetimeMs), expiresAt: at() });
  await pass();
  const left = await db()
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [usable, used, expired]));
  expect(left).toEqual([{ id: usable }]);
  return { usable };
}

/** An upload's row and bytes (original and a preview), as upload-image.ts stores them. */
async function upload(values: Partial<typeof images.$inferInsert> = {}): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await t.app.images.storage.put(originalKey(id), Buffer.from('original bytes'), 'image/jpeg');
  await t.app.images.storage.put(renditionKey(id, 200, undefined, 'jpg'), Buffer.from('preview bytes'), 'image/jpeg');
  await db()
    .insert(images)
    .values({ id, kind: 'upload', format: 'jpeg', width: 100, height: 80, name: 'photo.jpg', createdAt: at(), ...values });
  return id;
}
const imageRowExists = async (id: string) => (await db().$count(images, eq(images.id, id))) === 1;
const bytesExist = (id: string) => t.app.images.storage.exists(originalKey(id));
const design = (imageId: string) => ({ a: { items: [{ type: 'image', specs: { orig: { id: imageId, width: 100, height: 80 } } }] } });
const basket = async (values: Partial<typeof baskets.$inferInsert>) =>
  (
    await db()
      .insert(baskets)
      .values({ tokenHash: hashSecret(randomBytes(16).toString('hex')), createdAt: at(), updatedAt: at(), ...values })
      .returning({ id: baskets.id })
  )[0]!.id;
const itemIn = (basketId: number, imageId: string) =>
  db()
    .insert(basketItems)
    .values({
      basketId,
      productId: 'poster',
      productVersion: 1,
      quantity: 1,
      instruction: {} as StoredInstruction,
      design: design(imageId),
      printdata: {},
      createdAt: at(),
    });

async function orderWith(imageId: string) {
  const order = await insertOrder(t.app, { itemsRappen: 1000, totalRappen: 1000, vatRappen: 75, createdAt: at() });
  await db()
    .insert(orderItems)
    .values({
      orderId: order.id,
      position: 1,
      productId: 'poster',
      productName: 'Poster',
      quantity: 1,
      instruction: {} as StoredInstruction,
      design: design(imageId),
      printdata: {},
      unitRappen: 1000,
      totalRappen: 1000,
    });
}

describe('clean-up job: unclaimed uploads', () => {
  it('deletes an upload nothing uses after 7 days, with its stored files; keeps it before', async () => {
    const orphan = await upload();
    // The basket of an order: its visitor reaches it no more, so its unused uploads are unclaimed too.
    const ordered = await basket({ status: 'ordered' });
    const leftOver = await upload({ basketId: ordered });
    t.clock.advance(7 * DAY - 1000);
    await pass();
    expect(await imageRowExists(orphan)).toBe(true);
    expect(await bytesExist(orphan)).toBe(true);
    t.clock.advance(2000);
    const counts = await pass();
    expect(counts.uploadsDeleted).toBeGreaterThanOrEqual(2);
    for (const id of [orphan, leftOver]) {
      expect(await imageRowExists(id)).toBe(false);
      expect(await bytesExist(id), 'the original is gone from storage').toBe(false);
      expect(await t.app.images.storage.exists(renditionKey(id, 200, undefined, 'jpg')), 'its previews too').toBe(false);
    }
    expect((await pass()).uploadsDeleted, 'a second pass finds nothing').toBe(0);
  });

  it('never deletes an image that a basket item, an order, a draft, a backup or a customer library uses, nor one its visitor can still reach', async () => {
    const { customer_id } = await registerCustomer(t.app);
    const ordered = await basket({ status: 'ordered' });
    const draft = await basket({ status: 'draft' });
    const visitor = await basket({ status: 'open' });

    const inBasketItem = await upload({ basketId: ordered });
    await itemIn(ordered, inBasketItem);
    const inOrder = await upload();
    await orderWith(inOrder);
    const inDraft = await upload({ basketId: draft });
    await itemIn(draft, inDraft);
    const ownedByDraft = await upload({ basketId: draft });
    const inBackup = await upload();
    await db()
      .insert(basketBackups)
      .values({
        customerId: customer_id,
        reason: 'merged',
        items: [{ productId: 'poster', quantity: 1, instruction: {} as StoredInstruction, design: design(inBackup), printdata: {} }],
        createdAt: at(),
      });
    const inLibrary = await upload({ customerId: customer_id });
    const visitorsOwn = await upload({ basketId: visitor });
    const kept = [inBasketItem, inOrder, inDraft, ownedByDraft, inBackup, inLibrary, visitorsOwn];

    // Keep the draft alive (the widget changed it) while its uploads age.
    t.clock.advance(20 * DAY);
    await db().update(baskets).set({ updatedAt: at() }).where(eq(baskets.id, draft));
    await pass();
    for (const id of kept) {
      expect(await imageRowExists(id), id).toBe(true);
      expect(await bytesExist(id), id).toBe(true);
    }

    // After 30 days the backup can no longer be restored and goes; then its image is free.
    t.clock.advance(11 * DAY);
    await pass();
    expect(await db().$count(basketBackups, eq(basketBackups.customerId, customer_id))).toBe(0);
    expect(await imageRowExists(inBackup)).toBe(false);
    for (const id of [inBasketItem, inOrder, inDraft, ownedByDraft, inLibrary, visitorsOwn]) expect(await imageRowExists(id), id).toBe(true);

    // 90 days after the visitor's basket was made, its cookie is gone: nobody reaches those uploads.
    t.clock.advance(60 * DAY);
    await pass();
    expect(await imageRowExists(visitorsOwn)).toBe(false);
    expect(await imageRowExists(inBasketItem), 'still in a basket item').toBe(true);
    expect(await imageRowExists(inOrder), 'still in an order').toBe(true);
    expect(await imageRowExists(inLibrary), "still in the customer's library").toBe(true);
    expect(await bytesExist(inOrder)).toBe(true);
  });
});

describe('clean-up job: drafts', () => {
  it('deletes a draft 30 days after its last change or upload, with its items; then its unused uploads go as unclaimed', async () => {
    const draft = await basket({ status: 'draft' });
    const used = await upload({ basketId: draft });
    await itemIn(draft, used);
    t.clock.advance(20 * DAY);
    const recent = await upload({ basketId: draft });
    t.clock.advance(15 * DAY);
    await pass();
    expect(await db().$count(baskets, eq(baskets.id, draft)), 'an upload 15 days ago keeps it').toBe(1);
    t.clock.advance(16 * DAY);
    const counts = await pass();
    expect(counts.draftsDeleted).toBeGreaterThanOrEqual(1);
    expect(await db().$count(baskets, eq(baskets.id, draft))).toBe(0);
    expect(await db().$count(basketItems, eq(basketItems.basketId, draft))).toBe(0);
    // Its item went with it, so nothing uses either upload any more.
    expect(await imageRowExists(used)).toBe(false);
    expect(await imageRowExists(recent)).toBe(false);
    expect(await bytesExist(recent)).toBe(false);
  });

  it('deletes spent and expired handover codes after a day', async () => {
    const open = await basket({ status: 'handover' });
    const spent = await basket({ status: 'abandoned' });
    t.clock.advance(DAY - 1000);
    await pass();
    expect(await db().$count(baskets, inArray(baskets.id, [open, spent]))).toBe(2);
    t.clock.advance(2000);
    await pass();
    expect(await db().$count(baskets, inArray(baskets.id, [open, spent]))).toBe(0);
  });
});

const draftIn = async (basketId: number, imageId: string) =>
  (
    await db()
      .insert(configuratorDrafts)
      .values({
        basketId,
        productId: 'poster',
        state: {
          step: 'productDesign',
          configuration: {},
          quantity: 1,
          images: [{ orig: { id: imageId, width: 100, height: 80 }, src: '/x' }],
          layout: null,
          design: {},
        },
        createdAt: at(),
        updatedAt: at(),
      })
      .returning({ id: configuratorDrafts.id })
  )[0]!.id;
const draftExists = async (id: number) => (await db().$count(configuratorDrafts, eq(configuratorDrafts.id, id))) === 1;

describe('clean-up job: configurator drafts', () => {
  it("deletes a draft whose basket was ordered at once, a visitor's once their cookie ran out", async () => {
    const ordered = await basket({ status: 'ordered' });
    const visitors = await basket({});
    const inOrdered = await draftIn(ordered, await upload({ basketId: ordered }));
    const inVisitors = await draftIn(visitors, await upload({ basketId: visitors }));
    expect((await pass()).configuratorDraftsDeleted).toBeGreaterThanOrEqual(1);
    expect(await draftExists(inOrdered)).toBe(false);
    expect(await draftExists(inVisitors), 'the cookie still opens it').toBe(true);
    t.clock.advance(91 * DAY);
    await pass();
    expect(await draftExists(inVisitors)).toBe(false);
  });

  it("keeps no upload alive beyond its basket's life: a draft naming it does not hold it", async () => {
    const visitors = await basket({});
    const named = await upload({ basketId: visitors });
    await draftIn(visitors, named);
    t.clock.advance(89 * DAY);
    await pass();
    expect(await imageRowExists(named), 'its basket can still be reached').toBe(true);
    t.clock.advance(2 * DAY);
    await pass();
    expect(await imageRowExists(named)).toBe(false);
  });

  it('keeps a partner draft while its shopper designs in it, and deletes its configurator drafts with it', async () => {
    const partner = await basket({ status: 'draft' });
    const draft = await draftIn(partner, await upload({ basketId: partner }));
    t.clock.advance(25 * DAY);
    await db().update(configuratorDrafts).set({ updatedAt: at() }).where(eq(configuratorDrafts.id, draft));
    t.clock.advance(10 * DAY);
    await pass();
    expect(await db().$count(baskets, eq(baskets.id, partner)), 'designed in 10 days ago').toBe(1);
    t.clock.advance(21 * DAY);
    await pass();
    expect(await db().$count(baskets, eq(baskets.id, partner))).toBe(0);
    expect(await draftExists(draft)).toBe(false);
  });
});

describe('clean-up job: several processes', () => {
  it('skips its pass while another process cleans', async () => {
    await db().transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(716204852)`);
      expect(await t.app.cleanup.run()).toBeNull();
    });
  });

  it('deletes each unclaimed upload once when two passes run at the same time', async () => {
    const ids = await Promise.all(Array.from({ length: 5 }, () => upload({ createdAt: at(-30 * DAY) })));
    const results = await Promise.all([t.app.cleanup.run(), t.app.cleanup.run()]);
    expect(results.reduce((sum, r) => sum + (r?.uploadsDeleted ?? 0), 0)).toBe(5);
    for (const id of ids) expect(await bytesExist(id)).toBe(false);
  });

  it('is idempotent: a pass right after a pass finds nothing', async () => {
    await upload({ createdAt: at(-30 * DAY) });
    await pass();
    const again = await runCleanup({
      db: db(),
      storage: t.app.images.storage,
      now: () => t.clock.now,
      log: t.app.log,
      settings: { mailRetentionDays: 90, mailFailedRetentionDays: 365, mailKeptContentDays: 7, draftRetentionDays: 30, uploadRetentionDays: 7 },
    });
    expect(Object.values(again ?? {}).every((n) => n === 0)).toBe(true);
  });
});
