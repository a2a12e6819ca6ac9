import type { ReactNode } from 'react';
import { FieldFrame } from './field-label';
import { errorId, fieldId, invalidProps } from './field-ids';
import { useFieldLabel } from './use-field-label';

/** A labelled select; its options are the children, so a form decides what stands for "none chosen". */
export function SelectField({
  idPrefix,
  name,
  label,
  value,
  onChange,
  children,
  required,
  disabled,
  messages,
  autoComplete,
  after,
}: {
  idPrefix: string;
  name: string;
  /** The catalogue's label of the field (account.field.<name>) unless given. */
  label?: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  required?: boolean;
  disabled?: boolean;
  messages?: readonly string[] | undefined;
  autoComplete?: string;
  /** A note under the field (e.g. that its options failed to load). */
  after?: ReactNode;
}) {
  const labelOf = useFieldLabel();
  const id = fieldId(idPrefix, name);
  return (
    <FieldFrame id={id} errorId={errorId(idPrefix, name)} label={label ?? labelOf(name)} required={required} messages={messages} after={after}>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
        {...invalidProps(idPrefix, name, messages)}
      >
        {children}
      </select>
    </FieldFrame>
  );
}
