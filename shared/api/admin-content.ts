import { z } from 'zod/mini';
import { ContentBlock, LinkType } from './cms';
import { endpointsTagged } from './endpoint';
import { singleLineText } from './text';
import { rowId, rowIdValue } from './id-params';
import { editedVersion, latestSave, versionNumber, VersionSave } from './versions';
import * as routes from './routes/admin-content';

const endpoint = endpointsTagged('admin');

/*
 * Content in the back office: CMS pages and both navigation lists. A page has the version the
 * shop shows (published) and staff's working copy; saving changes the working copy, publishing
 * makes it what the shop shows. The owner and the office edit content; production does not.
 * The wire schemas judge the shape; the content rules (texts in every language, slug format,
 * links that lead somewhere) are shared/domain/content's, answered as 422 per field path.
 */

const perLanguage = <T extends z.ZodMiniType>(value: T) => z.strictObject({ de: value, fr: value, it: value, en: value });

export const PageContent = z.strictObject({
  /** Path per language without the language prefix ('inspiration/wohnzimmer'); '' only for the home page. */
  slugs: perLanguage(singleLineText().check(z.maxLength(200))),
  titles: perLanguage(singleLineText().check(z.maxLength(200))),
  descriptions: perLanguage(singleLineText().check(z.maxLength(1000))),
  blocks: perLanguage(z.array(ContentBlock).check(z.maxLength(200))),
});
export type PageContent = z.infer<typeof PageContent>;

export const PageIdParams = z.strictObject({ pageId: rowId() });

export const AdminPageRow = z.object({
  id: z.number().check(z.int()),
  /** In the request's language, from the working copy. */
  title: z.string(),
  slugs: perLanguage(z.string()),
  /** The shop shows the published version. */
  published: z.boolean(),
  /** The working copy differs from what the shop shows. */
  changedSincePublished: z.boolean(),
  /** The working copy's latest save. */
  ...latestSave(),
});
export type AdminPageRow = z.infer<typeof AdminPageRow>;

export const getAdminPagesSchemas = { response: z.object({ pages: z.array(AdminPageRow) }) };
export const getAdminPages = endpoint(routes.getAdminPages, getAdminPagesSchemas, {
  summary: 'The content pages with their slugs, whether the shop shows them, and who saved them last.',
});

export const AdminPage = z.object({
  id: z.number().check(z.int()),
  /** The working copy's version: send it back with the edit (optimistic concurrency). */
  version: versionNumber(),
  content: PageContent,
  published: z.boolean(),
  /** The version the shop shows (or last showed); null when the page was never published. */
  publishedVersion: z.nullable(versionNumber()),
  publishedAt: z.nullable(z.iso.datetime()),
  publishedBy: z.nullable(z.string()),
  /** The addresses the shop shows the page at: the published version's slugs, not the working copy's. */
  publishedSlugs: perLanguage(z.string()),
  /** The shop itself links to the page (home, imprint, privacy, terms): it cannot be deleted. */
  required: z.boolean(),
  /** Every save, newest first. */
  history: z.array(VersionSave),
});
export type AdminPage = z.infer<typeof AdminPage>;

export const getAdminPageSchemas = { params: PageIdParams, response: AdminPage };
export const getAdminPage = endpoint(routes.getAdminPage, getAdminPageSchemas, {
  summary: "A page's working copy in all four languages, whether and which version the shop shows, and who saved it when.",
});

export const CreatePageBody = z.strictObject({ content: PageContent });
export type CreatePageBody = z.infer<typeof CreatePageBody>;

export const postAdminPageSchemas = { body: CreatePageBody, response: AdminPage };
export const postAdminPage = endpoint(routes.postAdminPage, postAdminPageSchemas, {
  summary:
    'Creates a page, unpublished (the shop shows it once it is published). Its slug in each language must be free: no other page or product has it, and it is none of the shop’s fixed routes (422 per field path).',
  errors: [422],
});

export const SavePageBody = z.strictObject({
  version: editedVersion(),
  content: PageContent,
});
export type SavePageBody = z.infer<typeof SavePageBody>;

export const putAdminPageSchemas = { params: PageIdParams, body: SavePageBody, response: AdminPage };
export const putAdminPage = endpoint(routes.putAdminPage, putAdminPageSchemas, {
  summary:
    "Saves the page's working copy as its next version (422 with a message per field path, e.g. `titles.fr`, `blocks.de.2.productId`; 409 when someone saved since `version`). The shop keeps showing the published version until the page is published again.",
  errors: [409, 422],
});

export const PublishPageBody = z.strictObject({
  /** true: the shop shows the working copy at `version`; false: the shop answers 404 for the page. */
  published: z.boolean(),
  /** The working copy's version the staff member saw. */
  version: editedVersion(),
});
export type PublishPageBody = z.infer<typeof PublishPageBody>;

