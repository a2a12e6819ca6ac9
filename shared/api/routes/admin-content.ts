import type {
  deleteAdminPageSchemas,
  getAdminNavigationSchemas,
  getAdminPageSchemas,
  getAdminPagesSchemas,
  postAdminPageSchemas,
  putAdminNavigationSchemas,
  putAdminPagePublicationSchemas,
  putAdminPageSchemas,
} from '../admin-content';
import { officeStaff } from '../../domain/staff/roles';
import type { Route } from '../route';

export const getAdminPages: Route<typeof getAdminPagesSchemas> = {
  method: 'GET',
  path: '/api/admin/content/pages',
  summary: 'The content pages with their slugs, whether the shop shows them, and who saved them last.',
  tags: ['admin'],
  errors: [401, 403],
  staff: officeStaff,
};

export const getAdminPage: Route<typeof getAdminPageSchemas> = {
  method: 'GET',
  path: '/api/admin/content/pages/:pageId',
  summary: "A page's working copy in all four languages, whether and which version the shop shows, and who saved it when.",
  tags: ['admin'],
  errors: [401, 403, 404],
  staff: officeStaff,
};

export const postAdminPage: Route<typeof postAdminPageSchemas> = {
  method: 'POST',
  path: '/api/admin/content/pages',
  summary:
    'Creates a page, unpublished (the shop shows it once it is published). Its slug in each language must be free: no other page or product has it, and it is none of the shop’s fixed routes (422 per field path).',
  tags: ['admin'],
  errors: [401, 403, 422],
  staff: officeStaff,
};

export const putAdminPage: Route<typeof putAdminPageSchemas> = {
  method: 'PUT',
  path: '/api/admin/content/pages/:pageId',
  summary:
    "Saves the page's working copy as its next version (422 with a message per field path, e.g. `titles.fr`, `blocks.de.2.productId`; 409 when someone saved since `version`). The shop keeps showing the published version until the page is published again.",
  tags: ['admin'],
  errors: [401, 403, 404, 409, 422],
  staff: officeStaff,
};

export const putAdminPagePublication: Route<typeof putAdminPagePublicationSchemas> = {
  method: 'PUT',
  path: '/api/admin/content/pages/:pageId/publication',
  summary:
    'Publishes the working copy (the shop shows it at once, in its navigation and sitemap too) or takes the page off the shop (its address answers 404). 409 when the working copy changed since `version`.',
  tags: ['admin'],
  errors: [401, 403, 404, 409, 422],
  staff: officeStaff,
};

export const deleteAdminPage: Route<typeof deleteAdminPageSchemas> = {
  method: 'DELETE',
  path: '/api/admin/content/pages/:pageId',
  summary:
    'Deletes a page with all its versions (recorded in the audit log); the shop answers 404 at its address at once. 409 with a message naming the places when the navigation links to the page (take those entries out first), or when the shop itself links to it (home, imprint, privacy, terms).',
  tags: ['admin'],
  errors: [401, 403, 404, 409],
  staff: officeStaff,
};

export const getAdminNavigation: Route<typeof getAdminNavigationSchemas> = {
  method: 'GET',
  path: '/api/admin/content/navigation',
  summary: 'Both navigation lists as staff edit them (labels in all four languages, links by page and product), with the pages and products to link to.',
  tags: ['admin'],
  errors: [401, 403],
  staff: officeStaff,
};

export const putAdminNavigation: Route<typeof putAdminNavigationSchemas> = {
  method: 'PUT',
  path: '/api/admin/content/navigation',
  summary:
    'Replaces both navigation lists at once (three levels at most). Each link must lead somewhere: a website link names an existing page, a product link an existing product, an external link an http(s) address (422 per field path, e.g. `main.0.children.1.pageId`). 409 when someone saved since `revision`. The shop shows the new navigation at once.',
  tags: ['admin'],
  errors: [401, 403, 409, 422],
  staff: officeStaff,
};
