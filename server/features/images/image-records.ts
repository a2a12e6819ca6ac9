import { randomBytes } from 'node:crypto';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { type ImageInfo, PROXY_SIZE, THUMBNAIL_SIZE } from '../../../shared/api/images';
import type { Db } from '../../db/database';
import { basketItems, images, templates } from '../../db/schema';
import type { ImageOwner } from '../basket/image-owner';
import { ownedBy } from '../basket/image-owner';
import type { ImageUrlSigner } from './image-urls';
import { fitInside } from './rendition-size';

export type ImageRow = typeof images.$inferSelect;

/** 128 random bits: ids are not secrets (ownership is checked), but they should not be guessable either. */
export function newImageId(): string {
  return randomBytes(16).toString('base64url');
}

export function toImageInfo(row: ImageRow, signer: ImageUrlSigner): ImageInfo {
  const proxy = fitInside(row.width, row.height, PROXY_SIZE);
  return {
    id: row.id,
    kind: row.kind,
    format: row.format,
    width: row.width,
    height: row.height,
    density: row.density,
    fileSize: row.fileSize,
    name: row.name,
    thumbnailUrl: signer.url({ i: row.id, s: THUMBNAIL_SIZE }, row.name),
    proxyUrl: signer.url({ i: row.id, s: PROXY_SIZE }, row.name),
    proxyWidth: proxy.width,
    proxyHeight: proxy.height,
    focus: row.focus,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listOwned(db: Db, owner: ImageOwner): Promise<ImageRow[]> {
  return db.select().from(images).where(ownedBy(owner)).orderBy(desc(images.createdAt), desc(images.id)).limit(500);
}

/** An image the request may use: its own upload or any template artwork; null otherwise (answered 404). */
export async function findUsable(db: Db, owner: ImageOwner | null, id: string): Promise<ImageRow | null> {
  const visible = owner ? or(eq(images.kind, 'template'), ownedBy(owner)) : eq(images.kind, 'template');
  const [row] = await db
    .select()
    .from(images)
    .where(and(eq(images.id, id), visible))
    .limit(1);
  return row ?? null;
}

export async function findById(db: Db, id: string): Promise<ImageRow | null> {
  const [row] = await db.select().from(images).where(eq(images.id, id)).limit(1);
  return row ?? null;
}

export async function templateFileOf(db: Db, templateId: string): Promise<string | null> {
  const [row] = await db.select({ file: templates.file }).from(templates).where(eq(templates.id, templateId)).limit(1);
  return row?.file ?? null;
}

/** Whether a basket item's design refers to the image (design JSON holds the id as a string value). */
export async function isUsedInBasket(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: basketItems.id })
    .from(basketItems)
    .where(sql`strpos(${basketItems.design}::text, ${JSON.stringify(id)}) > 0`)
    .limit(1);
  return row !== undefined;
}
