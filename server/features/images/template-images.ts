import { eq } from 'drizzle-orm';
import { PROXY_SIZE, THUMBNAIL_SIZE } from '../../../shared/api/images';
import type { Db } from '../../db/database';
import { images, templates } from '../../db/schema';
import { templateImageRow } from '../../seed/templates';
import { originalKey, renditionKey } from './image-keys';
import type { ImageRow } from './image-records';
import { templateFileOf } from './image-records';
import { type ImageServices, once } from './image-services';
import { templateOriginal, templatePreviews } from './template-artwork';

async function fileOf(services: ImageServices, image: ImageRow): Promise<string> {
  const file = image.templateId ? await templateFileOf(services.db, image.templateId) : null;
  if (!file) throw new Error(`template image ${image.id} has no artwork`);
  return file;
}

/**
 * A template's proxy and thumbnail are rasterized from its SVG on first use and stored like an
 * upload's, so every later request (in any process) finds them in storage.
 */
export async function ensureTemplatePreviews(services: ImageServices, image: ImageRow): Promise<void> {
  const proxyKey = renditionKey(image.id, PROXY_SIZE, undefined, 'jpg');
  if (await services.storage.exists(proxyKey)) return;
  await once(services, `previews:${image.id}`, async () => {
    const file = await fileOf(services, image);
    const previews = await services.jobs.run(() => templatePreviews(file, image.width, image.height));
    await services.storage.put(renditionKey(image.id, THUMBNAIL_SIZE, undefined, 'jpg'), previews.thumbnail, 'image/jpeg');
    await services.storage.put(proxyKey, previews.proxy, 'image/jpeg');
  });
}

/** The template's print original at its recorded size, rasterized and stored on first need. */
export async function ensureTemplateOriginal(services: ImageServices, image: ImageRow): Promise<void> {
  if (await services.storage.exists(originalKey(image.id))) return;
  await once(services, `original:${image.id}`, async () => {
    const file = await fileOf(services, image);
    const jpeg = await services.jobs.run(() => templateOriginal(file, image.width, image.height));
    await services.storage.put(originalKey(image.id), jpeg, 'image/jpeg');
    await services.db.update(images).set({ fileSize: jpeg.length }).where(eq(images.id, image.id));
  });
}

/** Databases seeded before template images existed get their rows on start (idempotent, one insert). */
export async function ensureTemplateImageRows(db: Db): Promise<void> {
  const rows = await db.select({ id: templates.id, width: templates.width, height: templates.height }).from(templates);
  if (rows.length) await db.insert(images).values(rows.map(templateImageRow)).onConflictDoNothing({ target: images.id });
}
