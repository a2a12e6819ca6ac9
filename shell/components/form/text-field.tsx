import type { ChangeEvent } from 'react';
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
  inputMode?: 'numeric' | 'decimal' | 'email' | 'tel' | 'text';
  /** A rule shown under the label (e.g. the password length), read out with the input. */
  hint?: string;
  /** Several lines of text (a textarea of three rows). */
  multiline?: boolean;
}

export function TextField({ name, idPrefix, label, required, messages, type = 'text', value, onChange, hint, multiline = false, ...rest }: FieldProps) {
  const labelOf = useFieldLabel();
  const id = fieldId(idPrefix, name);
  const invalid = invalidProps(idPrefix, name, messages);
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : undefined, invalid['aria-describedby']].filter(Boolean).join(' ') || undefined;
  const control = {
    id,
    name,
    value,
    required,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    'aria-invalid': invalid['aria-invalid'],
    'aria-describedby': describedBy,
    ...rest,
  };
  return (
    <FieldFrame id={id} errorId={errorId(idPrefix, name)} label={label ?? labelOf(name)} required={required} messages={messages}>
      {hint && (
        <p className="account-note" id={hintId}>
          {hint}
        </p>
      )}
      {multiline ? <textarea rows={3} {...control} /> : <input type={type} {...control} />}
    </FieldFrame>
  );
}
