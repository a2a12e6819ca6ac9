import { useAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { AddressesBody, setAddresses } from '../../../../shared/api/checkout';
import { accountInput, AddressFields, addressFieldOrder, FormActions, Notice, TextField, useMessageText, useSchemaForm } from '../../../components/form';
import { api } from '../../../lib/api';
import { useBasket, useBasketView } from '../basket-context';
import { failureText } from '../failure-text';
import { CountryField } from './country-field';
import { fieldElementId } from './guest-field-ids';
import { SeparateDelivery } from './separate-delivery';
import { draftFromCheckout, guestBody, guestDraftAtom, type AddressValues, type GuestDraft } from './guest-draft';
import { useT } from '../../../../ui/intl/use-t';

const FIELDS = [...addressFieldOrder, 'country', 'phone'];
const ORDER = ['email', ...FIELDS.map((f) => `billingAddress.${f}`), ...FIELDS.map((f) => `deliveryAddress.${f}`)];

/** A guest's e-mail and billing address (and a delivery address when it differs), checked by the server's own schema. */
export function GuestAddresses({ onDone }: { onDone: () => void }) {
  const t = useT();
  const text = useMessageText();
  const view = useBasketView();
  const { run } = useBasket();
  const [stored, setStored] = useAtom(guestDraftAtom);
  const [draft, setDraftState] = useState<GuestDraft>(() => stored ?? draftFromCheckout(view.checkout));
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm({ idPrefix: 'guest', order: ORDER, schema: AddressesBody, keys: 'path', elementId: fieldElementId });
  const { errors, busy } = form;

  const setDraft = (next: GuestDraft) => {
    setDraftState(next);
    setStored(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    void form.submit(
      guestBody(draft),
      async (body) => {
        await run(api(setAddresses, { body }));
        onDone();
      },
      (error) => setFailure(failureText(error, t('order.networkError'))),
    );
  };
  const count = Object.values(errors).filter((list) => list.length).length;

  /** The billing or the delivery address, with its country. */
  const address = (which: 'billing' | 'delivery') => {
    const path = `${which}Address`;
    const section = which === 'billing' ? 'billing' : 'shipping';
    const values = draft[which];
    const set = (next: AddressValues) => setDraft({ ...draft, [which]: next });
    return (
      <fieldset className="checkout-fieldset">
        <legend>{t(`order.addresses.${which}`)}</legend>
        <AddressFields<AddressValues>
          idPrefix={path}
          path={path}
          section={section}
          values={values}
          errors={errors}
          disabled={busy}
          onChange={set}
          extra={
            <>
              <CountryField
                path={path}
                section={section}
                value={values.country}
                errors={errors}
                disabled={busy}
                onChange={(country) => set({ ...values, country })}
              />
              <TextField
                idPrefix={path}
                name="phone"
                label={t('order.field.deliveryPhone')}
                hint={t('order.field.deliveryPhoneHint')}
                type="tel"
                autoComplete={`section-${section} ${section} tel`}
                value={values.phone}
                messages={errors[`${path}.phone`]?.map(text)}
                disabled={busy}
                onChange={(phone) => set({ ...values, phone })}
              />
            </>
          }
        />
      </fieldset>
    );
  };

  return (
    <form className="account-form checkout-form" noValidate onSubmit={onSubmit} aria-busy={busy} data-testid="guest-addresses">
      {count > 0 && (
        <Notice kind="error" testId="addresses-check-input">
          <p>{t('order.addresses.checkInput', { count })}</p>
        </Notice>
      )}
      {failure && <Notice kind="error">{failure}</Notice>}
      <TextField
        {...form.field('email')}
        {...accountInput('email')}
        value={draft.email}
        onChange={(email) => setDraft({ ...draft, email })}
        hint={t('order.addresses.emailHint')}
      />
      {address('billing')}
      <SeparateDelivery checked={draft.separateDelivery} disabled={busy} onChange={(separateDelivery) => setDraft({ ...draft, separateDelivery })} />
      {draft.separateDelivery && address('delivery')}
      <FormActions busy={busy} submit={t(busy ? 'order.saving' : 'order.continue')} testId="addresses-continue" />
    </form>
  );
}
