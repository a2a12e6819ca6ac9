import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { hasMessage } from '../../../shared/i18n/messages/has-message';

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
  return (message: string) => (hasMessage(intl.messages, message) ? intl.formatMessage({ id: message }) : message);
}

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
