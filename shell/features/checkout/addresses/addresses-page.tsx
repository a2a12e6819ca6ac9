import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../lib/use-locale';
import { accountOverlayAtom, authTokenAtom } from '../../../session/account-state';
import { CustomerAddresses } from './customer-addresses';
import { GuestAddresses } from './guest-addresses';
import { useT } from '../../../../ui/intl/use-t';

/** /checkout/addresses: a guest types the addresses, a customer picks them from the address book. */
export function AddressesPage() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const token = useAtomValue(authTokenAtom);
  const openAccount = useSetAtom(accountOverlayAtom);
  const next = () => void navigate(paths.checkout.href(locale, 'paymentAndShipping'));
  return (
    <section className="checkout-page" data-testid="checkout-addresses">
      <h1>{t('checkout.addresses.title')}</h1>
      {token ? (
        <CustomerAddresses key={token} onDone={next} />
      ) : (
        <>
          <p className="checkout-login-hint">
            {t('order.addresses.guestHint')}{' '}
            <button type="button" className="account-link" onClick={() => openAccount('login')} data-testid="addresses-login">
              {t('order.addresses.login')}
            </button>
          </p>
          <GuestAddresses onDone={next} />
        </>
      )}
    </section>
  );
}
