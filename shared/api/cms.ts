import { z } from 'zod/mini';
import { LEGAL_PAGE_KEYS } from '../domain/content/legal-pages';
import { Locale } from './locale';
import { endpointsTagged } from './endpoint';
import { singleLineText } from './text';
import * as routes from './routes/cms';

const endpoint = endpointsTagged('cms');

export const linkTypes = ['website', 'product', 'externalWebsite', 'basket', 'customerSelfcare', 'contact', 'noLink'] as const;
export const LinkType = z.enum(linkTypes);
export type LinkType = z.infer<typeof LinkType>;

export type NavigationItem = {
  id: number;
  type: 'item' | 'title';
  linkType: LinkType;
  /** Absolute path in the current language (website, product, basket, customerSelfcare) or an external URL. */
  url: string | null;
  hash: string | null;
  text: string;
  /** linkType product: the product, so a menu can show its picture. */
  productId?: string;
  subItems: NavigationItem[];
};
export const NavigationItem: z.ZodMiniType<NavigationItem> = z
  .lazy(
    () =>
      z.object({
        id: z.number().check(z.int()),
        type: z.enum(['item', 'title']),
        linkType: LinkType,
        url: z.nullable(z.string()),
        hash: z.nullable(z.string()),
        text: z.string(),
        productId: z.optional(z.string()),
        subItems: z.array(NavigationItem),
      }),
    // A recursive schema becomes a named component of the OpenAPI document that refers to itself;
    // without an id the generator points at an unnamed 'schema0' that is never written.
  )
  .register(z.globalRegistry, { id: 'NavigationItem' });

/** Left items are `main`, right (header) items are `header`. */
export const Navigations = z.object({ main: z.array(NavigationItem), header: z.array(NavigationItem) });
export type Navigations = z.infer<typeof Navigations>;

export const getNavigationsSchemas = { query: z.strictObject({ language: z._default(Locale, 'de') }), response: Navigations };
export const getNavigations = endpoint(routes.getNavigations, getNavigationsSchemas, {
  summary: 'Both navigation lists of the shop in the given language, sub-menus nested up to three levels.',
});

export const ContentBlock = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('heading'),
    text: z.string(),
    /** Anchor a navigation hash points to. */ id: z.optional(z.string().check(z.regex(/^[a-z0-9-]+$/))),
  }),
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('list'), items: z.array(z.string()) }),
  z.object({ type: z.literal('products'), productIds: z.array(z.string()) }),
  z.object({ type: z.literal('priceList'), productId: z.string() }),
]);
export type ContentBlock = z.infer<typeof ContentBlock>;

const Alternates = z.record(Locale, z.string());

export const CmsPage = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('content'),
    id: z.number().check(z.int()),
    title: z.string(),
    description: z.string(),
    blocks: z.array(ContentBlock),
    /** This page's path in every language. */
    alternates: Alternates,
  }),
  z.object({
    kind: z.literal('product'),
    productId: z.string(),
    title: z.string(),
    description: z.string(),
    /** Lowest and highest price of the price list in CHF (shared/domain's priceRange); null when nothing can be ordered. */
    priceRange: z.nullable(z.object({ low: z.number().check(z.nonnegative()), high: z.number().check(z.nonnegative()) })),
    alternates: Alternates,
  }),
]);
export type CmsPage = z.infer<typeof CmsPage>;

export const getCmsPageSchemas = {
  query: z.strictObject({
    lang: Locale,
    path: singleLineText().check(z.maxLength(512)),
  }),
  response: CmsPage,
};
export const getCmsPage = endpoint(routes.getCmsPage, getCmsPageSchemas, {
  summary:
    'The content of the catch-all route: a content page or a product page found by its localized path (without the language prefix; empty for the home page). 404 when no page has that path.',
  errors: [404],
});

/** Pages the shop itself links to, named by their key rather than their per-language slug. */
export const LinkedPageKey = z.enum(LEGAL_PAGE_KEYS);

export const getPagePathSchemas = { query: z.strictObject({ lang: Locale, key: LinkedPageKey }), response: z.object({ path: z.string() }) };
export const getPagePath = endpoint(routes.getPagePath, getPagePathSchemas, {
  summary:
    "The shop path of a content page by its key (terms, privacy, imprint) in a language, e.g. the terms the checkout's check step links to; follows the page's slug in that language. 404 when the CMS has no such page.",
  errors: [404],
});
