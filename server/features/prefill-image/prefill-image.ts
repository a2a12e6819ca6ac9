import type { ImageInfo } from '../../../shared/api/images';
import type { PrefillImageRequest } from '../../../shared/api/prefill-image';
import { HttpError } from '../../http/http-error';
import { serverIntl } from '../../i18n/server-intl';
import { findBasketId } from '../basket/basket-session';
import type { ImageServices } from '../images/image-services';
import { type UploadContext, uploadImage } from '../images/upload-image';
import { partnerByKey } from '../partners/partner-by-key';
import { fetchRemoteImage, type PrefillRules } from './fetch-remote-image';

/** An upload's context, with the server's prefill settings (the partner's hosts come from its row). */
type PrefillContext = UploadContext & { prefill: Omit<PrefillRules, 'hosts'> };

/**
 * POST /api/drafts/images/from-url: the image a partner page named (data-image), fetched by our
 * server into the widget's draft as an upload (the same limits, checks and renditions). Refused
 * before anything is fetched when no draft is named or kept, or when no active partner is named.
 */
export async function prefillImage(services: ImageServices, ctx: PrefillContext, input: PrefillImageRequest): Promise<ImageInfo> {
  const { visitor, locale } = ctx;
  const text = (id: 'prefill.refusal.noDraft' | 'prefill.refusal.notEnabled') => serverIntl(locale).formatMessage({ id });
  if (visitor.draftToken === null) throw new HttpError('bad_request', text('prefill.refusal.noDraft'));
  if ((await findBasketId(ctx)) === null) throw new HttpError('gone');
  const partner = visitor.partnerKey === null ? null : await partnerByKey(ctx.db, visitor.partnerKey);
  if (!partner?.active) throw new HttpError('forbidden', text('prefill.refusal.notEnabled'));
  const rules: PrefillRules = { ...ctx.prefill, hosts: partner.imageHosts.map((host) => host.toLowerCase()) };
  const { value } = await uploadImage(services, ctx, { declaredBytes: 0, receive: () => fetchRemoteImage(rules, input.url, locale) });
  return value;
}
