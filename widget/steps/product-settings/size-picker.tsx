import { Fragment, useId, useState } from 'react';
import { useIntl } from '../../lib/intl/intl-provider';
import { parseDecimal, sizeCounterpart, sizeOrientation, type Rappen } from '../../../shared/domain';
import { type Attribute, type ConfigurationValue, type Orientation, orientations } from '../../../shared/domain/product/product-schema';
import type { Locale } from '../../../shared/i18n/locales';
import { CustomSizeInput, CUSTOM_SIZE_RULE } from './custom-size-input';
import { FieldErrors } from './field-errors';
import { OptionDelta, shownDelta } from './option-delta';

interface SizePickerProps {
  attribute: Attribute;
  value: ConfigurationValue | null;
  errors: string[];
  /** By option id, what it adds to the unit price. */
  deltas: Record<string, Rappen | null>;
  locale: Locale;
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
          <div className="choices">
            {options
              .filter((o) => (o.group ?? '') === group)
              .map((option) => {
                const delta = shownDelta(deltas[option.id], option.id === chosen?.id);
                const deltaId = `${id}-${option.id}-delta`;
                return (
                  <label key={option.id} className={option.id === chosen?.id ? 'choice chosen' : 'choice'}>
                    <input
                      type="radio"
                      name={`${id}-size`}
                      value={option.id}
                      checked={option.id === chosen?.id}
                      aria-describedby={delta === null ? undefined : deltaId}
                      onChange={() => onChange(option.id)}
                    />
                    <span>{option.name}</span>
                    <OptionDelta id={deltaId} rappen={delta} locale={locale} />
                  </label>
                );
              })}
          </div>
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
