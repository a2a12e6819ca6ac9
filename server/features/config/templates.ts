import { asc, eq } from 'drizzle-orm';
import type { Template } from '../../../shared/api/config';
import type { Locale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/database';
import { images, templates } from '../../db/schema';
import { toImageInfo } from '../images/image-records';
import type { ImageUrlSigner } from '../images/image-urls';

/**
 * Templates with their artwork as an image like any upload: signed proxy (url) and thumbnail URLs,
 * rasterized from the SVG on first request, and the image id a design keeps as specs.orig.
 */
export async function listTemplates(db: Db, locale: Locale, signer: ImageUrlSigner): Promise<Template[]> {
  const rows = await db.select().from(templates).innerJoin(images, eq(images.templateId, templates.id)).orderBy(asc(templates.position));
  return rows.map(({ templates: row, images: image }) => {
    const info = toImageInfo(image, signer);
    return {
      id: row.id,
      name: row.names[locale],
      category: row.categories[locale],
      width: image.width,
      height: image.height,
      url: info.proxyUrl,
      thumbnailUrl: info.thumbnailUrl,
      imageId: image.id,
    };
  });
}
