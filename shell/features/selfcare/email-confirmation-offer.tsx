import { useState } from 'react';
import { sendEmailConfirmation } from '../../../shared/api/selfcare';
import { api } from '../../lib/api';
import { isSessionEnded, type SessionGuard } from '../../session/session-guard';
import { useT } from '../../../ui/intl/use-t';

type State = 'offer' | 'sending' | 'sent' | 'failed';

/**
 * While the account's e-mail address is unconfirmed: says that guest orders placed with it appear
 * once it is, and sends the confirmation link on request (server/features/selfcare/email-confirmation.ts).
 */
export function EmailConfirmationOffer({ email, guard }: { email: string; guard: SessionGuard }) {
  const t = useT();
  const [state, setState] = useState<State>('offer');

  const onSend = () => {
    if (state === 'sending') return;
    setState('sending');
    guard(api(sendEmailConfirmation)).then(
      () => setState('sent'),
      (error: unknown) => {
        if (isSessionEnded(error)) return;
        console.error('confirmation link failed to send', error);
        setState('failed');
      },
    );
  };

  return (
    <div className="care-confirm" data-testid="selfcare-confirm-email">
      <p className="care-muted">{t('care.confirm.text', { email })}</p>
      {state === 'sent' ? (
        <p role="status" data-testid="selfcare-confirm-sent">
          {t('care.confirm.sent', { email })}
        </p>
      ) : (
        <p>
          <button type="button" className="account-secondary" onClick={onSend} disabled={state === 'sending'} data-testid="selfcare-confirm-send">
            {t(state === 'sending' ? 'care.confirm.sending' : 'care.confirm.send')}
          </button>
        </p>
      )}
      {state === 'failed' && (
        <p role="alert" className="care-error">
          {t('care.confirm.failed')}
        </p>
      )}
    </div>
  );
}
