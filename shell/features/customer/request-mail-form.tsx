import { useState, type FormEvent } from 'react';
import { accountInput, FormActions, Notice, TextField, useLostCredentials, useMessageText } from '../../components/form';
import { DoneState } from './done-state';
import '../../components/form/form.css';
import { useT } from '../../../ui/intl/use-t';

const ID = 'requestmail';

/**
 * Without a link: the e-mail address to send the lost-credentials mail to, with the login overlay's
 * three outcomes ('credentials on the way', 'e-mail not found', 'server communication error').
 */
export function RequestMailForm() {
  const t = useT();
  const text = useMessageText();
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const { form, send } = useLostCredentials({ idPrefix: ID, onSent: () => setSent(true), onNotice: setNotice });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(email);
  };

  if (sent) return <DoneState testId="request-mail-sent" message={t('selfcare.lostCredentials.sent')} login={t('care.login')} />;
  return (
    <form className="account-form customer-form" noValidate onSubmit={onSubmit} aria-busy={form.busy} data-testid="request-mail-form">
      {notice && (
        <Notice kind="error" testId="request-mail-notice">
          {text(notice)}
        </Notice>
      )}
      <TextField {...form.field('email')} {...accountInput('email')} value={email} onChange={setEmail} />
      <FormActions busy={form.busy} submit={t(form.busy ? 'newPassword.requestBusy' : 'account.lost.submit')} />
    </form>
  );
}
