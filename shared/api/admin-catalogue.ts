import { z } from 'zod/mini';
import { ProductIdParams } from './config';
import { endpointsTagged } from './endpoint';
import { editedVersion, latestSave, versionNumber, VersionSave } from './versions';
import * as routes from './routes/admin-catalogue';

const endpoint = endpointsTagged('admin');

/*
 * The catalogue in the back office: staff read a product's definition with its texts in all four
 * languages, save a new version of it, and read every earlier version with what it changed. The
 * owner and the office edit prices and texts; production does not.
 */

/**
 * A product's definition as stored: the product model of shared/domain with every text as
 * { de, fr, it, en }. Open on the wire; the server judges it with definitionIssues
 * (shared/domain/product/product-definition.ts), the same function the editor runs as staff type.
 */
export const EditableDefinition = z.record(z.string(), z.unknown());
export type EditableDefinition = z.infer<typeof EditableDefinition>;

export const CatalogueProductRow = z.object({
  id: z.string(),
  /** In the request's language. */
  name: z.string(),
  active: z.boolean(),
  ...latestSave(),
});
export type CatalogueProductRow = z.infer<typeof CatalogueProductRow>;

export const getAdminProductsSchemas = { response: z.object({ products: z.array(CatalogueProductRow) }) };
export const getAdminProducts = endpoint(routes.getAdminProducts, getAdminProductsSchemas, {
  summary: 'The products of the catalogue in catalogue order, with their current version and who saved it.',
});

export const AdminProduct = z.object({
  id: z.string(),
  active: z.boolean(),
  /** The current version: send it back with the edit (optimistic concurrency). */
  version: versionNumber(),
  definition: EditableDefinition,
  /** Every version, newest first. */
  versions: z.array(VersionSave),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

export const getAdminProductSchemas = { params: ProductIdParams, response: AdminProduct };
export const getAdminProduct = endpoint(routes.getAdminProduct, getAdminProductSchemas, {
  summary: "A product's current definition with its texts in all four languages, and its version history.",
});

export const SaveProductBody = z.strictObject({
  version: editedVersion(),
  definition: EditableDefinition,
});
export type SaveProductBody = z.infer<typeof SaveProductBody>;

export const putAdminProductSchemas = { params: ProductIdParams, body: SaveProductBody, response: AdminProduct };
export const putAdminProduct = endpoint(routes.putAdminProduct, putAdminProductSchemas, {
  summary:
    "Saves the definition as the product's next version: judged in every language by the product schema and the catalogue's rules (422 with a message per field path, e.g. `pricing.baseCosts`, `name.fr`), refused with 409 when someone saved another version since `version`. The shop answers with the new version at once (the catalogue cache is invalidated); basket items keep the version they were checked with until the basket checks them again. Saving an unchanged definition makes no new version.",
  errors: [409, 422],
});

export const ProductVersionParams = z.strictObject({
  productId: ProductIdParams.shape.productId,
  version: z.coerce.number().check(z.int(), z.positive(), z.lte(1_000_000)),
});

export const DefinitionChangeView = z.object({
  /** Path in the definition; list indexes are those of this version (of the earlier one for what was removed). */
  path: z.array(z.union([z.string(), z.number().check(z.int())])),
  /** Absent: added in this version. */
  before: z.unknown(),
  /** Absent: removed in this version. */
  after: z.unknown(),
});
export type DefinitionChangeView = z.infer<typeof DefinitionChangeView>;

export const ProductVersionView = z.extend(VersionSave, {
  productId: z.string(),
  definition: EditableDefinition,
  /** The definition before this version (null for the first), for reading the change in context. */
  previousDefinition: z.nullable(EditableDefinition),
  /** What this version changed against the one before (empty for the first). */
  changes: z.array(DefinitionChangeView),
});
export type ProductVersionView = z.infer<typeof ProductVersionView>;

export const getAdminProductVersionSchemas = { params: ProductVersionParams, response: ProductVersionView };
export const getAdminProductVersion = endpoint(routes.getAdminProductVersion, getAdminProductVersionSchemas, {
  summary: 'One version of a product: who saved it and when, its definition, and what it changed against the version before (before and after per field).',
});
