import { useState } from 'react';
import { setTerms } from '../../../../shared/api/checkout';
import { api } from '../../../lib/api';
import { useBasket, useBasketView } from '../basket-context';
import { failureText } from '../failure-text';
import { TermsLabel } from './terms-label';
import { useT } from '../../../../ui/intl/use-t';

export const TERMS_ID = 'check-terms';
const COMMENT_ID = 'check-comment';

/** The terms checkbox (stored by the server at once) and the comment (stored with 'order now'). */
export function TermsAndComment({
  comment,
  onComment,
  termsError,
  disabled,
  onSaving,
}: {
  comment: string;
  onComment: (comment: string) => void;
  termsError: boolean;
  disabled: boolean;
  /** While the terms are being stored, 'order now' waits (confirm reads them from the server). */
  onSaving: (saving: boolean) => void;
}) {
  const t = useT();
  const view = useBasketView();
  const { run } = useBasket();
  // The box follows the click at once; the server's answer confirms it, a failure turns it back.
  const [accepted, setAccepted] = useState(view.checkout.termsAccepted);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const toggle = async (accept: boolean) => {
    // While saving, a second click waits its turn (the box is not disabled: that would drop its focus).
    if (busy) return;
    setAccepted(accept);
    setBusy(true);
    onSaving(true);
    setFailure(null);
    try {
      const next = await run(api(setTerms, { body: { accept } }));
      setAccepted(next.checkout.termsAccepted);
    } catch (error) {
      setAccepted(!accept);
      setFailure(failureText(error, t('order.networkError')));
    } finally {
      setBusy(false);
      onSaving(false);
    }
  };
  const message = failure ?? (termsError && !accepted ? t('checkout.confirm.terms') : null);
  return (
    <div className="check-terms">
      <div className="account-field">
        <label htmlFor={COMMENT_ID}>{t('order.check.comment')}</label>
        <textarea
          id={COMMENT_ID}
          value={comment}
          maxLength={1000}
          rows={3}
          disabled={disabled}
          onChange={(event) => onComment(event.target.value)}
          data-testid="check-comment"
        />
      </div>
      <div className={message ? 'account-field has-error' : 'account-field'}>
        <label className="account-choice">
          <input
            id={TERMS_ID}
            type="checkbox"
            checked={accepted}
            disabled={disabled}
            aria-busy={busy || undefined}
            onChange={(event) => void toggle(event.target.checked)}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${TERMS_ID}-error` : undefined}
            data-testid="check-terms"
          />
          <TermsLabel />
        </label>
        {message && (
          <p id={`${TERMS_ID}-error`} className="account-field-error" role="alert">
            {message}
          </p>
        )}
      </div>
    </div>
  );
}
