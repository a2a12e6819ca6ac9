import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { addAddress, AddressInput, updateAddress, type Address } from '../../../shared/api/selfcare';
import { api } from '../../lib/api';
import { ErrorSummary } from '../account/error-summary';
import { fieldId, RadioField, TextField, useMessageText } from '../account/fields';
import { capitalise } from '../account/form-errors';
import { useSchemaForm } from '../account/use-schema-form';
import { addressValues, emptyAddress, type AddressValues } from './address-book-model';
import type { SessionGuard } from './session';
import type { MessageKey } from '../../../shared/i18n/messages';
import { hasMessage } from '../../../shared/i18n/messages/has-message';

type TextName = Exclude<keyof AddressValues, 'sex'>;
const TEXT: readonly TextName[] = ['company', 'department', 'firstname', 'lastname', 'address1', 'address2', 'zipcode', 'city'];
const ORDER = ['sex', ...TEXT];
const REQUIRED = new Set(['firstname', 'lastname', 'address1', 'zipcode', 'city']);
const INPUT: Partial<Record<TextName, { autoComplete?: string; inputMode?: 'numeric' }>> = {
  company: { autoComplete: 'organization' },
  firstname: { autoComplete: 'given-name' },
  lastname: { autoComplete: 'family-name' },
  address1: { autoComplete: 'address-line1' },
  address2: { autoComplete: 'address-line2' },
  zipcode: { autoComplete: 'postal-code', inputMode: 'numeric' },
  city: { autoComplete: 'address-level2' },
};

export interface AddressFormProps {
  /** The address to edit, or null for a new one. */
  address: Address | null;
  guard: SessionGuard;
  onSaved: (saved: Address) => void;
  onCancel: () => void;
  /** A failure that is not about a field (gone, limit reached, no answer). */
  onFailed: (error: unknown) => void;
}

/** Adds (POST) or edits (PUT) an address, validated with the shared AddressInput schema. */
export function AddressForm({ address, guard, onSaved, onCancel, onFailed }: AddressFormProps) {
  const intl = useIntl();
  const t = (id: MessageKey) => intl.formatMessage({ id });
  const text = useMessageText();
  const idPrefix = `address-form-${address?.id ?? 'new'}`;
  const [values, setValues] = useState<AddressValues>(() => (address ? addressValues(address) : emptyAddress));
  const form = useSchemaForm({ idPrefix, order: ORDER, schema: AddressInput });
  useEffect(() => {
    document.getElementById(fieldId(idPrefix, 'sex'))?.focus();
  }, [idPrefix]);

  const labelOf = (field: string) => {
    const id = `account.field.${field}`;
    return hasMessage(intl.messages, id) ? t(id) : capitalise(field);
  };
  const messagesOf = (field: string) => form.errors[field]?.map(text);
  const titleId = `${idPrefix}-title`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(
      values,
      async (body) => {
        const saved = await guard(address ? api(updateAddress, { params: { id: address.id }, body }) : api(addAddress, { body }));
        onSaved(saved);
      },
      onFailed,
    );
  };

  return (
    <form className="account-form care-form care-address-form" noValidate onSubmit={onSubmit} aria-busy={form.busy} aria-labelledby={titleId} data-testid="address-form">
      <h3 id={titleId}>{t(address ? 'care.addresses.editTitle' : 'care.addresses.newTitle')}</h3>
      <ErrorSummary idPrefix={idPrefix} errors={form.errors} order={ORDER} labelOf={labelOf} />
      <RadioField
        idPrefix={idPrefix}
        name="sex"
        label={labelOf('sex')}
        value={values.sex}
        choices={['f', 'm'] as const}
        choiceLabel={(choice) => t(`account.field.sex.${choice}`)}
        onChange={(sex) => setValues((current) => ({ ...current, sex }))}
        disabled={form.busy}
        messages={messagesOf('sex')}
      />
      <div className="account-grid">
        {TEXT.map((name) => (
          <TextField
            key={name}
            idPrefix={idPrefix}
            name={name}
            label={labelOf(name)}
            required={REQUIRED.has(name)}
            value={values[name]}
            onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
            disabled={form.busy}
            messages={messagesOf(name)}
            {...INPUT[name]}
          />
        ))}
      </div>
      <div className="account-actions">
        <button type="button" className="account-secondary" onClick={onCancel} disabled={form.busy}>
          {t('care.cancel')}
        </button>
        <button type="submit" className="account-submit" disabled={form.busy}>
          {t(form.busy ? 'care.saving' : 'care.save')}
        </button>
      </div>
    </form>
  );
}
