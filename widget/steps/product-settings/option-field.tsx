import { useId } from 'react';
import { FieldErrors } from './field-errors';
import { type AttributeFieldProps, OptionChoices } from './option-choices';

interface OptionFieldProps extends AttributeFieldProps {
  value: string | null;
  onChange: (optionId: string) => void;
}

/** One attribute as a group of radio cards: every option visible, one keyboard stop (arrows move). */
export function OptionField({ attribute, value, errors, deltas, locale, onChange }: OptionFieldProps) {
  const name = useId();
  return (
    <fieldset className="field" aria-describedby={errors.length ? `${name}-errors` : undefined}>
      <legend>{attribute.title}</legend>
      <OptionChoices
        options={attribute.options}
        chosenId={value ?? undefined}
        name={name}
        idPrefix={name}
        deltas={deltas}
        locale={locale}
        onChange={onChange}
      />
      <FieldErrors id={`${name}-errors`} errors={errors} />
    </fieldset>
  );
}
