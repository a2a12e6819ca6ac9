import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { getFontFile } from '../../../shared/api/fonts';
import { isFontId, isFontSubset, isFontWeight } from '../../../shared/domain/text';
import { assetRoute } from '../../http/file-route';
import { HttpError } from '../../http/http-error';
import { fontFilePath } from '../production/text/font-files';

/** The catalogue's font files for the text tool in the browser, the same files (as WOFF2) the print file embeds. */
export default async function fontRoutes(app: FastifyInstance) {
  assetRoute(app, getFontFile, 'font/woff2', async ({ params }) => {
    const { font, weight, subset } = params;
    if (!isFontId(font) || !isFontWeight(weight) || !isFontSubset(subset)) throw new HttpError('not_found');
    return readFile(fontFilePath(font, weight, subset, 'woff2'));
  });
}
