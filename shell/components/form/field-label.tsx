import type { ReactNode } from 'react';
import { useMessageText } from './use-message-text';

/** A label with the required asterisk (the asterisk is hidden from screen readers, which hear "required"). */
function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean | undefined }) {
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

/** A field's messages: catalogue keys (the shared schema's) are translated, other texts (the server's) shown as they are. */
export function FieldMessages({ id, messages }: { id: string; messages?: readonly string[] | undefined }) {
  const text = useMessageText();
  if (!messages?.length) return null;
  return (
    <p className="account-field-error" id={id}>
      {messages.map(text).join(' ')}
    </p>
  );
}

/** The frame of a labelled field: label, the control (children), its messages, then `after`; marked while it has messages. */
export function FieldFrame({
  id,
  errorId,
  label,
  required,
  messages,
  children,
  after,
}: {
  id: string;
  errorId: string;
  label: string;
  required?: boolean | undefined;
  messages?: readonly string[] | undefined;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <div className={messages?.length ? 'account-field has-error' : 'account-field'}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {children}
      <FieldMessages id={errorId} messages={messages} />
      {after}
    </div>
  );
}
