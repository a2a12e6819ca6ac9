import { useId } from 'react';
import { useIntl } from '../../../ui/intl/intl-provider';
import { parseDecimal, type DecimalRule } from '../../../shared/domain';

/** Centimetres to the millimetre, typed with a point or (as in French) a comma. */
export const CUSTOM_SIZE_RULE: DecimalRule = { decimals: 1, separator: '.,' };

interface CustomSizeInputProps {
  label: string;
  value: string;
  /** Whether a wrong value is shown as such (after the visitor applied the size). */
  showError: boolean;
  onChange: (text: string) => void;
  onEnter: () => void;
}

/**
 * One side of the custom size, checked by the spec's decimal validator. Its message sits under the
 * row of both sides (so a long text does not push them apart) and is tied to its input.
 */
export function CustomSizeInput({ label, value, showError, onChange, onEnter }: CustomSizeInputProps) {
  const intl = useIntl();
  const id = useId();
  const parsed = parseDecimal(value, CUSTOM_SIZE_RULE);
  const error =
    showError && !parsed.ok ? intl.formatMessage({ id: `configurator.settings.decimal.${parsed.reason}` }, { decimals: CUSTOM_SIZE_RULE.decimals ?? 0 }) : null;
  return (
    <>
      <label className="custom-side">
        {label}
        <input
          inputMode="decimal"
          value={value}
          aria-invalid={error !== null}
          aria-describedby={error === null ? undefined : `${id}-error`}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && onEnter()}
        />
      </label>
      {error !== null && (
        <p id={`${id}-error`} className="field-error custom-error" data-testid="decimal-error">
          {intl.formatMessage({ id: 'configurator.settings.fieldError' }, { field: label, message: error })}
        </p>
      )}
    </>
  );
}
