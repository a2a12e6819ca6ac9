import { useId } from 'react';
import type { Attribute } from '../../../shared/domain/product/product-schema';
import { FieldErrors } from './field-errors';

interface OptionFieldProps {
  attribute: Attribute;
  value: string | null;
  errors: string[];
  onChange: (optionId: string) => void;
}

/** One attribute as a group of radio cards: every option visible, one keyboard stop (arrows move). */
export function OptionField({ attribute, value, errors, onChange }: OptionFieldProps) {
  const name = useId();
  return (
    <fieldset className="field" aria-describedby={errors.length ? `${name}-errors` : undefined}>
      <legend>{attribute.title}</legend>
      <div className="choices">
        {attribute.options.map((option) => (
          <label key={option.id} className={option.id === value ? 'choice chosen' : 'choice'}>
            <input type="radio" name={name} value={option.id} checked={option.id === value} onChange={() => onChange(option.id)} />
            <span>{option.name}</span>
          </label>
        ))}
      </div>
      <FieldErrors id={`${name}-errors`} errors={errors} />
    </fieldset>
  );
}
