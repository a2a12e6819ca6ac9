import type { ReactNode } from 'react';
import { ADDRESS_TEXT_FIELDS, addressInput, type AddressValues } from './address-values';
import type { FieldErrors } from './form-errors';
import { RadioField, SEXES } from './radio-field';
import { TextField } from './text-field';

/** Field order of one address (for focusing the first failing field and the 'check your input' list). */
export const addressFieldOrder = ['sex', ...ADDRESS_TEXT_FIELDS] as const;

/**
 * The inputs of one postal address: salutation, then the text fields in a grid. `path` is the body
 * field it fills ('billingAddress') when the address is part of a larger payload, so the shared
 * schema's and the server's errors ('billingAddress.zipcode') land on their input; without it the
 * errors are keyed by the field name. `extra` goes at the end of the grid (the country, in checkout).
 */
export function AddressFields<V extends AddressValues>({
  idPrefix,
  path,
  section,
  values,
  errors,
  disabled,
  onChange,
  extra,
}: {
  idPrefix: string;
  path?: string;
  section?: 'billing' | 'shipping';
  values: V;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (values: V) => void;
  extra?: ReactNode;
}) {
  const field = (name: string) => ({ idPrefix, name, disabled, messages: errors[path ? `${path}.${name}` : name] });
  const set = (patch: Partial<AddressValues>) => onChange({ ...values, ...patch });
  return (
    <>
      <RadioField {...field('sex')} value={values.sex} choices={SEXES} onChange={(sex) => set({ sex })} />
      <div className="account-grid">
        {ADDRESS_TEXT_FIELDS.map((name) => (
          <TextField key={name} {...field(name)} value={values[name]} onChange={(value) => set({ [name]: value })} {...addressInput(name, section)} />
        ))}
        {extra}
      </div>
    </>
  );
}
