import { Fragment, useId, useState } from 'react';
import { useIntl } from '../../../ui/intl/intl-provider';
import { parseDecimal, sizeCounterpart, sizeOrientation } from '../../../shared/domain';
import { type ConfigurationValue, type Orientation, orientations } from '../../../shared/domain/product/product-schema';
import { CustomSizeInput, CUSTOM_SIZE_RULE } from './custom-size-input';
import { FieldErrors } from './field-errors';
import { type AttributeFieldProps, OptionChoices } from './option-choices';

interface SizePickerProps extends AttributeFieldProps {
  value: ConfigurationValue | null;
  onChange: (value: ConfigurationValue) => void;
}

/** Size by orientation, then format group; a custom size where the product allows it. */
export function SizePicker({ attribute, value, errors, deltas, locale, onChange }: SizePickerProps) {
  const intl = useIntl();
  const id = useId();
  const chosen = typeof value === 'string' ? attribute.options.find((o) => o.id === value) : undefined;
  const custom = typeof value === 'object' && value !== null ? value : null;
  const available = orientations.filter((o) => attribute.options.some((option) => sizeOrientation(option) === o));
  const [orientation, setOrientation] = useState<Orientation>(chosen ? sizeOrientation(chosen) : (available[0] ?? 'landscape'));
  const options = attribute.options.filter((option) => sizeOrientation(option) === orientation);
  const groups = [...new Set(options.map((o) => o.group ?? ''))];
  const [width, setWidth] = useState(String(custom?.width ?? ''));
  const [height, setHeight] = useState(String(custom?.height ?? ''));
  const sides = [
    { label: 'configurator.settings.customWidth', value: width, set: setWidth },
    { label: 'configurator.settings.customHeight', value: height, set: setHeight },
  ] as const;
  // Shown once the visitor applied: a half-typed number is no mistake yet.
  const [applied, setApplied] = useState(false);

  // Switching orientation keeps the visitor's format, turned, unless a custom size is chosen.
  const turn = (next: Orientation) => {
    setOrientation(next);
    if (custom) return;
    const counterpart = sizeCounterpart(attribute, chosen, next);
    if (counterpart) onChange(counterpart.id);
  };

  const applyCustom = () => {
    setApplied(true);
    const w = parseDecimal(width, CUSTOM_SIZE_RULE);
    const h = parseDecimal(height, CUSTOM_SIZE_RULE);
    if (w.ok && h.ok) onChange({ custom: true, width: w.value, height: h.value });
  };

  return (
    <fieldset className="field size-picker" aria-describedby={errors.length ? `${id}-errors` : undefined}>
      <legend>{attribute.title}</legend>
      <div className="orientation-tabs" role="radiogroup" aria-label={intl.formatMessage({ id: 'configurator.settings.orientation' })}>
        {available.map((o) => (
          <label key={o} className={o === orientation ? 'tab chosen' : 'tab'}>
            <input type="radio" name={`${id}-orientation`} checked={o === orientation} onChange={() => turn(o)} />
            <span>{intl.formatMessage({ id: `orientation.${o}` })}</span>
          </label>
        ))}
      </div>
      {groups.map((group) => (
        <div key={group} className="size-group">
          {group && <h4>{group}</h4>}
          <OptionChoices
            options={options.filter((o) => (o.group ?? '') === group)}
            chosenId={chosen?.id}
            name={`${id}-size`}
            idPrefix={id}
            deltas={deltas}
            locale={locale}
            onChange={onChange}
          />
        </div>
      ))}
      {attribute.allowCustomSize && (
        <div className={custom ? 'custom-size chosen' : 'custom-size'}>
          <h4>{intl.formatMessage({ id: 'configurator.settings.customSize' })}</h4>
          {sides.map((side, i) => (
            <Fragment key={side.label}>
              {i > 0 && <span aria-hidden="true">×</span>}
              <CustomSizeInput
                label={intl.formatMessage({ id: side.label })}
                value={side.value}
                showError={applied}
                onChange={side.set}
                onEnter={applyCustom}
              />
            </Fragment>
          ))}
          <button type="button" onClick={applyCustom}>
            {intl.formatMessage({ id: 'configurator.settings.applyCustom' })}
          </button>
        </div>
      )}
      <FieldErrors id={`${id}-errors`} errors={errors} />
    </fieldset>
  );
}
