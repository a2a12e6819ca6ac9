import { describe, it, expect } from 'vitest';
import { ShippingOption } from '../product/product-schema';
import { checkConfiguration } from '../check/check-configuration';
import { canvas } from '../test-fixtures';
import { shippingQuote, type ShippingMeasures } from './shipping';
import { basketShippingOptions } from './basket-shipping';

const option = ShippingOption.parse({
  shippingOption_id: 5,
  shippingOptionRate_id: 50,
  name: 'Kurier',
  price: 10,
  shippingOptionExceptions: [
    { fromLongSide: 800, fromShortSide: 600, shippingOptionRate_id: 51, price: 25 },
    { fromGirthMass: 2000, shippingOptionRate_id: 52, price: 30 },
    { fromLongSide: 100, shippingOptionRate_id: 53, price: 12 },
  ],
});
const post = (width: number) => checkConfiguration(canvas, { size: { custom: true, width, height: 50 }, frame: 'slim' }, 1, new Date(0)).shippingOptions[0];
const quote = (id: number, rate: number, chf: number) =>
  ({
    shippingOption_id: id,
    shippingOptionRate_id: rate,
    name: `o${id}`,
    priceRappen: chf * 100,
    price: chf,
  }) as ReturnType<typeof shippingQuote>;
const at = (fullLength: number, fullWidth: number, girthmass: number) => shippingQuote(option, { fullLength, fullWidth, girthmass } as ShippingMeasures);

describe('shipping of one item', () => {
  it('keeps the base price and rate when no exception applies', () => {
    expect(at(99, 50, 300)).toEqual({
      shippingOption_id: 5,
      shippingOptionRate_id: 50,
      name: 'Kurier',
      priceRappen: 1000,
      price: 10,
      pickup: false,
      transitDays: 1,
    });
  });

  it('applies an exception exactly at its threshold', () => {
    expect(at(100, 50, 300)).toMatchObject({ shippingOptionRate_id: 53, price: 12 });
  });

  it('needs every threshold an exception sets', () => {
    expect(at(800, 599, 1999)).toMatchObject({ shippingOptionRate_id: 53 }); // short side 599 < 600
    expect(at(800, 600, 1999)).toMatchObject({ shippingOptionRate_id: 51, price: 25 });
  });

  it('lets the highest applicable price win, whatever the order', () => {
    expect(at(800, 600, 2000)).toMatchObject({ shippingOptionRate_id: 52, priceRappen: 3000 });
    const reversed = { ...option, shippingOptionExceptions: option.shippingOptionExceptions.toReversed() };
    expect(shippingQuote(reversed, { fullLength: 800, fullWidth: 600, girthmass: 2000 } as ShippingMeasures)).toMatchObject({ shippingOptionRate_id: 52 });
  });

  it('measures the full size: a custom canvas of 95 cm reaches the 1000 mm long side exactly', () => {
    // 950 + 2 x 20 + 2 x 5 = 1000 mm -> Post exception 19.00 (rate 12); 94.9 cm -> 999 mm -> 9.00
    expect(post(95)).toMatchObject({ shippingOptionRate_id: 12, price: 19 });
    expect(post(94.9)).toMatchObject({ shippingOptionRate_id: 11, price: 9 });
  });
});

describe('shipping of a basket (one parcel)', () => {
  it('charges for each option the highest price of its items, with that rate', () => {
    const small = [quote(1, 11, 9), quote(2, 21, 0)];
    const big = [quote(1, 13, 39), quote(2, 21, 0)];
    expect(basketShippingOptions([small, big, small])).toEqual([quote(1, 13, 39), quote(2, 21, 0)]);
  });

  it('offers only options every item offers, and none for an empty basket', () => {
    expect(basketShippingOptions([[quote(1, 11, 9), quote(2, 21, 0)], [quote(1, 11, 7)]])).toEqual([quote(1, 11, 9)]);
    expect(basketShippingOptions([])).toEqual([]);
  });
});
