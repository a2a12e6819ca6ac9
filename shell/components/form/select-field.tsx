import type { ReactNode } from 'react';
import { FieldLabel, FieldMessages } from './field-label';
import { errorId, fieldId, invalidProps } from './field-ids';

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
  label: string;
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
  const id = fieldId(idPrefix, name);
  return (
    <div className={messages?.length ? 'account-field has-error' : 'account-field'}>
      <FieldLabel htmlFor={id} label={label} required={required} />
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
      <FieldMessages id={errorId(idPrefix, name)} messages={messages} />
      {after}
    </div>
  );
}
