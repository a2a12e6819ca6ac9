import type { Product } from '../../../shared/domain/product/product-schema';
import { sizeAttribute } from '../../../shared/domain/configuration/size-orientation';
import { formatLabelled } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';

/**
 * The basic attributes of the price list sentence: every attribute except the size, with the
 * option of the default configuration ('Rahmentiefe: 2 cm (schlank)'), in catalogue order.
 */
export function basicAttributes(product: Product, locale: Locale): string[] {
  const size = sizeAttribute(product);
  return product.attributes.flatMap((attribute) => {
    if (attribute.id === size?.id) return [];
    const chosen = product.defaultConfiguration[attribute.id];
    const option = typeof chosen === 'string' ? attribute.options.find((o) => o.id === chosen) : undefined;
    return option ? [formatLabelled(locale, attribute.title, option.name)] : [];
  });
}
