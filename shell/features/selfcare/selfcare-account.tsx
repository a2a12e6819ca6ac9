import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { getOrders, getSelfcareData, type SelfcareData } from '../../../shared/api/selfcare';
import { api } from '../../lib/api';
import { authTokenAtom } from '../../session/account-state';
import { logout } from '../../session/auth-token';
import { Notice } from '../../components/form';
import { AccountSummary } from './account-summary';
import { AddressBookSection } from './address-book';
import { ContactSection } from './contact-section';
import { PasswordSection } from './password-section';
import { OrdersSection, type OrdersState } from './orders-section';
import { isSessionEnded, useSessionGuard } from '../../session/session-guard';
import { useT } from '../../../ui/intl/use-t';

/** The logged-in part of the self-care page: loads the account and the orders, then shows them. */
export function SelfcareAccount({ onExpired, onLoggedOut }: { onExpired: () => void; onLoggedOut: () => void }) {
  const t = useT();
  const setToken = useSetAtom(authTokenAtom);
  const guard = useSessionGuard(onExpired);
  const [data, setData] = useState<SelfcareData | null>(null);
  const [failed, setFailed] = useState(false);
  const [orders, setOrders] = useState<OrdersState>('loading');

  /** Loads the account and the orders (again after a failure, or when the book changed elsewhere). */
  const load = useCallback(() => {
    let live = true;
    guard(api(getSelfcareData)).then(
      (answer) => live && setData(answer),
      (error: unknown) => {
        if (!live || isSessionEnded(error)) return;
        console.error('self-care data failed to load', error);
        setFailed(true);
      },
    );
    guard(api(getOrders)).then(
      (answer) => live && setOrders(answer.orders),
      (error: unknown) => {
        if (!live || isSessionEnded(error)) return;
        console.error('orders failed to load', error);
        setOrders('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [guard]);
  useEffect(() => load(), [load]);

  const onLogout = () => {
    void logout().then(() => {
      setToken(null);
      onLoggedOut();
    });
  };

  if (failed) {
    return (
      <Notice kind="error" testId="selfcare-failed">
        <p>{t('selfcare.serverError')}</p>
        <p>
          <button
            type="button"
            className="account-secondary"
            onClick={() => {
              setFailed(false);
              load();
            }}
          >
            {t('care.retry')}
          </button>
        </p>
      </Notice>
    );
  }
  if (!data) {
    return (
      <p className="page-loading" aria-busy="true" data-testid="selfcare-loading">
        {t('care.loading')}
      </p>
    );
  }
  return (
    <div className="care-account" data-testid="selfcare-account">
      <div className="care-bar">
        <p>{t('care.intro.loggedIn', { username: data.username })}</p>
        <button type="button" className="account-secondary" onClick={onLogout} data-testid="selfcare-logout">
          {t('account.logout')}
        </button>
      </div>
      <AccountSummary data={data} />
      <ContactSection data={data} guard={guard} onSaved={(next) => setData((current) => (current ? { ...current, ...next } : current))} />
      <AddressBookSection
        book={{ addresses: data.addresses, defaultAddressId: data.defaultAddressId }}
        guard={guard}
        onChange={(book) => setData((current) => (current ? { ...current, ...book } : current))}
        onReload={() => load()}
      />
      <PasswordSection guard={guard} />
      <OrdersSection orders={orders} unconfirmedEmail={data.contact.emailConfirmed ? null : data.contact.email} guard={guard} />
    </div>
  );
}
