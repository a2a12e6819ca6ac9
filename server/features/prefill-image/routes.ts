import type { FastifyInstance } from 'fastify';
import { postPrefillImage } from '../../../shared/api/prefill-image';
import type { Config } from '../../config/config';
import { serviceContext } from '../../http/context';
import { route } from '../../http/route';
import { prefillImage } from './prefill-image';

/** The partner widget's prefill: an image of the partner's site fetched into its draft. */
export default async function prefillImageRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const prefill = { loopbackHosts: config.PREFILL_LOOPBACK_HOSTS, timeoutMs: config.PREFILL_TIMEOUT_MS };
  route(app, postPrefillImage, async ({ body, request }) => {
    const ctx = { ...serviceContext(app, request, config.RATE_LIMIT_IP_FACTOR), quotaBytes: config.UPLOAD_QUOTA_MB * 2 ** 20, prefill };
    return prefillImage(app.images, ctx, body);
  });
}
