import { buffer } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { images } from '../../db/schema';
import { originalKey } from '../images/image-keys';
import type { ImageRow } from '../images/image-records';
import type { ImageServices } from '../images/image-services';
import { ensureTemplateOriginal } from '../images/template-images';
import { PrintFileError } from './print-failure';
import type { LoadOriginal } from './print-raster';

const TEMPLATE_PREFIX = 'template:';

/** The image row a design's image id names: a customer's upload by its id, a template by `template:<id>`. */
export async function designImageRow(db: Db, imageId: string): Promise<ImageRow> {
  const condition = imageId.startsWith(TEMPLATE_PREFIX)
    ? and(eq(images.kind, 'template'), eq(images.templateId, imageId.slice(TEMPLATE_PREFIX.length)))
    : eq(images.id, imageId);
  const [row] = await db.select().from(images).where(condition).limit(1);
  if (!row) throw new PrintFileError('photoMissing', `image ${imageId} is gone`);
  return row;
}

/**
 * The original bytes a design refers to: a customer's upload by its id, a template by
 * `template:<id>` (rasterized once from its artwork). Never the editor's proxy.
 */
export function originalLoader(services: ImageServices): LoadOriginal {
  return async (imageId) => {
    const row = await designImageRow(services.db, imageId);
    if (row.kind === 'template') await ensureTemplateOriginal(services, row);
    const stored = await services.storage.get(originalKey(row.id));
    if (!stored) throw new PrintFileError('photoMissing', `image ${imageId} has no original in storage`);
    return buffer(stored.body);
  };
}
