import { changePassword } from '../../../shared/api/selfcare';
import { api } from '../../lib/api';
import { fieldId, PasswordChangeForm } from '../../components/form';
import type { SessionGuard } from '../../session/session-guard';
import { CareSection } from './care-section';
import { useSectionEditing } from './use-section-editing';
import { useT } from '../../../ui/intl/use-t';

const ID = 'password';

/** Changing the password: the current one, the new one twice; every other session of the account ends. */
export function PasswordSection({ guard }: { guard: SessionGuard }) {
  const t = useT();
  const { editing, status, openRef, open, close } = useSectionEditing({ focusOnOpen: fieldId(ID, 'currentPassword') });
  return (
    <CareSection name="password" title={t('care.password.title')} status={status}>
      {editing ? (
        <PasswordChangeForm
          idPrefix={ID}
          testId="password-form"
          className="account-form care-form"
          send={(body) => guard(api(changePassword, { body }))}
          submit="care.save"
          onChanged={() => close(t('care.password.saved'))}
          onCancel={() => close(null)}
        />
      ) : (
        <p>
          <button ref={openRef} type="button" className="account-secondary" onClick={open} data-testid="password-change">
            {t('care.password.change')}
          </button>
        </p>
      )}
    </CareSection>
  );
}
