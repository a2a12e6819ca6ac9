import { FieldMessages } from './field-label';
import { errorId, fieldId, invalidProps } from './field-ids';

/** A required radio group (fieldset and legend); the first radio carries the field's id for focusing. */
export function RadioField<V extends string>({
  idPrefix,
  name,
  label,
  value,
  choices,
  choiceLabel,
  onChange,
  disabled,
  messages,
}: {
  idPrefix: string;
  name: string;
  label: string;
  value: V;
  choices: readonly V[];
  choiceLabel: (choice: V) => string;
  onChange: (value: V) => void;
  disabled?: boolean;
  messages?: readonly string[] | undefined;
}) {
  return (
    <div className={messages?.length ? 'account-field has-error' : 'account-field'}>
      <fieldset className="account-fieldset" {...invalidProps(idPrefix, name, messages)}>
        <legend>
          {label}
          <span className="account-required" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        {choices.map((choice, i) => (
          <label key={choice} className="account-choice">
            <input
              type="radio"
              name={`${idPrefix}-${name}`}
              value={choice}
              id={i === 0 ? fieldId(idPrefix, name) : undefined}
              checked={value === choice}
              disabled={disabled}
              onChange={() => onChange(choice)}
            />
            {choiceLabel(choice)}
          </label>
        ))}
      </fieldset>
      <FieldMessages id={errorId(idPrefix, name)} messages={messages} />
    </div>
  );
}
