import type { MessageKey } from '../../../shared/i18n/messages';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { lostCredentials, LostCredentialsRequest } from '../../../shared/api/selfcare';
import { api } from '../../lib/api';
import { accountOverlayAtom } from '../../session/account-state';
import { Notice, TextField, useMessageText, useSchemaForm } from '../../components/form';
import '../../components/form/form.css';

const ID = 'requestmail';

/**
 * Without a link: the e-mail address to send the lost-credentials mail to, with the login overlay's
 * three outcomes ('credentials on the way', 'e-mail not found', 'server communication error').
 */
export function RequestMailForm() {
  const intl = useIntl();
  const t = (id: MessageKey) => intl.formatMessage({ id });
  const text = useMessageText();
  const openOverlay = useSetAtom(accountOverlayAtom);
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useSchemaForm({ idPrefix: ID, order: ['email'], schema: LostCredentialsRequest });
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    void form.submit(
      { email },
      async (payload) => {
        const answer = await api(lostCredentials, { body: payload });
        if (answer.status === 'ok') setSent(true);
        else setNotice('selfcare.lostCredentials.notFound');
      },
      (error) => {
        console.error('lost credentials failed', error);
        setNotice('selfcare.serverError');
      },
    );
  };

  if (sent) {
    return (
      <div ref={sentRef} tabIndex={-1} className="account-notice account-notice-success customer-state" role="status" data-testid="request-mail-sent">
        <p>{t('selfcare.lostCredentials.sent')}</p>
        <p>
          <button type="button" className="account-submit" aria-haspopup="dialog" onClick={() => openOverlay('login')}>
            {t('care.login')}
          </button>
        </p>
      </div>
    );
  }
  return (
    <form className="account-form customer-form" noValidate onSubmit={onSubmit} aria-busy={form.busy} data-testid="request-mail-form">
      {notice && (
        <Notice kind="error" testId="request-mail-notice">
          {text(notice)}
        </Notice>
      )}
      <TextField
        idPrefix={ID}
        name="email"
        type="email"
        label={t('account.field.email')}
        required
        autoComplete="email"
        value={email}
        onChange={setEmail}
        disabled={form.busy}
        messages={form.errors.email?.map(text)}
      />
      <div className="account-actions">
        <button type="submit" className="account-submit" disabled={form.busy}>
          {t(form.busy ? 'newPassword.requestBusy' : 'account.lost.submit')}
        </button>
      </div>
    </form>
  );
}
