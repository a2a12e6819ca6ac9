import { z } from 'zod/mini';
import { Product } from '../domain/product/product-schema';
import { endpointsTagged } from './endpoint';
import * as routes from './routes/config';

const endpoint = endpointsTagged('config');

export const ProductSummary = z.object({
  id: z.string(),
  name: z.string(),
  summary: z.string(),
  /** The product page in the current language, e.g. '/de/leinwand'. */
  url: z.string(),
  /** Lowest unit price of the catalogue sizes in CHF (default options, quantity 1), for "from CHF ..." labels. */
  fromPrice: z.nullable(z.number().check(z.nonnegative())),
});
export type ProductSummary = z.infer<typeof ProductSummary>;

export const getProductsSchemas = { response: z.array(ProductSummary) };
export const getProducts = endpoint(routes.getProducts, getProductsSchemas, {
  summary: "The products the configurator's start page offers, in catalogue order.",
});

export const ProductIdParams = z.strictObject({
  productId: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[a-z0-9-]+$/)),
});

export const getProductSchemas = { params: ProductIdParams, query: z.strictObject({ embedded: z.optional(z.enum(['true', 'false'])) }), response: Product };
export const getProduct = endpoint(routes.getProduct, getProductSchemas, {
  summary:
    'One product with attributes, default configuration, print areas, limitations, resources, pricing and shipping options, texts in the request language. embedded=true marks a request from a partner embed (same product; answered to partner origins).',
});

export const Template = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  /** Pixel size of the template image. */
  width: z.number().check(z.int(), z.positive()),
  height: z.number().check(z.int(), z.positive()),
  /** Signed URL of the editor proxy (at most 2048 px); thumbnailUrl: 400 px. Both answer the browser's best format. */
  url: z.string(),
  thumbnailUrl: z.string(),
  /** The artwork's image id (GET /api/images/{imageId}), kept by a design as specs.orig. */
  imageId: z.optional(z.string()),
});
export type Template = z.infer<typeof Template>;

export const getTemplatesSchemas = { response: z.array(Template) };
export const getTemplates = endpoint(routes.getTemplates, getTemplatesSchemas, { summary: 'Template images a visitor can design with instead of an upload.' });
