import type { ReactNode } from 'react';

/**
 * A form's buttons: what comes first (`children`, e.g. a back link), a cancel button when the form
 * has one, and the submit button; cancel and submit are disabled while the form is busy.
 */
export function FormActions({
  busy,
  submit,
  cancel,
  disabled,
  testId,
  children,
}: {
  busy: boolean;
  /** The submit button's text (the busy text while busy, where the form has one). */
  submit: string;
  cancel?: { label: string; onClick: () => void };
  /** Submit is disabled for another reason too (nothing chosen yet). */
  disabled?: boolean;
  /** The submit button's test id. */
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <div className="account-actions">
      {children}
      {cancel && (
        <button type="button" className="account-secondary" onClick={cancel.onClick} disabled={busy}>
          {cancel.label}
        </button>
      )}
      <button type="submit" className="account-submit" disabled={busy || disabled} data-testid={testId}>
        {submit}
      </button>
    </div>
  );
}
