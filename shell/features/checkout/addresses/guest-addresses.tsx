import type { MessageKey } from '../../../../shared/i18n/messages';
import { useAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { AddressesBody, setAddresses } from '../../../../shared/api/checkout';
import { AddressFields, addressFieldOrder, Notice, TextField, useMessageText, useSchemaForm } from '../../../components/form';
import { api } from '../../../lib/api';
import { useBasket, useBasketView } from '../basket-context';
import { failureText } from '../failure-text';
import { CountryField } from './country-field';
import { fieldElementId } from './guest-field-ids';
import { draftFromCheckout, guestBody, guestDraftAtom, type AddressValues, type GuestDraft } from './guest-draft';

const FIELDS = [...addressFieldOrder, 'country'];
const ORDER = ['email', ...FIELDS.map((f) => `billingAddress.${f}`), ...FIELDS.map((f) => `deliveryAddress.${f}`)];

/** A guest's e-mail and billing address (and a delivery address when it differs), checked by the server's own schema. */
export function GuestAddresses({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const t = (id: MessageKey) => intl.formatMessage({ id });
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

  return (
    <form className="account-form checkout-form" noValidate onSubmit={onSubmit} aria-busy={busy} data-testid="guest-addresses">
      {count > 0 && (
        <Notice kind="error" testId="addresses-check-input">
          <p>{intl.formatMessage({ id: 'order.addresses.checkInput' }, { count })}</p>
        </Notice>
      )}
      {failure && <Notice kind="error">{failure}</Notice>}
      <TextField
        idPrefix="guest"
        name="email"
        type="email"
        label={t('account.field.email')}
        required
        autoComplete="email"
        value={draft.email}
        onChange={(email) => setDraft({ ...draft, email })}
        disabled={busy}
        messages={errors.email?.map(text)}
        hint={t('order.addresses.emailHint')}
      />
      <fieldset className="checkout-fieldset">
        <legend>{t('order.addresses.billing')}</legend>
        <AddressFields<AddressValues>
          idPrefix="billingAddress"
          path="billingAddress"
          section="billing"
          values={draft.billing}
          errors={errors}
          disabled={busy}
          onChange={(billing) => setDraft({ ...draft, billing })}
          extra={
            <CountryField
              path="billingAddress"
              section="billing"
              value={draft.billing.country}
              errors={errors}
              disabled={busy}
              onChange={(country) => setDraft({ ...draft, billing: { ...draft.billing, country } })}
            />
          }
        />
      </fieldset>
      <label className="account-choice">
        <input
          type="checkbox"
          checked={draft.separateDelivery}
          disabled={busy}
          onChange={(event) => setDraft({ ...draft, separateDelivery: event.target.checked })}
          data-testid="separate-delivery"
        />
        {t('order.addresses.separateDelivery')}
      </label>
      {draft.separateDelivery && (
        <fieldset className="checkout-fieldset">
          <legend>{t('order.addresses.delivery')}</legend>
          <AddressFields<AddressValues>
            idPrefix="deliveryAddress"
            path="deliveryAddress"
            section="shipping"
            values={draft.delivery}
            errors={errors}
            disabled={busy}
            onChange={(delivery) => setDraft({ ...draft, delivery })}
            extra={
              <CountryField
                path="deliveryAddress"
                section="shipping"
                value={draft.delivery.country}
                errors={errors}
                disabled={busy}
                onChange={(country) => setDraft({ ...draft, delivery: { ...draft.delivery, country } })}
              />
            }
          />
        </fieldset>
      )}
      <div className="account-actions">
        <button type="submit" className="account-submit" disabled={busy} data-testid="addresses-continue">
          {t(busy ? 'order.saving' : 'order.continue')}
        </button>
      </div>
    </form>
  );
}
