import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

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
}

export const fieldId = (idPrefix: string, name: string) => `${idPrefix}-${name}`;
export const errorId = (idPrefix: string, name: string) => `${idPrefix}-${name}-error`;

/** A label with the required asterisk (the asterisk is hidden from screen readers, which hear "required"). */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean | undefined }) {
  return (
    <label htmlFor={htmlFor}>
      {label}
      {required && (
        <span className="account-required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

export function FieldMessages({ id, messages }: { id: string; messages?: readonly string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <p className="account-field-error" id={id}>
      {messages.join(' ')}
    </p>
  );
}

/** Props for an input that may fail: aria-invalid and aria-describedby to its messages. */
export function invalidProps(idPrefix: string, name: string, messages?: readonly string[]) {
  const failing = Boolean(messages?.length);
  return { 'aria-invalid': failing || undefined, 'aria-describedby': failing ? errorId(idPrefix, name) : undefined } as const;
}

export function TextField({ name, idPrefix, label, required, messages, type = 'text', value, onChange, ...rest }: FieldProps) {
  const id = fieldId(idPrefix, name);
  return (
    <div className={messages?.length ? 'account-field has-error' : 'account-field'}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        required={required}
        onChange={(event) => onChange(event.target.value)}
        {...invalidProps(idPrefix, name, messages)}
        {...rest}
      />
      <FieldMessages id={errorId(idPrefix, name)} messages={messages} />
    </div>
  );
}

/** A message box: role alert so it is announced when it appears. */
export function Notice({ kind, children, testId }: { kind: 'error' | 'success'; children: ReactNode; testId?: string }) {
  return (
    <div className={`account-notice account-notice-${kind}`} role="alert" data-testid={testId}>
      {children}
    </div>
  );
}

/** Translates a message key of the catalogue; other strings (texts from the server) pass through. */
export function useMessageText() {
  const intl = useIntl();
  return (message: string) => (intl.messages[message] === undefined ? message : intl.formatMessage({ id: message }));
}
