import { FieldLabel, FieldMessages } from './field-label';
import { errorId, fieldId, invalidProps } from './field-ids';

export interface FieldProps {
  /** The payload field name; also the input's name and (prefixed) id. */
  name: string;
  idPrefix: string;
  label: string;
  required?: boolean;
  /** Already translated messages for this field. */
  messages?: readonly string[];
  type?: string;
  autoComplete?: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  placeholder?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  /** A rule shown under the label (e.g. the password length), read out with the input. */
  hint?: string;
}

export function TextField({ name, idPrefix, label, required, messages, type = 'text', value, onChange, hint, ...rest }: FieldProps) {
  const id = fieldId(idPrefix, name);
  const invalid = invalidProps(idPrefix, name, messages);
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : undefined, invalid['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <div className={messages?.length ? 'account-field has-error' : 'account-field'}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {hint && (
        <p className="account-note" id={hintId}>
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        required={required}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid['aria-invalid']}
        aria-describedby={describedBy}
        {...rest}
      />
      <FieldMessages id={errorId(idPrefix, name)} messages={messages} />
    </div>
  );
}
