import type { FastifyInstance } from 'fastify';
import { getAdminMailText, getAdminMailTexts, postMailTextPreview, putAdminMailText } from '../../../shared/api/admin-mail-texts';
import type { Config } from '../../config/config';
import { route } from '../../http/route';
import { staffOf } from '../../http/require-staff';
import { previewMailText } from './mail-preview';
import { mailTextForEditing, mailTextList, saveMailText } from './mail-texts';

export default async function mailTextRoutes(app: FastifyInstance, { config }: { config: Config }) {
  route(app, getAdminMailTexts, async () => ({ mails: await mailTextList(app.db) }));
  route(app, getAdminMailText, async ({ params }) => mailTextForEditing(app.db, params.mail));
  route(app, putAdminMailText, async ({ params, body, request }) =>
    saveMailText({ db: app.db, now: app.now(), locale: request.locale }, staffOf(request), params.mail, body),
  );
  route(app, postMailTextPreview, async ({ params, body, request }) =>
    previewMailText({ db: app.db, now: app.now(), locale: request.locale, company: config.company, publicUrl: config.PUBLIC_URL }, params.mail, body),
  );
}
