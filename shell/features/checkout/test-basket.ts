import { NOTHING_CHOSEN, type BasketView } from '../../../shared/api/basket-view';

/** A priced basket as GET /api/basket answers it, for tests of the pages' logic; `checkout` fields override. */
export function basketView(patch: Partial<Omit<BasketView, 'checkout'>> = {}, checkout: Partial<BasketView['checkout']> = {}): BasketView {
  return {
    count: 1,
    items: [
      {
        id: 7,
        productId: 'canvas',
        productName: 'Canvas',
        quantity: 1,
        customerDetails: [{ property: 'Size', value: '40 x 30 cm' }],
        previewUrl: null,
        pictureId: null,
        unitRappen: 8790,
        totalRappen: 8790,
        regularUnitRappen: null,
        bulkFromAmount: null,
        errors: [],
      },
    ],
    vouchers: [],
    itemsRappen: 8790,
    discountRappen: 0,
    shippingOptions: [{ shippingOption_id: 1, shippingOptionRate_id: 11, name: 'Post', priceRappen: 900, price: 9, pickup: false, transitDays: 2 }],
    shipping: { shippingOption_id: 1, shippingOptionRate_id: 11, name: 'Post', priceRappen: 900, price: 9, pickup: false, transitDays: 2 },
    shippingRappen: 900,
    totalRappen: 9690,
    voucherSalesRappen: 0,
    vatRappen: 726,
    vatRatePercent: 8.1,
    paidByVouchersRappen: 0,
    amountDueRappen: 9690,
    expectedDelivery: '2026-12-02',
    priceChanges: [],
    ...patch,
    checkout: {
      ...NOTHING_CHOSEN,
      paymentMethods: [{ id: 'invoice', name: 'Invoice', description: '30 days' }],
      missing: ['addresses', 'shipping', 'paymentMethod', 'terms'],
      ...checkout,
    },
  };
}

export const address = {
  company: null,
  department: null,
  sex: 'f',
  firstname: 'Anna',
  lastname: 'Muster',
  address1: 'Bahnhofstrasse 1',
  address2: null,
  zipcode: '8001',
  city: 'Zürich',
  country: 'CH',
} as const;