export const putAdminPagePublicationSchemas = { params: PageIdParams, body: PublishPageBody, response: AdminPage };
export const putAdminPagePublication = endpoint(routes.putAdminPagePublication, putAdminPagePublicationSchemas, {
  summary:
    'Publishes the working copy (the shop shows it at once, in its navigation and sitemap too) or takes the page off the shop (its address answers 404). 409 when the working copy changed since `version`.',
  errors: [409, 422],
});

export const deleteAdminPageSchemas = { params: PageIdParams, response: z.strictObject({ id: z.number().check(z.int()), deleted: z.literal(true) }) };
export const deleteAdminPage = endpoint(routes.deleteAdminPage, deleteAdminPageSchemas, {
  summary:
    'Deletes a page with all its versions (recorded in the audit log); the shop answers 404 at its address at once. 409 with a message naming the places when the navigation links to the page (take those entries out first), or when the shop itself links to it (home, imprint, privacy, terms).',
  errors: [409],
});

/** Three levels: an item of the top level, its sub-items, theirs. */
export const NAVIGATION_DEPTH = 3;

const navigationItemFields = {
  type: z.enum(['item', 'title']),
  linkType: LinkType,
  /** linkType website: the page. */
  pageId: z.nullable(rowIdValue()),
  /** linkType product. */
  productId: z.nullable(singleLineText().check(z.maxLength(100))),
  /** linkType externalWebsite: an http(s) address. */
  externalUrl: z.nullable(singleLineText().check(z.maxLength(2000))),
  /** linkType website: a section of the page (a heading's anchor). */
  hash: z.nullable(singleLineText().check(z.maxLength(100))),
  texts: perLanguage(singleLineText().check(z.maxLength(100))),
};

/*
 * Three levels spelled out rather than one recursive schema: the depth is part of the shape, and
 * the OpenAPI document shows it.
 */
const EditableNavigationLeaf = z.strictObject(navigationItemFields);
const EditableNavigationBranch = z.strictObject({ ...navigationItemFields, children: z.array(EditableNavigationLeaf).check(z.maxLength(100)) });
export const EditableNavigationItem = z.strictObject({ ...navigationItemFields, children: z.array(EditableNavigationBranch).check(z.maxLength(100)) });
export type EditableNavigationItem = z.infer<typeof EditableNavigationItem>;
/** An item at any level (a leaf has no children). */
export type EditableNavigationNode = Omit<EditableNavigationItem, 'children'> & { children?: EditableNavigationNode[] };

/** A new item: it links nowhere until staff choose what it opens. */
export const unlinkedItem = (texts: EditableNavigationItem['texts']): Omit<EditableNavigationItem, 'children'> => ({
  type: 'item',
  linkType: 'noLink',
  pageId: null,
  productId: null,
  externalUrl: null,
  hash: null,
  texts,
});

export const EditableNavigation = z.strictObject({
  main: z.array(EditableNavigationItem).check(z.maxLength(100)),
  header: z.array(EditableNavigationItem).check(z.maxLength(100)),
});
export type EditableNavigation = z.infer<typeof EditableNavigation>;

export const AdminNavigation = z.object({
  /** Fingerprint of the saved navigation: send it back with the edit (409 when it changed since). */
  revision: z.string(),
  navigation: EditableNavigation,
  /** The pages a website link may point to, titled in the request's language. */
  pages: z.array(z.object({ id: z.number().check(z.int()), title: z.string(), published: z.boolean() })),
  /** The products a product link may point to, named in the request's language. */
  products: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AdminNavigation = z.infer<typeof AdminNavigation>;

export const getAdminNavigationSchemas = { response: AdminNavigation };
export const getAdminNavigation = endpoint(routes.getAdminNavigation, getAdminNavigationSchemas, {
  summary: 'Both navigation lists as staff edit them (labels in all four languages, links by page and product), with the pages and products to link to.',
});

export const SaveNavigationBody = z.strictObject({ revision: z.string().check(z.maxLength(100)), navigation: EditableNavigation });
export type SaveNavigationBody = z.infer<typeof SaveNavigationBody>;

export const putAdminNavigationSchemas = { body: SaveNavigationBody, response: AdminNavigation };
export const putAdminNavigation = endpoint(routes.putAdminNavigation, putAdminNavigationSchemas, {
  summary:
    'Replaces both navigation lists at once (three levels at most). Each link must lead somewhere: a website link names an existing page, a product link an existing product, an external link an http(s) address (422 per field path, e.g. `main.0.children.1.pageId`). 409 when someone saved since `revision`. The shop shows the new navigation at once.',
  errors: [409, 422],
});
