import { z } from 'zod/mini';
import { ProductIdParams } from './config';
import { endpointsTagged } from './endpoint';
import * as routes from './routes/soft-proof';

const endpoint = endpointsTagged('config');

export const SoftProofQuery = z.strictObject({
  /** The table's version as the product names it (shared/domain/preview/soft-proof-table.ts, softProofVersion). */
  v: z.optional(z.string().check(z.maxLength(64))),
});

export const SoftProofTable = z.string().register(z.globalRegistry, { format: 'binary', contentMediaType: 'application/octet-stream' });

export const getSoftProofSchemas = { params: ProductIdParams, query: SoftProofQuery, response: SoftProofTable };
export const getSoftProof = endpoint(routes.getSoftProof, getSoftProofSchemas, {
  summary:
    "The soft proof's lookup table of a product, as application/octet-stream: 33×33×33 RGBA8 (143 748 bytes), red fastest, then green, then blue, for the sRGB colours on an even grid (0, 255/32, …, 255). RGB: the colour through the product's printing condition (its rendering intent, black point compensation) and back to sRGB by the absolute colorimetric intent, so the paper's white shows; A: 255 where the condition prints the colour (an sRGB → condition → sRGB round trip, relative colorimetric, within ΔE2000 3), 0 where it cannot. The identity, all 255, for an sRGB printer. v = the condition and intent it was made for (outputCondition.renderingIntent.revision): the current one is cached for a year (immutable), any other a minute; the ETag is the current version.",
});
