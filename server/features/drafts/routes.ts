import type { FastifyInstance } from 'fastify';
import { deleteConfiguratorDraft, getConfiguratorDrafts, putConfiguratorDraft } from '../../../shared/api/drafts';
import type { Config } from '../../config/config';
import { withBasketCookie } from '../../http/basket-cookie';
import { serviceContext } from '../../http/context';
import { route } from '../../http/route';
import { deleteDraft, listDrafts, saveDraft } from './draft-store';

/** The configurator's drafts of the visitor: list, save over a revision, delete. */
export default async function draftRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const ctx = (request: Parameters<typeof serviceContext>[1]) => serviceContext(app, request, config.RATE_LIMIT_IP_FACTOR);
  route(app, getConfiguratorDrafts, async ({ request }) => listDrafts(ctx(request), app.images.signer, app.designThumbnails));
  route(app, putConfiguratorDraft, async ({ params, body, request, reply }) =>
    withBasketCookie(request, reply, await saveDraft(ctx(request), params.productId, body)),
  );
  route(app, deleteConfiguratorDraft, async ({ params, request }) => deleteDraft(ctx(request), params.productId));
}
