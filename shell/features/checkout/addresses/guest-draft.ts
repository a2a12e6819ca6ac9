import { atom } from 'jotai';
import type { z } from 'zod/mini';
import type { AddressSnapshotSchema, BasketView } from '../../../../shared/api/basket-view';
import type { Country } from '../../../../shared/domain/checkout/address';
import { emptyAddressValues as emptyPostal, type AddressValues as PostalValues } from '../../../components/form';

/** A checkout address: the form kit's postal address, a country and an optional phone for the delivery. */
export type AddressValues = PostalValues & { country: Country; phone: string };

export interface GuestDraft {
  email: string;
  billing: AddressValues;
  /** Delivery to another address than the billing one. */
  separateDelivery: boolean;
  delivery: AddressValues;
}

export const emptyAddressValues: AddressValues = { ...emptyPostal, country: 'CH', phone: '' };

function valuesOf(snapshot: z.infer<typeof AddressSnapshotSchema> | null): AddressValues {
  if (!snapshot) return emptyAddressValues;
  return {
    ...snapshot,
    company: snapshot.company ?? '',
    department: snapshot.department ?? '',
    address2: snapshot.address2 ?? '',
    phone: snapshot.phone ?? '',
  };
}

/** What the guest entered before (kept by the server), so going back to this step shows it again. */
export function draftFromCheckout(checkout: BasketView['checkout']): GuestDraft {
  const billing = valuesOf(checkout.billingAddress);
  const delivery = valuesOf(checkout.deliveryAddress);
  const separateDelivery = checkout.deliveryAddress !== null && JSON.stringify(delivery) !== JSON.stringify(billing);
  return { email: checkout.email ?? '', billing, separateDelivery, delivery: separateDelivery ? delivery : emptyAddressValues };
}

const addressBody = (values: AddressValues) => ({
  ...values,
  company: values.company.trim() || undefined,
  department: values.department.trim() || undefined,
  address2: values.address2.trim() || undefined,
  phone: values.phone.trim() || undefined,
});

/** The addresses/set body (optional texts left empty are sent as absent). */
export function guestBody(draft: GuestDraft) {
  return {
    kind: 'guest' as const,
    email: draft.email,
    billingAddress: addressBody(draft.billing),
    deliveryAddress: draft.separateDelivery ? addressBody(draft.delivery) : null,
  };
}

/** Typed but not yet sent: survives a step back to the basket within this visit. */
export const guestDraftAtom = atom<GuestDraft | null>(null);
