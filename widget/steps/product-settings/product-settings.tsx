import { useAtomValue, useSetAtom } from 'jotai';
import { useIntl } from '../../../ui/intl/intl-provider';
import { sizeAttribute } from '../../../shared/domain';
import type { Locale } from '../../../shared/i18n/locales';
import { checkErrorText, errorField } from '../../../shared/i18n/check-error-text';
import { chooseOptionAtom, configuratorStateAtom, setQuantityAtom } from '../../state/configurator-atoms';
import { optionDeltasAtom } from '../../state/price-atoms';
import { OptionField } from './option-field';
import { PriceSummary } from './price-summary';
import { QuantityField } from './quantity-field';
import { SizePicker } from './size-picker';

/** Every attribute of the product with its options; price, time and shipping update on each change. */
export function ProductSettings({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const state = useAtomValue(configuratorStateAtom);
  const chooseOption = useSetAtom(chooseOptionAtom);
  const setQuantity = useSetAtom(setQuantityAtom);
  const deltas = useAtomValue(optionDeltasAtom);
  const product = state.product;
  if (!product) return null;
  const sizeId = sizeAttribute(product)?.id;
  const errorsFor = (field: string) => state.errors.filter((error) => errorField(error, sizeId) === field).map((error) => checkErrorText(intl, error));
  const chosen = state.instruction.configuration;

  return (
    <div className="product-settings">
      <form className="settings-form" onSubmit={(e) => e.preventDefault()}>
        {product.attributes.map((attribute) => {
          const current = chosen[attribute.id];
          if (attribute.type === 'size') {
            const value = current ? (current.custom ? { custom: true as const, width: current.width, height: current.height } : current.id) : null;
            return (
              <SizePicker
                key={attribute.id}
                attribute={attribute}
                value={value}
                errors={errorsFor(attribute.id)}
                deltas={deltas[attribute.id] ?? {}}
                locale={locale}
                onChange={(next) => chooseOption({ attributeId: attribute.id, value: next })}
              />
            );
          }
          return (
            <OptionField
              key={attribute.id}
              attribute={attribute}
              value={current && !current.custom ? current.id : null}
              errors={errorsFor(attribute.id)}
              deltas={deltas[attribute.id] ?? {}}
              locale={locale}
              onChange={(optionId) => chooseOption({ attributeId: attribute.id, value: optionId })}
            />
          );
        })}
        <QuantityField value={state.quantity} errors={errorsFor('quantity')} onChange={setQuantity} />
      </form>
      <PriceSummary locale={locale} />
    </div>
  );
}
