import type { SeedShippingOption } from './types';

/*
 * Shipping options shared by the products. Prices in CHF incl. VAT, per basket (one parcel).
 * Rate ids: <option id> * 100 + n; every base rate and every exception has its own rate id.
 * Exceptions: a long side from 1000 mm is bulky goods (Post "Sperrgut"); a girth from 3000 mm no longer
 * goes as a parcel and is delivered by freight forwarder.
 */

/** Wall art parcels: Post PostPac Economy (2 working days). */
const standardParcel: SeedShippingOption = {
  shippingOption_id: 1,
  shippingOptionRate_id: 101,
  name: {
    de: 'Standard (Post PostPac Economy)',
    fr: 'Standard (Poste PostPac Economy)',
    it: 'Standard (Posta PostPac Economy)',
    en: 'Standard (Swiss Post PostPac Economy)',
  },
  price: 9.9,
  transitDays: 2,
  shippingOptionExceptions: [
    { fromLongSide: 1000, fromShortSide: null, fromGirthMass: null, shippingOptionRate_id: 102, price: 24.9 },
    { fromLongSide: null, fromShortSide: null, fromGirthMass: 3000, shippingOptionRate_id: 103, price: 79 },
  ],
};

/** Wall art parcels: Post PostPac Priority (next working day). */
const expressParcel: SeedShippingOption = {
  shippingOption_id: 2,
  shippingOptionRate_id: 201,
  name: {
    de: 'Express (Post PostPac Priority)',
    fr: 'Express (Poste PostPac Priority)',
    it: 'Express (Posta PostPac Priority)',
    en: 'Express (Swiss Post PostPac Priority)',
  },
  price: 16.9,
  transitDays: 1,
  shippingOptionExceptions: [
    { fromLongSide: 1000, fromShortSide: null, fromGirthMass: null, shippingOptionRate_id: 202, price: 34.9 },
    { fromLongSide: null, fromShortSide: null, fromGirthMass: 3000, shippingOptionRate_id: 203, price: 119 },
  ],
};

/** Collection at the workshop in Root (free of charge). */
const pickup: SeedShippingOption = {
  shippingOption_id: 3,
  shippingOptionRate_id: 301,
  name: {
    de: 'Abholung im Atelier in Root',
    fr: "Retrait à l'atelier de Root",
    it: "Ritiro presso l'atelier di Root",
    en: 'Collection from our workshop in Root',
  },
  price: 0,
  shippingOptionExceptions: [],
  pickup: true,
  transitDays: 0,
};

/** Small flat items (cards, samples): Post A-Post letter. */
const letter: SeedShippingOption = {
  shippingOption_id: 4,
  shippingOptionRate_id: 401,
  name: {
    de: 'Brief (Post A-Post)',
    fr: 'Lettre (Poste Courrier A)',
    it: 'Lettera (Posta A)',
    en: 'Letter (Swiss Post A-Mail)',
  },
  price: 2.5,
  transitDays: 1,
  shippingOptionExceptions: [],
};

export const wallArtShipping: SeedShippingOption[] = [standardParcel, expressParcel, pickup];
export const letterShipping: SeedShippingOption[] = [letter, pickup];
