import { useAtomValue } from 'jotai';
import { useCallback, useState, type FormEvent } from 'react';
import { setAddresses } from '../../../../shared/api/checkout';
import { getSelfcareData, type Address } from '../../../../shared/api/selfcare';
import { api } from '../../../lib/api';
import { useResource } from '../../../lib/use-resource';
import { authTokenAtom } from '../../../session/account-state';
import { AddressBookForm, FormActions, Notice, useSubmitGuard } from '../../../components/form';
import { useSessionGuard } from '../../../session/session-guard';
import { useBasket, useBasketView } from '../basket-context';
import { failureText } from '../failure-text';
import { AddressChoice } from './address-choice';
import { SeparateDelivery } from './separate-delivery';
import { useT } from '../../../../ui/intl/use-t';

// A 401 clears the token, and the page then shows the guest form by itself.
const sessionEnded = () => undefined;

/** A customer picks billing and delivery address from the address book (default preselected) or adds one. */
export function CustomerAddresses({ onDone }: { onDone: () => void }) {
  const t = useT();
  const view = useBasketView();
  const { run } = useBasket();
  const token = useAtomValue(authTokenAtom);
  const guard = useSessionGuard(sessionEnded);
  const [reloads, setReloads] = useState(0);
  const data = useResource(() => guard(api(getSelfcareData)), [token, reloads]);
  const [billing, setBilling] = useState<number | null>(view.checkout.billingAddressId);
  const [separate, setSeparate] = useState(view.checkout.deliveryAddressId !== null && view.checkout.deliveryAddressId !== view.checkout.billingAddressId);
  const [delivery, setDelivery] = useState<number | null>(view.checkout.deliveryAddressId);
  const [adding, setAdding] = useState<'billing' | 'delivery' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { busy, run: submitOnce } = useSubmitGuard();
  const added = useCallback(
    (saved: Address) => {
      if (adding === 'delivery') setDelivery(saved.id);
      else setBilling(saved.id);
      setAdding(null);
      setReloads((n) => n + 1);
    },
    [adding],
  );

  if (data.status === 'loading') return <p aria-busy="true">{t('order.loading')}</p>;
  if (data.status === 'error') {
    return (
      <Notice kind="error">
        {t('order.loadFailed')}{' '}
        <button type="button" className="account-link" onClick={data.retry}>
          {t('order.retry')}
        </button>
      </Notice>
    );
  }
  const addresses = data.data.addresses;
  const billingId = billing ?? data.data.defaultAddressId ?? addresses[0]?.id ?? null;
  const deliveryId = delivery ?? billingId;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (billingId === null) return;
    void submitOnce(async () => {
      setFailure(null);
      try {
        await run(api(setAddresses, { body: { kind: 'customer', billingAddressId: billingId, deliveryAddressId: separate ? deliveryId : null } }));
        onDone();
      } catch (error) {
        setFailure(failureText(error, t('order.networkError')));
      }
    });
  };

  /** The billing or the delivery address, chosen from the address book (or added to it). */
  const choice = (which: 'billing' | 'delivery', value: number | null, onChange: (id: number) => void) => (
    <AddressChoice
      name={which}
      legend={t(`order.addresses.${which}`)}
      addresses={addresses}
      value={value}
      onChange={onChange}
      onAdd={() => setAdding(which)}
      disabled={busy}
    />
  );

  if (adding) {
    return (
      <AddressBookForm
        address={null}
        guard={guard}
        onSaved={added}
        onCancel={() => setAdding(null)}
        onFailed={(error) => setFailure(failureText(error, t('order.networkError')))}
      />
    );
  }
  return (
    <form className="account-form checkout-form" noValidate onSubmit={onSubmit} aria-busy={busy} data-testid="customer-addresses">
      {failure && <Notice kind="error">{failure}</Notice>}
      {addresses.length === 0 && <p>{t('order.addresses.none')}</p>}
      {choice('billing', billingId, setBilling)}
      <SeparateDelivery checked={separate} disabled={busy || addresses.length === 0} onChange={setSeparate} />
      {separate && choice('delivery', deliveryId, setDelivery)}
      <FormActions busy={busy} submit={t(busy ? 'order.saving' : 'order.continue')} disabled={billingId === null} testId="addresses-continue" />
    </form>
  );
}
