import { useSetAtom } from 'jotai';
import { accountOverlayAtom } from '../../session/account-state';
import { Notice } from '../../components/form';
import { useT } from '../../../ui/intl/use-t';

export type LoginReason = 'expired' | 'loggedout' | null;

/** Without a (valid) token: why, and the button that opens the login overlay. */
export function LoginPrompt({ reason }: { reason: LoginReason }) {
  const t = useT();
  const openOverlay = useSetAtom(accountOverlayAtom);
  return (
    <div className="care-login" data-testid="selfcare-login">
      {reason === 'expired' && (
        <Notice kind="error" testId="selfcare-expired">
          {t('care.sessionExpired')}
        </Notice>
      )}
      {reason === 'loggedout' && (
        <Notice kind="success" testId="selfcare-loggedout">
          {t('care.loggedOut')}
        </Notice>
      )}
      <p>{t('care.loginPrompt')}</p>
      <button type="button" className="account-submit" aria-haspopup="dialog" onClick={() => openOverlay('login')}>
        {t('care.login')}
      </button>
    </div>
  );
}
