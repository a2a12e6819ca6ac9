import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** HTML, JSON, XML (sitemap, SVG), plain text, JS and CSS; never images, PDFs or octet streams (already dense, or print files). */
const compressible = /^text\/(?!event-stream)|[/+]json(?:;|$)|[/+]xml(?:;|$)|^application\/javascript(?:;|$)/u;

/**
 * Brotli or gzip for the answers the server writes (pages, API JSON, the sitemap), as the
 * Accept-Encoding header allows, with Vary: Accept-Encoding. Answers under 1 kB stay as they are
 * (the header costs more than it saves). Built assets are pre-compressed at build time:
 * @fastify/static sends them with their Content-Encoding, which this plugin leaves alone.
 * Each written chunk is flushed, so a streamed page still reaches the browser piece by piece
 * instead of waiting for the compressor's buffer to fill.
 */
export default fp(
  async function compression(app: FastifyInstance) {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      customTypes: compressible,
      brotliOptions: { flush: constants.BROTLI_OPERATION_FLUSH, params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { flush: constants.Z_SYNC_FLUSH },
    });
  },
  { name: 'compression' },
);
