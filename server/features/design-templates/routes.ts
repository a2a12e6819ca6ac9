import type { FastifyInstance } from 'fastify';
import { getAdminDesignTemplate, getAdminDesignTemplates, putAdminDesignTemplate } from '../../../shared/api/admin-design-templates';
import { getDesignTemplates } from '../../../shared/api/design-templates';
import { route } from '../../http/route';
import { staffOf } from '../../http/require-staff';
import { listDesignTemplates } from './design-templates';
import { listTemplatesForEditing, saveTemplate, templateForEditing } from './template-editing';

export default async function designTemplateRoutes(app: FastifyInstance) {
  // Every language in one answer: the widget applies a template in the shopper's.
  route(app, getDesignTemplates, async () => listDesignTemplates(app.db), { catalogueKey: () => '' });

  route(app, getAdminDesignTemplates, async ({ request }) => ({ templates: await listTemplatesForEditing(app.db, request.locale) }));

  route(app, getAdminDesignTemplate, async ({ params }) => templateForEditing(app.db, params.templateId));

  route(app, putAdminDesignTemplate, async ({ params, body, request }) =>
    saveTemplate({ db: app.db, now: app.now(), locale: request.locale }, staffOf(request), params.templateId, body),
  );
}
