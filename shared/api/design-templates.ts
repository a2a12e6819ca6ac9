import { z } from 'zod/mini';
import { collageLayouts } from '../domain/design/collage';
import { orientations } from '../domain/product/orientations';
import { fontIds, fontWeights } from '../domain/text/font-catalogue';
import { textAligns } from '../domain/text/text-item';
import type { CollageLayout } from '../domain/design/collage';
import { endpointsTagged } from './endpoint';
import * as routes from './routes/design-templates';

const endpoint = endpointsTagged('config');

const texts = z.object({ de: z.string(), fr: z.string(), it: z.string(), en: z.string() });
const fraction = () => z.number().check(z.gte(0), z.lte(1));

/** A design template as the design step applies it (shared/domain/template/design-template.ts); its texts in all four languages. */
export const DesignTemplateView = z.object({
  id: z.string(),
  orientation: z.enum(orientations),
  /** A collage layout's id; null: one photo over the whole area. */
  layout: z.nullable(z.enum(Object.keys(collageLayouts) as [CollageLayout, ...CollageLayout[]])),
  style: z.object({ gap: z.number().check(z.nonnegative()), background: z.string() }),
  names: texts,
  slots: z.array(
    z.object({
      /** The anchor, as fractions of the visible front. */
      x: fraction(),
      y: fraction(),
      /** The width the longest line may take, as a fraction of the front's width. */
      width: fraction(),
      /** The font size, as a fraction of the front's shorter side. */
      size: fraction(),
      font: z.enum(fontIds),
      weight: z.enum(fontWeights),
      colour: z.string(),
      align: z.enum(textAligns),
      texts,
    }),
  ),
});
export type DesignTemplateView = z.infer<typeof DesignTemplateView>;

export const getDesignTemplatesSchemas = { response: z.array(DesignTemplateView) };
export const getDesignTemplates = endpoint(routes.getDesignTemplates, getDesignTemplatesSchemas, {
  summary:
    "The design templates the design step offers, in catalogue order: a collage layout with text slots, for one orientation of sizes, with names and default texts in every language (the widget picks the shopper's).",
});
