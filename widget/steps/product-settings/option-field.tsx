import { useId } from 'react';
import type { Rappen } from '../../../shared/domain';
import type { Attribute } from '../../../shared/domain/product/product-schema';
import type { Locale } from '../../../shared/i18n/locales';
import { FieldErrors } from './field-errors';
import { OptionDelta, shownDelta } from './option-delta';

interface OptionFieldProps {
  attribute: Attribute;
  value: string | null;
  errors: string[];
  /** By option id, what it adds to the unit price. */
  deltas: Record<string, Rappen | null>;
  locale: Locale;
  onChange: (optionId: string) => void;
}

/** One attribute as a group of radio cards: every option visible, one keyboard stop (arrows move). */
export function OptionField({ attribute, value, errors, deltas, locale, onChange }: OptionFieldProps) {
  const name = useId();
  return (
    <fieldset className="field" aria-describedby={errors.length ? `${name}-errors` : undefined}>
      <legend>{attribute.title}</legend>
      <div className="choices">
        {attribute.options.map((option) => {
          const delta = shownDelta(deltas[option.id], option.id === value);
          const deltaId = `${name}-${option.id}-delta`;
          return (
            <label key={option.id} className={option.id === value ? 'choice chosen' : 'choice'}>
              <input
                type="radio"
                name={name}
                value={option.id}
                checked={option.id === value}
                aria-describedby={delta === null ? undefined : deltaId}
                onChange={() => onChange(option.id)}
              />
              <span>{option.name}</span>
              <OptionDelta id={deltaId} rappen={delta} locale={locale} />
            </label>
          );
        })}
      </div>
      <FieldErrors id={`${name}-errors`} errors={errors} />
    </fieldset>
  );
}
