import { useAtom } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../../shared/api/client';
import { AddressesBody, setAddresses } from '../../../../shared/api/checkout';
import { api } from '../../../lib/api';
import { Notice, TextField, useMessageText } from '../../account/fields';
import type { FieldErrors } from '../../account/form-errors';
import { useBasket, useBasketView } from '../basket-context';
import { failureText } from '../failure-text';
import { AddressFields, addressFieldOrder } from './address-fields';
import { draftFromCheckout, guestBody, guestDraftAtom, type GuestDraft } from './guest-draft';
import { fieldElementId, issuesByPath } from './path-errors';
import type { MessageKey } from '../../../../shared/i18n/messages';

const ORDER = ['email', ...addressFieldOrder.map((f) => `billingAddress.${f}`), ...addressFieldOrder.map((f) => `deliveryAddress.${f}`)];

/** A guest's e-mail and billing address (and a delivery address when it differs), checked by the server's own schema. */
export function GuestAddresses({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const t = (id: MessageKey) => intl.formatMessage({ id });
  const text = useMessageText();
  const view = useBasketView();
  const { run } = useBasket();
  const [stored, setStored] = useAtom(guestDraftAtom);
  const [draft, setDraftState] = useState<GuestDraft>(() => stored ?? draftFromCheckout(view.checkout));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const [focus, setFocus] = useState<{ field: string } | null>(null);
  useEffect(() => {
    if (focus) document.getElementById(fieldElementId(focus.field))?.focus();
  }, [focus]);

  const setDraft = (next: GuestDraft) => {
    setDraftState(next);
    setStored(next);
  };
  const show = (found: FieldErrors) => {
    setErrors(found);
    const field = ORDER.find((f) => found[f]?.length) ?? Object.keys(found)[0];
    if (field) setFocus({ field });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const parsed = AddressesBody.safeParse(guestBody(draft));
    if (!parsed.success) return show(issuesByPath(parsed.error.issues));
    setErrors({});
    setFailure(null);
    sending.current = true;
    setBusy(true);
    try {
      await run(api(setAddresses, { body: parsed.data }));
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fields && Object.keys(error.fields).length) show(error.fields);
      else setFailure(failureText(error, t('order.networkError')));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };
  const count = Object.values(errors).filter((list) => list.length).length;

  return (
    <form className="account-form checkout-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy} data-testid="guest-addresses">
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
        <AddressFields path="billingAddress" section="billing" values={draft.billing} errors={errors} disabled={busy} onChange={(billing) => setDraft({ ...draft, billing })} />
      </fieldset>
      <label className="account-choice">
        <input type="checkbox" checked={draft.separateDelivery} disabled={busy} onChange={(event) => setDraft({ ...draft, separateDelivery: event.target.checked })} data-testid="separate-delivery" />
        {t('order.addresses.separateDelivery')}
      </label>
      {draft.separateDelivery && (
        <fieldset className="checkout-fieldset">
          <legend>{t('order.addresses.delivery')}</legend>
          <AddressFields path="deliveryAddress" section="shipping" values={draft.delivery} errors={errors} disabled={busy} onChange={(delivery) => setDraft({ ...draft, delivery })} />
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
