import type { FastifyInstance } from 'fastify';
import { PICTURE_PATH, pictureContentTypes, parsePictureFile } from '../../../shared/domain/product-pictures/picture-files';
import { HttpError } from '../../http/http-error';
import { pictureObject } from './picture-store';

/**
 * GET /assets/pictures/{id}-{hash}-{width}.{avif|webp|jpg}: a product picture. One URL is one
 * format (the page's <picture> element lets the browser choose), so the answer needs no
 * Vary: Accept and any cache or CDN may keep it for a year.
 */
export default async function pictureRoute(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>(`${PICTURE_PATH}:file`, { schema: { hide: true } }, async (request, reply) => {
    const file = parsePictureFile(request.params.file);
    if (!file) throw new HttpError('not_found');
    const stored = await pictureObject(app.images, file);
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('x-image-cache', stored.cached ? 'hit' : 'miss')
      .type(pictureContentTypes[file.format]);
    if (stored.size !== undefined) reply.header('content-length', stored.size);
    return reply.send(stored.body);
  });
}
