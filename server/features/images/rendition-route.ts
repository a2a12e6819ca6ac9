import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../../http/http-error';
import { findById } from './image-records';
import { cropFits, getRendition, pickFormat } from './renditions';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /images/{descriptor}.{signature}/{filename}: a signed rendition. The signature is checked
 * before anything else (403); the bytes never change for a URL, so browsers and CDNs keep them a year.
 */
export default async function renditionRoute(app: FastifyInstance) {
  app.get<{ Params: { token: string; filename: string } }>('/images/:token/:filename', { schema: { hide: true } }, async (request, reply) => {
    const descriptor = app.images.signer.verify(request.params.token, request.params.filename);
    if (descriptor === 'forbidden') throw new HttpError('forbidden');
    if (descriptor === 'invalid') throw new HttpError('bad_request');
    const image = await findById(app.db, descriptor.i);
    if (!image) throw notFound('image');
    if (!cropFits(image, descriptor.c)) throw new HttpError('bad_request');
    const ext = pickFormat(request.headers.accept, descriptor.s);
    const rendition = await getRendition(app.images, image, descriptor, ext);
    const stem = request.params.filename.replace(/\.jpg$/, '');
    reply
      .header('cache-control', IMMUTABLE)
      .header('vary', 'Accept')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename="${stem}.${ext}"`)
      .header('x-image-cache', rendition.cached ? 'hit' : 'miss')
      .type(rendition.contentType);
    if (rendition.size !== undefined) reply.header('content-length', rendition.size);
    return reply.send(rendition.body);
  });
}
