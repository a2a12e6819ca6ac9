import type { FastifyInstance } from 'fastify';
import { getAdminSettings, putAdminSettings } from '../../../shared/api/admin-settings';
import { route } from '../../http/route';
import { staffOf } from '../../http/require-staff';
import { saveShopSettings, shopSettingsForEditing } from './shop-settings';

export default async function shopSettingsRoutes(app: FastifyInstance) {
  route(app, getAdminSettings, async () => shopSettingsForEditing(app.db));
  route(app, putAdminSettings, async ({ body, request }) => saveShopSettings({ db: app.db, now: app.now(), locale: request.locale }, staffOf(request), body));
}
