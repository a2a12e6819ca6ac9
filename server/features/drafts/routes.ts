import type { FastifyInstance } from 'fastify';
import { postDraft, postHandover, postHandoverClaim } from '../../../shared/api/drafts';
import { HttpError } from '../../http/http-error';
import { route } from '../../http/route';
import { serverIntl } from '../../i18n/server-intl';
import { ensureBasketId } from '../basket/basket-session';
import { claimBasketImages } from '../images/image-owner';
import { createDraft, findDraftBasketId } from './drafts';
import { claimHandover, createHandover } from './handover';

/** The partner widget's drafts and the shop's claim of a handed-over draft. */
export default async function draftRoutes(app: FastifyInstance) {
  route(app, postDraft, async () => ({ token: await createDraft(app.db) }));

  route(app, postHandover, async ({ request }) => {
    const draftId = await findDraftBasketId(app.db, request);
    if (draftId === null) throw new HttpError('not_found');
    const { code, expiresAt } = await createHandover(app.db, draftId, app.now());
    return { code, expiresAt: expiresAt.toISOString() };
  });

  route(app, postHandoverClaim, async ({ body, request, reply }) => {
    const result = await claimHandover(app.db, body.code, () => ensureBasketId(app.db, request, reply), app.now());
    if (result.kind === 'unknown') throw new HttpError('not_found', serverIntl(request.locale).formatMessage({ id: 'drafts.claim.unknown' }));
    // A used or expired code: 410 'gone' (the link worked once), unlike an unknown one.
    if (result.kind === 'gone') throw new HttpError('gone', serverIntl(request.locale).formatMessage({ id: 'drafts.claim.gone' }));
    // A logged-in customer owns what they claim, as at login (see image-owner).
    if (typeof request.customerId === 'number') await claimBasketImages(app.db, await ensureBasketId(app.db, request, reply), request.customerId);
    return { count: result.count, moved: result.moved };
  });
}
