import { useId, useMemo, useState } from 'react';
import { useIntl } from '../../../ui/intl/intl-provider';
import { evaluate } from '../../../shared/domain/check/evaluate';
import { priceList } from '../../../shared/domain/price-list/price-list';
import type { Orientation, Product } from '../../../shared/domain/product/product-schema';
import { picturesOf } from '../../../shared/domain/product-pictures/picture-catalogue';
import { formatChf } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import { ProductPicture } from '../product-picture';
import { useHydrated } from '../client-only';
import { useLocale } from '../../lib/use-locale';
import { basicAttributes } from './basics';
import { OrientationPicker, panelId, tabId } from './orientation-picker';
import { PriceTable } from './price-table';

/**
 * The spec's product price list: every catalogue size priced in CHF by shared/domain (the same
 * code the server's check runs), grouped by format group, per orientation (landscape first).
 * Loaded lazily: it brings the pricing code, which a page without a price list does not need.
 * The back office's catalogue editor shows the same list of the product it edits, before saving.
 */
export default function PriceListBlock({ product, locale: pageLocale }: { product: Product; locale?: Locale }) {
  const intl = useIntl();
  // The shop's pages take the language of their URL; the back office's preview passes its own.
  const routeLocale = useLocale();
  const locale = pageLocale ?? routeLocale;
  const idBase = useId();
  const hydrated = useHydrated();
  // Prices depend on the day (promotions); the day the list was first shown is good enough.
  const [today] = useState(() => new Date());
  const list = useMemo(() => priceList(product, today), [product, today]);
  const available = list.orientations.map((o) => o.orientation);
  const [chosen, setChosen] = useState<Orientation>('landscape');
  const orientation = available.includes(chosen) ? chosen : (available[0] ?? 'landscape');
  const attributes = intl.formatList(basicAttributes(product, locale), { type: 'conjunction' });
  const basics = intl.formatMessage({ id: 'priceList.basics' }, { product: product.name, attributes });

  if (list.orientations.length === 0) {
    const { price } = evaluate(product, product.defaultConfiguration, 1, today);
    return (
      <section className="price-list" data-product-id={product.id}>
        {price.regularUnit === null ? (
          <p>{intl.formatMessage({ id: 'priceList.none' }, { price: formatChf(price.unit, locale) })}</p>
        ) : (
          <p>
            {intl.formatMessage({ id: 'priceList.nonePromo' }, { price: formatChf(price.unit, locale) })}{' '}
            <del className="price-regular">{intl.formatMessage({ id: 'priceList.promo' }, { price: formatChf(price.regularUnit, locale) })}</del>
          </p>
        )}
      </section>
    );
  }
  const groups = list.orientations.find((o) => o.orientation === orientation)?.groups ?? [];
  const picture = picturesOf(product.id)[0];
  return (
    // data-hydrated: the orientation switch works from then on (the page hydrates this part when its chunk is there).
    <section
      className="price-list"
      data-product-id={product.id}
      data-hydrated={hydrated || undefined}
      aria-label={intl.formatMessage({ id: 'priceList.title' }, { product: product.name })}
    >
      <div className="price-list-head">
        {picture && <ProductPicture picture={picture} sizes="8rem" loading="lazy" className="price-list-picture" />}
        <p className="price-list-basics">{basics}</p>
      </div>
      <OrientationPicker idBase={idBase} orientations={available} value={orientation} onChange={setChosen} />
      <div id={panelId(idBase)} role="tabpanel" aria-labelledby={tabId(idBase, orientation)} data-orientation={orientation} className="price-groups">
        {groups.map((group) => (
          <PriceTable key={group.group ?? ''} group={group} locale={locale} />
        ))}
      </div>
    </section>
  );
}
