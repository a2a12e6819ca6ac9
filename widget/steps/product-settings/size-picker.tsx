import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { sizeCounterpart, sizeOrientation } from '../../../shared/domain';
import { type Attribute, type ConfigurationValue, type Orientation, orientations } from '../../../shared/domain/product/product-schema';
import { FieldErrors } from './field-errors';

interface SizePickerProps {
  attribute: Attribute;
  value: ConfigurationValue | null;
  errors: string[];
  onChange: (value: ConfigurationValue) => void;
}

/** Size by orientation, then format group; a custom size where the product allows it. */
export function SizePicker({ attribute, value, errors, onChange }: SizePickerProps) {
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

  // Switching orientation keeps the visitor's format, turned, unless a custom size is chosen.
  const turn = (next: Orientation) => {
    setOrientation(next);
    if (custom) return;
    const counterpart = sizeCounterpart(attribute, chosen, next);
    if (counterpart) onChange(counterpart.id);
  };

  const applyCustom = () => {
    const w = Number(width.replace(',', '.'));
    const h = Number(height.replace(',', '.'));
    if (w > 0 && h > 0) onChange({ custom: true, width: w, height: h });
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
              .map((option) => (
                <label key={option.id} className={option.id === chosen?.id ? 'choice chosen' : 'choice'}>
                  <input type="radio" name={`${id}-size`} value={option.id} checked={option.id === chosen?.id} onChange={() => onChange(option.id)} />
                  <span>{option.name}</span>
                </label>
              ))}
          </div>
        </div>
      ))}
      {attribute.allowCustomSize && (
        <div className={custom ? 'custom-size chosen' : 'custom-size'}>
          <h4>{intl.formatMessage({ id: 'configurator.settings.customSize' })}</h4>
          <label>
            {intl.formatMessage({ id: 'configurator.settings.customWidth' })}
            <input inputMode="decimal" value={width} onChange={(e) => setWidth(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && applyCustom()} />
          </label>
          <span aria-hidden="true">×</span>
          <label>
            {intl.formatMessage({ id: 'configurator.settings.customHeight' })}
            <input inputMode="decimal" value={height} onChange={(e) => setHeight(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && applyCustom()} />
          </label>
          <button type="button" onClick={applyCustom}>
            {intl.formatMessage({ id: 'configurator.settings.applyCustom' })}
          </button>
        </div>
      )}
      <FieldErrors id={`${id}-errors`} errors={errors} />
    </fieldset>
  );
}
