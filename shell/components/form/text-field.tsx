import { FieldFrame } from './field-label';
import { errorId, fieldId, invalidProps } from './field-ids';
import { useFieldLabel } from './use-field-label';

export interface FieldProps {
  /** The payload field name; also the input's name and (prefixed) id. */
  name: string;
  idPrefix: string;
  /** The catalogue's label of the field (account.field.<name>) unless given. */
  label?: string;
  required?: boolean;
  /** Messages for this field: catalogue keys or texts. */
  messages?: readonly string[] | undefined;
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
  const labelOf = useFieldLabel();
  const id = fieldId(idPrefix, name);
  const invalid = invalidProps(idPrefix, name, messages);
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : undefined, invalid['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <FieldFrame id={id} errorId={errorId(idPrefix, name)} label={label ?? labelOf(name)} required={required} messages={messages}>
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
    </FieldFrame>
  );
}
