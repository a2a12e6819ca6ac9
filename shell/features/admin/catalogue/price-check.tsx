import { useId, useMemo, useState } from 'react';
import { bulkTier, checkConfiguration, type Configuration, type Product } from '../../../../shared/domain';
import { checkErrorText } from '../../../../shared/i18n/check-error-text';
import { formatRappen } from '../../../../shared/i18n/format';
import { useWording } from '../kit/editor/use-wording';

/**
 * A price check of the edited product for the size, options and quantity staff choose, computed by
 * the shop's own checker (shared/domain) before anything is saved, beside the saved version's price.
 */
export function PriceCheck({ product, saved }: { product: Product; saved: Product | null }) {
  const { t, locale, formatter } = useWording();
  const id = useId();
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [quantityText, setQuantityText] = useState('1');
  const quantity = Math.max(1, Math.floor(Number(quantityText)) || 1);
  const configuration: Configuration = useMemo(() => {
    const chosen: Configuration = { ...product.defaultConfiguration };
    for (const attribute of product.attributes) {
      const choice = choices[attribute.id];
      if (choice && attribute.options.some((o) => o.id === choice)) chosen[attribute.id] = choice;
    }
    return chosen;
  }, [product, choices]);
  // Promotions depend on the day; the day the check was first shown is good enough.
  const [today] = useState(() => new Date());
  const check = checkConfiguration(product, configuration, quantity, today);
  const before = saved ? checkConfiguration(saved, configuration, quantity, today) : null;
  const tier = product.pricing.priceType === 'static' ? null : bulkTier(product.pricing.bulkPrices, quantity);
  const money = (rappen: number) => formatRappen(rappen, locale);
  const changed = before !== null && before.errors.length === 0 && before.price.unitRappen !== check.price.unitRappen;

  return (
    <section className="catalogue-pricecheck" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('admin.catalogue.check.title')}</h3>
      <div className="catalogue-check-choices">
        {product.attributes.map((attribute) => (
          <label key={attribute.id} className="account-field">
            <span>{attribute.title}</span>
            <select
              value={typeof configuration[attribute.id] === 'string' ? (configuration[attribute.id] as string) : ''}
              onChange={(event) => setChoices((c) => ({ ...c, [attribute.id]: event.target.value }))}
            >
              {attribute.options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label className="account-field">
          <span>{t('admin.catalogue.check.quantity')}</span>
          <input type="number" inputMode="numeric" min={1} value={quantityText} onChange={(event) => setQuantityText(event.target.value)} />
        </label>
      </div>
      <output className="catalogue-check-result" aria-live="polite" data-testid="catalogue-price-check" data-unit-rappen={check.price.unitRappen}>
        {check.errors.length > 0 ? (
          <>
            <p>{t('admin.catalogue.check.refused')}</p>
            <ul>
              {check.errors.map((error, index) => (
                <li key={index}>{checkErrorText(formatter, error)}</li>
              ))}
            </ul>
          </>
        ) : (
          <dl className="admin-facts">
            <dt>{t('admin.catalogue.check.unit')}</dt>
            <dd>
              <strong>{money(check.price.unitRappen)}</strong>
              {changed && before && <span className="admin-muted"> ({t('admin.catalogue.check.saved', { price: money(before.price.unitRappen) })})</span>}
              {check.price.regularUnitRappen !== null && (
                <span className="admin-muted"> {t('admin.catalogue.check.promo', { price: money(check.price.regularUnitRappen) })}</span>
              )}
            </dd>
            <dt>{t('admin.catalogue.check.total')}</dt>
            <dd>{money(check.price.totalRappen)}</dd>
            {tier && (
              <>
                <dt>{t('admin.catalogue.field.bulkPrices')}</dt>
                <dd>{t('admin.catalogue.check.bulk', { amount: tier.fromAmount })}</dd>
              </>
            )}
            <dt>{t('admin.catalogue.check.production')}</dt>
            <dd>{t('admin.catalogue.check.days', { min: check.minProductionTime, max: check.maxProductionTime })}</dd>
            <dt>{t('admin.catalogue.field.shippingOptions')}</dt>
            <dd>
              <ul className="catalogue-shipping">
                {check.shippingOptions.map((option) => (
                  <li key={option.shippingOption_id}>{`${option.name}: ${money(option.priceRappen)}`}</li>
                ))}
              </ul>
            </dd>
          </dl>
        )}
      </output>
    </section>
  );
}
