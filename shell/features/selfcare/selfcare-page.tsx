import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useIntl } from '../../../ui/intl/intl-provider';
import { ClientOnly } from '../../components/client-only';
import { authTokenAtom } from '../../session/account-state';
import { PageHead } from '../seo/page-head';
import { LoginPrompt, type LoginReason } from './login-prompt';
import { SelfcareAccount } from './selfcare-account';
import '../../components/form/form.css';
import './selfcare.css';

/** /selfcare: the logged-in customer's data, contact, address book and orders; else a login prompt. */
export function SelfcarePage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'page.selfcare.title' });
  const token = useAtomValue(authTokenAtom);
  const [reason, setReason] = useState<LoginReason>(null);
  const expired = useCallback(() => setReason('expired'), []);
  const loggedOut = useCallback(() => setReason('loggedout'), []);
  return (
    <section className="care" data-testid="selfcare">
      <PageHead title={title} visibility="private" />
      <h1>{title}</h1>
      <p className="lead">{intl.formatMessage({ id: 'page.selfcare.text' })}</p>
      {/* A new token (a login here or in another tab) is a new customer session: load afresh. */}
      <ClientOnly fallback={<p aria-busy="true">{intl.formatMessage({ id: 'page.loading' })}</p>}>
        {token ? <SelfcareAccount key={token} onExpired={expired} onLoggedOut={loggedOut} /> : <LoginPrompt reason={reason} />}
      </ClientOnly>
    </section>
  );
}
