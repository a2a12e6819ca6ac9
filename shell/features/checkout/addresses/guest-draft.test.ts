import { describe, expect, it } from 'vitest';
import { AddressesBody } from '../../../../shared/api/checkout';
import { address, basketView } from '../test-basket';
import { draftFromCheckout, emptyAddressValues, guestBody } from './guest-draft';
import { issuesByPath } from '../../../components/form/form-errors';
import { fieldElementId } from './guest-field-ids';

describe('guest addresses', () => {
  it('shows what the server kept when the guest comes back to the step', () => {
    const draft = draftFromCheckout(basketView({}, { email: 'anna@example.ch', billingAddress: address, deliveryAddress: address }).checkout);
    expect(draft.email).toBe('anna@example.ch');
    expect(draft.billing).toMatchObject({ firstname: 'Anna', company: '', zipcode: '8001' });
    expect(draft.separateDelivery).toBe(false);
  });

  it('sends no delivery address unless it differs, and passes the shared schema', () => {
    const draft = {
      email: 'anna@example.ch',
      billing: { ...emptyAddressValues, firstname: 'Anna', lastname: 'Muster', address1: 'Dorf 1', zipcode: '9490', city: 'Vaduz', country: 'LI' as const },
      separateDelivery: false,
      delivery: emptyAddressValues,
    };
    const body = guestBody(draft);
    expect(body.deliveryAddress).toBeNull();
    expect(AddressesBody.safeParse(body).success).toBe(true);
  });

  it('puts a wrong postcode on the zipcode input of its address', () => {
    const draft = {
      email: 'x@example.ch',
      billing: { ...emptyAddressValues, firstname: 'A', lastname: 'B', address1: 'C 1', zipcode: '8001', city: 'Zürich', country: 'LI' as const },
      separateDelivery: true,
      delivery: { ...emptyAddressValues, firstname: 'A', lastname: 'B', address1: 'C 1', zipcode: '12', city: 'Bern' },
    };
    const parsed = AddressesBody.safeParse(guestBody(draft));
    expect(parsed.success).toBe(false);
    const errors = issuesByPath(parsed.error?.issues ?? []);
    expect(errors['billingAddress.zipcode']).toEqual(['checkout.validation.zipLi']);
    expect(errors['deliveryAddress.zipcode']).toEqual(['checkout.validation.zipCh']);
    expect(fieldElementId('deliveryAddress.zipcode')).toBe('deliveryAddress-zipcode');
    expect(fieldElementId('email')).toBe('guest-email');
  });
});
