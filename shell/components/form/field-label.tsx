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
