import { type Design, designSatisfies, type Product } from '../../../shared/domain';
import type { Locale } from '../../../shared/i18n/locales';
import { HttpError } from '../../http/http-error';
import { serverIntl } from '../../i18n/server-intl';

/*
 * The one refusal of a design that lacks a picture its product prints (design-requirement.ts in
 * shared/domain): 422 'unprocessable', the text as the message and under the field `design`, in the
 * request's language. Basket add and edit say the configurator's words ('design'); a copy, a
 * handover and confirm name the product ('item'), since the visitor is not looking at its design then.
 */
export function requireImages(locale: Locale, product: Product, design: Design, wording: 'design' | 'item'): void {
  if (designSatisfies(product, design)) return;
  const intl = serverIntl(locale);
  const message =
    wording === 'design' ? intl.formatMessage({ id: 'design.noImage' }) : intl.formatMessage({ id: 'designRequirement.item' }, { product: product.name });
  throw new HttpError('unprocessable', message, { design: [message] });
}
