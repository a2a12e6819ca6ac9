import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBody } from '../../../shared/api/error';
import { uploadImage as uploadEndpoint } from '../../../shared/api/images';
import type { Config } from '../../config/config';
import { withBasketCookie } from '../../http/basket-cookie';
import { serviceContext } from '../../http/context';
import { errorStatusesOf } from '../../http/route';
import { MAX_UPLOAD_BYTES } from './image-processing';
import { receiveUpload } from './receive-upload';
import { uploadImage } from './upload-image';

/**
 * POST /api/images in a scope of its own: multipart is parsed here only, so every JSON endpoint
 * still refuses multipart bodies with 415. The form schema documents the call in OpenAPI; the body
 * itself is read as a stream by the handler, not validated as an object.
 */
export default async function uploadRoute(app: FastifyInstance, { config }: { config: Config }) {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  const errors = Object.fromEntries(errorStatusesOf(uploadEndpoint).map((s) => [s, ApiErrorBody]));
  app.withTypeProvider<ZodTypeProvider>().route({
    method: uploadEndpoint.method,
    url: uploadEndpoint.path,
    schema: {
      summary: uploadEndpoint.summary,
      tags: uploadEndpoint.tags,
      consumes: ['multipart/form-data'],
      body: uploadEndpoint.body,
      response: { 201: uploadEndpoint.response, ...errors },
    },
    validatorCompiler: () => (data: unknown) => ({ value: data }),
    handler: async (request, reply) => {
      const ctx = { ...serviceContext(app, request, config.RATE_LIMIT_IP_FACTOR), quotaBytes: config.UPLOAD_QUOTA_MB * 2 ** 20 };
      const input = { declaredBytes: Number(request.headers['content-length']) || 0, receive: () => receiveUpload(request) };
      return reply.code(201).send(withBasketCookie(request, reply, await uploadImage(app.images, ctx, input)));
    },
  });
}
