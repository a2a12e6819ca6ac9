import { useId } from 'react';
import { useIntl } from '../../../ui/intl/intl-provider';
import { FieldErrors } from './field-errors';

export function QuantityField({ value, errors, onChange }: { value: number; errors: string[]; onChange: (quantity: number) => void }) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="field quantity">
      <label htmlFor={id}>{intl.formatMessage({ id: 'configurator.settings.quantity' })}</label>
      <div className="stepper">
        <button
          type="button"
          aria-label={intl.formatMessage({ id: 'configurator.settings.decrease' })}
          disabled={value <= 1}
          onClick={() => onChange(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={value}
          aria-describedby={errors.length ? `${id}-errors` : undefined}
          onChange={(e) => onChange(Number(e.target.value))}
        />
        <button type="button" aria-label={intl.formatMessage({ id: 'configurator.settings.increase' })} onClick={() => onChange(value + 1)}>
          +
        </button>
      </div>
      <FieldErrors id={`${id}-errors`} errors={errors} />
    </div>
  );
}
