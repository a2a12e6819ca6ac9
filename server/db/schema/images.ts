import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { ImageFocus } from '../../../shared/domain/design/design-types';
import { createdAt } from './columns';
import { baskets } from './basket';
import { templates } from './catalogue';
import { customers } from './selfcare';

/**
 * An image a design can use: a visitor's upload (owned by the customer, or by the basket session
 * of an anonymous visitor) or a template's artwork. The original's bytes live in object storage
 * under `<id>/original`, renditions under `<id>/r/...`; this row holds the facts read from it.
 */
export const images = pgTable(
  'images',
  {
    /** Random, URL-safe; also the storage prefix. */
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['upload', 'template'] }).notNull(),
    /** Owner of an anonymous upload; set null when a basket is purged (the row is then an orphan to collect). */
    basketId: integer('basket_id').references(() => baskets.id, { onDelete: 'set null' }),
    /** Owner of a customer's upload. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    templateId: text('template_id').references(() => templates.id, { onDelete: 'cascade' }),
    format: text('format', { enum: ['jpeg', 'png', 'webp', 'tiff', 'heif'] }).notNull(),
    /** Upright pixel size (EXIF orientation applied). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** EXIF orientation of the original (1-8), applied to every rendition. */
    orientation: integer('orientation').notNull().default(1),
    /** Dots per inch recorded in the file, when it records one. */
    density: integer('density'),
    /** Colour space of the original as libvips names it (srgb, cmyk, b-w, ...); previews are always sRGB. */
    space: text('space'),
    /** Bytes of the original; null for a template artwork until it is rasterized. */
    fileSize: integer('file_size'),
    /** The uploaded file name, cleaned, for lists and download names. */
    name: text('name').notNull(),
    /** Faces and focus box in the original's pixels (image-focus.ts); null for templates, photos uploaded before, or when detection failed. */
    focus: jsonb('focus').$type<ImageFocus>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('images_customer').on(t.customerId, t.createdAt),
    index('images_basket').on(t.basketId, t.createdAt),
    index('images_template').on(t.templateId),
    // The clean-up job's candidates: anonymous uploads by age (a customer's library is never swept).
    index('images_unclaimed')
      .on(t.createdAt)
      .where(sql`${t.customerId} IS NULL AND ${t.kind} = 'upload'`),
    check('images_size', sql`${t.width} > 0 AND ${t.height} > 0`),
    check('images_template_kind', sql`(${t.kind} = 'template') = (${t.templateId} IS NOT NULL)`),
  ],
);
