import type { Locale } from './locales';
import { adminFeatures, configuratorFeatures } from './messages/index';
import { priceListMessages } from './messages/price-list';
import { productPictureMessages } from './messages/product-pictures';
import { shellContactMessages } from './messages/shell-contact';
import { shellFooterMessages } from './messages/shell-footer';
import { shellNavigationMessages } from './messages/shell-navigation';
import { shellPagesMessages } from './messages/shell-pages';
import { shellSeoMessages } from './messages/shell-seo';
import { shopMessages } from './messages/shop';

/**
 * The parts the front ends load their texts in, defined once for both builds (vite.shell.config.ts,
 * vite.widget.config.ts), so a text is in the part of every screen that words it and in no other:
 * - first: what a public page's first paint words (header, footer, content, product and error pages,
 *   the contact overlay, the product pictures' alt texts), loaded with the page;
 * - later: the rest of the shop (account, checkout, self-care), loaded with the chunks that show it;
 * - admin: the back office, loaded by its chunk only (never on a shopper's page);
 * - configurator: the widget's configurator, its own texts and the shop's it reuses (orientation,
 *   step names): the widget's per-language files and the shell's configurator chunk;
 * - design: the design step's own (its tools, the collage layouts' names, the previews), loaded with
 *   its chunk (widget/configurator/step-slots.tsx), so the first step does not carry them.
 */
export type TextPart = 'first' | 'later' | 'admin' | 'configurator' | 'design';

/** The text files a build emitted (vite.texts.ts): each part's file of each language, relative to the build's folder. */
export type TextFiles = Partial<Record<TextPart, Partial<Record<Locale, string>>>>;

type Feature = { de: object };
const idsOf = (features: readonly Feature[]) => new Set(features.flatMap((feature) => Object.keys(feature.de)));

/** Worded by the configurator only: none of the shop's parts carries them. */
const configuratorOnly = idsOf(configuratorFeatures);
const configuratorPrefixes = ['configurator.', 'design.', 'images.', 'orientation.', 'preview.', 'template'];
const firstPaint = idsOf([
  shopMessages,
  priceListMessages,
  productPictureMessages,
  shellNavigationMessages,
  shellPagesMessages,
  shellFooterMessages,
  shellSeoMessages,
  shellContactMessages,
]);
const admin = idsOf(adminFeatures);
const designPrefixes = ['design.', 'preview.'];
/** The design step's texts that another step words too (the basket step's "choose a picture first"). */
const designWordedElsewhere = new Set(['design.noImage']);
const inDesign = (id: string) => designPrefixes.some((prefix) => id.startsWith(prefix)) && !designWordedElsewhere.has(id);

function inPart(id: string, part: TextPart): boolean {
  if (part === 'design') return inDesign(id);
  if (part === 'configurator') return !inDesign(id) && configuratorPrefixes.some((prefix) => id.startsWith(prefix));
  if (configuratorOnly.has(id)) return false;
  if (admin.has(id)) return part === 'admin';
  return part === (firstPaint.has(id) ? 'first' : 'later');
}

/** The texts of one part (a language's catalogue, compiled or not, filtered by id). */
export function textsOfPart<T>(texts: Record<string, T>, part: TextPart): Record<string, T> {
  return Object.fromEntries(Object.entries(texts).filter(([id]) => inPart(id, part)));
}

/** The shop's texts, every part but the configurator's: what the server's render and the dev server load at once. */
export function shopTexts<T>(texts: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(texts).filter(([id]) => !configuratorOnly.has(id)));
}
