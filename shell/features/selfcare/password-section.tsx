import { useEffect, useRef, useState } from 'react';
import { changePassword } from '../../../shared/api/selfcare';
import { api } from '../../lib/api';
import { fieldId, PasswordChangeForm } from '../../components/form';
import type { SessionGuard } from '../../session/session-guard';
import { CareSection } from './care-section';
import { useT } from '../../../ui/intl/use-t';

const ID = 'password';

/** Changing the password: the current one, the new one twice; every other session of the account ends. */
export function PasswordSection({ guard }: { guard: SessionGuard }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const [returnFocus, setReturnFocus] = useState(false);
  useEffect(() => {
    if (editing) document.getElementById(fieldId(ID, 'currentPassword'))?.focus();
    else if (returnFocus) openRef.current?.focus();
  }, [editing, returnFocus]);

  const close = (saved: boolean) => {
    if (saved) setStatus(t('care.password.saved'));
    setEditing(false);
    setReturnFocus(true);
  };

  return (
    <CareSection name="password" title={t('care.password.title')} status={status}>
      {editing ? (
        <PasswordChangeForm
          idPrefix={ID}
          testId="password-form"
          className="account-form care-form"
          send={(body) => guard(api(changePassword, { body }))}
          submit="care.save"
          onChanged={() => close(true)}
          onCancel={() => close(false)}
        />
      ) : (
        <p>
          <button ref={openRef} type="button" className="account-secondary" onClick={() => setEditing(true)} data-testid="password-change">
            {t('care.password.change')}
          </button>
        </p>
      )}
    </CareSection>
  );
}
