import { z } from 'zod/mini';
import { orientations } from '../domain/product/orientations';
import { EditableDefinition } from './admin-catalogue';
import { editedVersion, latestSave, versionNumber } from './versions';
import { endpointsTagged } from './endpoint';
import * as routes from './routes/admin-design-templates';

const endpoint = endpointsTagged('admin');

/*
 * The design templates in the back office, edited by those who edit products: a list, and one
 * template's definition (texts in all four languages) saved as its next version.
 */

export const DesignTemplateRow = z.object({
  id: z.string(),
  /** In the request's language. */
  name: z.string(),
  orientation: z.enum(orientations),
  active: z.boolean(),
  ...latestSave(),
});
export type DesignTemplateRow = z.infer<typeof DesignTemplateRow>;

export const getAdminDesignTemplatesSchemas = { response: z.object({ templates: z.array(DesignTemplateRow) }) };
export const getAdminDesignTemplates = endpoint(routes.getAdminDesignTemplates, getAdminDesignTemplatesSchemas, {
  summary: 'The design templates in catalogue order, with their current version and who saved it.',
});

export const DesignTemplateIdParams = z.strictObject({
  templateId: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[a-z0-9-]+$/)),
});

export const AdminDesignTemplate = z.object({
  id: z.string(),
  active: z.boolean(),
  /** The current version: send it back with the edit (optimistic concurrency). */
  version: versionNumber(),
  /** The template as shared/domain/template judges it, texts as { de, fr, it, en }. */
  definition: EditableDefinition,
});
export type AdminDesignTemplate = z.infer<typeof AdminDesignTemplate>;

export const getAdminDesignTemplateSchemas = { params: DesignTemplateIdParams, response: AdminDesignTemplate };
export const getAdminDesignTemplate = endpoint(routes.getAdminDesignTemplate, getAdminDesignTemplateSchemas, {
  summary: "A design template's definition with its texts in all four languages.",
});

export const SaveDesignTemplateBody = z.strictObject({
  version: editedVersion(),
  active: z.boolean(),
  definition: EditableDefinition,
});
export type SaveDesignTemplateBody = z.infer<typeof SaveDesignTemplateBody>;

export const putAdminDesignTemplateSchemas = { params: DesignTemplateIdParams, body: SaveDesignTemplateBody, response: AdminDesignTemplate };
export const putAdminDesignTemplate = endpoint(routes.putAdminDesignTemplate, putAdminDesignTemplateSchemas, {
  summary:
    'Saves the definition (and whether the shop offers the template) as its next version: judged by templateIssues (422 with a message per field path, e.g. `slots.0.size`, `names.fr`), refused with 409 when someone saved another version since `version`. The widget gets the new version at once (the catalogue cache is invalidated). Saving it unchanged makes no new version.',
  errors: [409, 422],
});
