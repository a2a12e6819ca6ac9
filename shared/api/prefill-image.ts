import { z } from 'zod/mini';
import { endpointsTagged } from './endpoint';
import { ImageInfo } from './images';
import * as routes from './routes/prefill-image';

const endpoint = endpointsTagged('drafts', 'images');

/*
 * Prefill: a partner page's embed names an image of its own site (data-image); the shop's server
 * fetches it into the widget's draft as an upload. The browser never fetches it.
 */

export const PrefillImageRequest = z.strictObject({
  /** https, on a host the partner listed (its image hosts). */
  url: z.url().check(z.maxLength(2048)),
});
export type PrefillImageRequest = z.infer<typeof PrefillImageRequest>;

export const postPrefillImageSchemas = { body: PrefillImageRequest, response: ImageInfo };
export const postPrefillImage = endpoint(routes.postPrefillImage, postPrefillImageSchemas, {
  summary:
    "Fetches an image from the partner's site into the draft named by X-Printshop-Draft, as an upload of it (the same checks, renditions and colour handling as POST /api/images). The partner is the one X-Printshop-Partner names; it must be active. The URL must be https, its host exactly one of the partner's image hosts, and every address the host resolves to public (no loopback, private, link-local, CGNAT, multicast, unspecified or reserved address, nor an IPv6 form of one); the connection goes to the address checked. A redirect is followed only when its target passes the same rules, at most 3 times. 400: no draft named; 403: no active partner named; 410: the draft is no longer kept; 413: more than 80 MB (the upload limit, counted while reading); 415: the first bytes are not a JPEG, PNG, WebP, TIFF or HEIF/AVIF; 422 (fields.url): not https, a host the partner did not list, a refused address, too many redirects, an answer other than 200, a server that cannot be reached or answers too slowly (PREFILL_TIMEOUT_MS), or unreadable image data; 429: too many uploads.",
  errors: [410, 422],
});
