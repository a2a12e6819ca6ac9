import type { FastifyInstance } from 'fastify';
import { softProofVersion } from '../../../shared/domain/preview/soft-proof-table';
import { getSoftProof } from '../../../shared/api/soft-proof';
import { versionedAssetRoute } from '../../http/file-route';
import { notFound } from '../../http/http-error';
import { printColour } from '../production/colour/print-colour';
import { softProofTable } from './soft-proof';

/** The soft proof's lookup table of a product, for the design step's object and wall previews. */
export default async function softProofRoutes(app: FastifyInstance) {
  versionedAssetRoute(app, getSoftProof, 'application/octet-stream', async ({ params, query, request }) => {
    const product = await app.productRepository.find(params.productId, request.locale);
    if (!product) throw notFound('product');
    const table = await softProofTable(printColour(product));
    return { version: softProofVersion(product), requested: query.v, body: Buffer.from(table.buffer, table.byteOffset, table.byteLength) };
  });
}
