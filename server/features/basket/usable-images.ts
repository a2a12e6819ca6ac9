import { and, inArray } from 'drizzle-orm';
import { images } from '../../db/schema';
import { currentOwner, ownedBy } from './image-owner';
import type { VisitorScope } from './basket-session';

/** How a design names a template's artwork (image selection's ChosenImage ids). */
const TEMPLATE_PREFIX = 'template:';

/** The image row of a design's image id, as far as the thumbnail of it needs. */
export interface UsableImage {
  /** The images row (a template's artwork is `template-<id>`). */
  rowId: string;
  name: string;
}

/**
 * Of the image ids a design names, those it may use, by id: seeded templates and the visitor's (or
 * customer's) own uploads, never another visitor's.
 */
export async function usableImages(scope: VisitorScope, ids: readonly string[]): Promise<Map<string, UsableImage>> {
  const unique = [...new Set(ids)];
  const usable = new Map<string, UsableImage>();
  const templateIds = unique.filter((id) => id.startsWith(TEMPLATE_PREFIX)).map((id) => id.slice(TEMPLATE_PREFIX.length));
  const uploadIds = unique.filter((id) => !id.startsWith(TEMPLATE_PREFIX));
  if (templateIds.length) {
    const rows = await scope.db
      .select({ id: images.id, templateId: images.templateId, name: images.name })
      .from(images)
      .where(inArray(images.templateId, templateIds));
    for (const row of rows) usable.set(`${TEMPLATE_PREFIX}${row.templateId}`, { rowId: row.id, name: row.name });
  }
  const owner = uploadIds.length ? await currentOwner(scope) : null;
  if (owner) {
    const rows = await scope.db
      .select({ id: images.id, name: images.name })
      .from(images)
      .where(and(inArray(images.id, uploadIds), ownedBy(owner)));
    for (const row of rows) usable.set(row.id, { rowId: row.id, name: row.name });
  }
  return usable;
}

/** Whether a design may use all of these images. */
export async function imagesUsable(scope: VisitorScope, ids: readonly string[]): Promise<boolean> {
  const usable = await usableImages(scope, ids);
  return ids.every((id) => usable.has(id));
}
