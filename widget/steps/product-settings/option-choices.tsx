import type { Rappen } from '../../../shared/domain';
import type { Attribute, AttributeOption } from '../../../shared/domain/product/product-schema';
import type { Locale } from '../../../shared/i18n/locales';
import { OptionDelta, shownDelta } from './option-delta';

/** What a field of one attribute gets besides its value. */
export interface AttributeFieldProps {
  attribute: Attribute;
  errors: string[];
  /** By option id, what it adds to the unit price. */
  deltas: Record<string, Rappen | null>;
  locale: Locale;
}

interface Props extends Pick<AttributeFieldProps, 'deltas' | 'locale'> {
  options: readonly AttributeOption[];
  chosenId: string | undefined;
  /** The radio group's name. */
  name: string;
  /** Prefixes the ids of the options' price notes. */
  idPrefix: string;
  onChange: (optionId: string) => void;
}

/** Options as radio cards, each with what it adds to the price. */
export function OptionChoices({ options, chosenId, name, idPrefix, deltas, locale, onChange }: Props) {
  return (
    <div className="choices">
      {options.map((option) => {
        const delta = shownDelta(deltas[option.id], option.id === chosenId);
        const deltaId = `${idPrefix}-${option.id}-delta`;
        return (
          <label key={option.id} className={option.id === chosenId ? 'choice chosen' : 'choice'}>
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={option.id === chosenId}
              aria-describedby={delta === null ? undefined : deltaId}
              onChange={() => onChange(option.id)}
            />
            <span>{option.name}</span>
            <OptionDelta id={deltaId} rappen={delta} locale={locale} />
          </label>
        );
      })}
    </div>
  );
}
