import { useEffect, useState, type FormEvent } from 'react';
import { addAddress, AddressInput, updateAddress, type Address } from '../../../shared/api/selfcare';
import { api } from '../../lib/api';
import type { SessionGuard } from '../../session/session-guard';
import { AddressFields, addressFieldOrder } from './address-fields';
import { addressValues, emptyAddressValues, type AddressValues } from './address-values';
import { ErrorSummary } from './error-summary';
import { fieldId } from './field-ids';
import { FormActions } from './form-actions';
import { useFieldLabel } from './use-field-label';
import { useSchemaForm } from './use-schema-form';
import { useT } from '../../../ui/intl/use-t';

export interface AddressBookFormProps {
  /** The address to edit, or null for a new one. */
  address: Address | null;
  guard: SessionGuard;
  onSaved: (saved: Address) => void;
  onCancel: () => void;
  /** A failure that is not about a field (gone, limit reached, no answer). */
  onFailed: (error: unknown) => void;
}

/** Adds (POST) or edits (PUT) an address of the customer's address book (self-care, checkout), validated with the shared AddressInput schema. */
export function AddressBookForm({ address, guard, onSaved, onCancel, onFailed }: AddressBookFormProps) {
  const t = useT();
  const idPrefix = `address-form-${address?.id ?? 'new'}`;
  const [values, setValues] = useState<AddressValues>(() => (address ? addressValues(address) : emptyAddressValues));
  const form = useSchemaForm({ idPrefix, order: addressFieldOrder, schema: AddressInput });
  useEffect(() => {
    document.getElementById(fieldId(idPrefix, 'sex'))?.focus();
  }, [idPrefix]);

  const labelOf = useFieldLabel();
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
    <form
      className="account-form care-form care-address-form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={form.busy}
      aria-labelledby={titleId}
      data-testid="address-form"
    >
      <h3 id={titleId}>{t(address ? 'care.addresses.editTitle' : 'care.addresses.newTitle')}</h3>
      <ErrorSummary idPrefix={idPrefix} errors={form.errors} order={addressFieldOrder} labelOf={labelOf} />
      <AddressFields idPrefix={idPrefix} values={values} errors={form.errors} disabled={form.busy} onChange={setValues} />
      <FormActions busy={form.busy} submit={t(form.busy ? 'care.saving' : 'care.save')} cancel={{ label: t('care.cancel'), onClick: onCancel }} />
    </form>
  );
}
