import type { FastifyInstance } from 'fastify';
import { postDraft, postHandover, postHandoverClaim } from '../../../shared/api/partner-drafts';
import { withBasketCookie } from '../../http/basket-cookie';
import { serviceContext } from '../../http/context';
import { HttpError, notFound } from '../../http/http-error';
import { route } from '../../http/route';
import { serverIntl } from '../../i18n/server-intl';
import { ensureBasket } from '../basket/basket-session';
import { claimBasketImages } from '../basket/image-owner';
import { createPartnerDraft, findPartnerDraftBasketId } from './partner-drafts';
import { claimHandover, createHandover, requireDraftImages } from './handover';
import { touchDraft } from '../partners/basket-attribution';
import { setAttributionCookie } from '../partners/attribution-cookie';

/** The partner widget's drafts and the shop's claim of a handed-over draft. */
export default async function partnerDraftRoutes(app: FastifyInstance) {
  route(app, postDraft, async ({ body, request }) => {
    const { token, basketId } = await createPartnerDraft(app.db);
    await touchDraft(serviceContext(app, request), basketId, body?.touch);
    return { token };
  });

  route(app, postHandover, async ({ body, request }) => {
    const ctx = serviceContext(app, request);
    const draftId = await findPartnerDraftBasketId(ctx);
    if (draftId === null) throw notFound('draft');
    await requireDraftImages(ctx, draftId);
    await touchDraft(ctx, draftId, body?.touch);
    const { code, expiresAt } = await createHandover(app.db, draftId, app.now());
    return { code, expiresAt: expiresAt.toISOString() };
  });

  route(app, postHandoverClaim, async ({ body, request, reply }) => {
    const ctx = serviceContext(app, request);
    let basketToken: string | null = null;
    const target = async () => {
      const session = await ensureBasket(ctx);
      basketToken = session.basketToken;
      return session.basketId;
    };
    const result = await claimHandover(ctx.db, body.code, target, ctx.now);
    withBasketCookie(request, reply, { value: undefined, basketToken });
    if (result.kind === 'unknown') throw new HttpError('not_found', serverIntl(ctx.locale).formatMessage({ id: 'drafts.claim.unknown' }));
    // A used or expired code: 410 'gone' (the link worked once), unlike an unknown one.
    if (result.kind === 'gone') throw new HttpError('gone', serverIntl(ctx.locale).formatMessage({ id: 'drafts.claim.gone' }));
    // A logged-in customer owns what they claim, as at login (see image-owner).
    const { customerId } = ctx.visitor;
    if (customerId !== null) await claimBasketImages(ctx.db, (await ensureBasket(ctx)).basketId, customerId);
    // Set on the shop's own origin, so a shopper who comes back without the widget still counts for the partner.
    if (result.attributed) {
      const { partnerId, attribution } = result.attributed;
      const { firstTouch, lastTouch } = attribution;
      setAttributionCookie(request, reply, app.attributionKey, { partnerId, handedOverAt: ctx.now.toISOString(), firstTouch, lastTouch });
    }
    return { count: result.count, moved: result.moved };
  });
}
