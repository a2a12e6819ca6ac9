import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { BasketLine } from '../../../shared/api/basket-view';
import {
  type AddressSnapshot,
  type BasketTotals,
  basketTotals,
  bulkTier,
  type CheckResult,
  checkConfiguration,
  designSatisfies,
  type Product,
  postcodeCountry,
  saleVat,
  toConfiguration,
  voucherRefusal,
  type VoucherRefusal,
  type VoucherRule,
} from '../../../shared/domain';
import { configuredPicture } from '../../../shared/domain/product-pictures/picture-catalogue';
import { checkErrorText } from '../../../shared/i18n/check-error-text';
import type { Db } from '../../db/database';
import { basketItems, baskets, basketVouchers, customerAddresses, customerContacts, vouchers, voucherUsages } from '../../db/schema';
import type { ServiceContext } from '../../http/context';
import { serverIntl } from '../../i18n/server-intl';

/*
 * The basket as the server prices it at this moment: every item checked and priced anew with
 * shared/domain from its stored configuration and the product version it keeps (so a catalogue
 * change reaches it only when the basket checks it again: recheck-items.ts), every voucher
 * evaluated, shipping for the whole parcel. The basket page, each checkout step and confirm
 * (inside its transaction) all read this.
 */

type BasketRow = typeof baskets.$inferSelect;
type ItemRow = typeof basketItems.$inferSelect;

interface PricedItem {
  readonly row: ItemRow;
  readonly product: Product | null;
  readonly check: CheckResult | null;
  readonly line: BasketLine;
}

interface PricedVoucher {
  readonly basketVoucherId: number;
  readonly rule: VoucherRule;
  readonly refusal: VoucherRefusal | null;
}

export interface PricedBasket {
  readonly basket: BasketRow;
  readonly items: readonly PricedItem[];
  readonly vouchers: readonly PricedVoucher[];
  readonly totals: BasketTotals;
  readonly email: string | null;
  readonly billingAddress: AddressSnapshot | null;
  readonly deliveryAddress: AddressSnapshot | null;
  readonly billingAddressId: number | null;
  readonly deliveryAddressId: number | null;
}

export const voucherColumns = {
  id: vouchers.id,
  code: vouchers.code,
  kind: vouchers.kind,
  percent: vouchers.percent,
  amountRappen: vouchers.amountRappen,
  minOrderRappen: vouchers.minOrderRappen,
  validFrom: vouchers.validFrom,
  validTill: vouchers.validTill,
  maxUses: vouchers.maxUses,
  maxUsesPerCustomer: vouchers.maxUsesPerCustomer,
  usedCount: vouchers.usedCount,
  combinable: vouchers.combinable,
};

/** Orders that already used a voucher: by the customer, or by a guest's e-mail (case-insensitive). */
export async function usesBy(db: Db, voucherId: number, customerId: number | null, email: string | null): Promise<number> {
  if (customerId === null && email === null) return 0;
  const who = customerId !== null ? eq(voucherUsages.customerId, customerId) : eq(sql`lower(${voucherUsages.email})`, (email as string).toLowerCase());
  const [row] = await db
    .select({ n: count() })
    .from(voucherUsages)
    .where(and(eq(voucherUsages.voucherId, voucherId), who));
  return row?.n ?? 0;
}

/** What pricing a basket needs of the context: inside confirm's transaction, all of it the transaction's. */
export type PricingScope = Pick<ServiceContext, 'db' | 'productRepository' | 'locale' | 'now' | 'thumbnails'>;

async function priceItem(
  { productRepository, locale, now, thumbnails }: PricingScope,
  row: ItemRow,
  products: Map<string, Product | null>,
): Promise<PricedItem> {
  const key = `${row.productId}@${row.productVersion}`;
  if (!products.has(key)) products.set(key, await productRepository.atVersion(row.productId, row.productVersion, locale));
  const product = products.get(key) ?? null;
  const { instruction } = row;
  const intl = serverIntl(locale);
  const previewUrl = thumbnails.url('b', row.id, instruction.printAreas ?? [], row.design);
  const base = {
    id: row.id,
    productId: row.productId,
    quantity: row.quantity,
    previewUrl,
    // An item without a design (a gift voucher) shows the product's own picture, in the chosen design.
    pictureId: previewUrl === null ? (configuredPicture(row.productId, toConfiguration(instruction.configuration ?? {}))?.id ?? null) : null,
  };
  if (!product) {
    const line = {
      ...base,
      productName: row.productId,
      customerDetails: instruction.customerDetails ?? [],
      unitRappen: 0,
      totalRappen: 0,
      regularUnitRappen: null,
      bulkFromAmount: null,
      errors: [intl.formatMessage({ id: 'checkout.item.unavailable' })],
    };
    return { row, product: null, check: null, line };
  }
  const check = checkConfiguration(product, toConfiguration(instruction.configuration ?? {}), row.quantity, now);
  const tier = product.pricing.priceType === 'static' ? null : bulkTier(product.pricing.bulkPrices, row.quantity);
  const line = {
    ...base,
    productName: product.name,
    customerDetails: check.customerDetails,
    unitRappen: check.price.unitRappen,
    totalRappen: check.price.totalRappen,
    regularUnitRappen: check.price.regularUnitRappen,
    bulkFromAmount: tier?.fromAmount ?? null,
    // An item without the picture its product prints (stored before the rule held) cannot be ordered.
    errors: [
      ...check.errors.map((error) => checkErrorText(intl, error)),
      ...(designSatisfies(product, row.design) ? [] : [intl.formatMessage({ id: 'designRequirement.line' })]),
    ],
  };
  return { row, product, check, line };
}

async function addressSnapshot(db: Db, customerId: number, addressId: number | null): Promise<{ id: number; snapshot: AddressSnapshot } | null> {
  const where =
    addressId === null
      ? and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefault, true))
      : and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.id, addressId));
  const [row] = await db.select().from(customerAddresses).where(where).limit(1);
  if (!row) return null;
  const { company, department, sex, firstname, lastname, address1, address2, zipcode, city } = row;
  // Address book entries hold Swiss-style postcodes only; Liechtenstein's range tells the country.
  const country = postcodeCountry(zipcode) ?? 'CH';
  return { id: row.id, snapshot: { company, department, sex, firstname, lastname, address1, address2, zipcode, city, country } };
}

/** The addresses and e-mail the order would carry: a guest's as typed, a customer's from the address book (default preselected). */
async function parties(db: Db, basket: BasketRow) {
  if (basket.customerId === null) {
    return {
      email: basket.email,
      billingAddress: basket.billingAddress,
      deliveryAddress: basket.deliveryAddress ?? basket.billingAddress,
      billingAddressId: null,
      deliveryAddressId: null,
    };
  }
  const [contact] = await db
    .select({ email: customerContacts.email })
    .from(customerContacts)
    .where(eq(customerContacts.customerId, basket.customerId))
    .limit(1);
  const billing = await addressSnapshot(db, basket.customerId, basket.billingAddressId);
  const delivery = basket.deliveryAddressId === null ? billing : await addressSnapshot(db, basket.customerId, basket.deliveryAddressId);
  return {
    email: contact?.email ?? null,
    billingAddress: billing?.snapshot ?? null,
    deliveryAddress: delivery?.snapshot ?? null,
    billingAddressId: billing?.id ?? null,
    deliveryAddressId: delivery?.id ?? null,
  };
}

export async function priceBasket(scope: PricingScope, basket: BasketRow): Promise<PricedBasket> {
  const { db, now } = scope;
  const rows = await db.select().from(basketItems).where(eq(basketItems.basketId, basket.id)).orderBy(asc(basketItems.id));
  const products = new Map<string, Product | null>();
  const items: PricedItem[] = [];
  for (const row of rows) items.push(await priceItem(scope, row, products));
  const orderable = items.filter((item) => item.check !== null && item.line.errors.length === 0);
  const lines = orderable.map((item) => ({
    totalRappen: item.line.totalRappen,
    shippingOptions: (item.check as CheckResult).shippingOptions,
    voucherSale: item.product !== null && saleVat(item.product) === 'none',
  }));
  // Discount codes weigh the goods they may lower: gift vouchers sold are left out.
  const itemsRappen = lines.reduce((sum, line) => sum + (line.voucherSale ? 0 : line.totalRappen), 0);
  const onlyVoucherSales = lines.length > 0 && lines.every((line) => line.voucherSale);
  const who = await parties(db, basket);

  const voucherRows = await db
    .select({ basketVoucherId: basketVouchers.id, ...voucherColumns })
    .from(basketVouchers)
    .innerJoin(vouchers, eq(vouchers.id, basketVouchers.voucherId))
    .where(eq(basketVouchers.basketId, basket.id))
    .orderBy(asc(basketVouchers.id));
  const priced: PricedVoucher[] = [];
  for (const { basketVoucherId, ...rule } of voucherRows) {
    const usesByCustomer = rule.maxUsesPerCustomer === null ? 0 : await usesBy(db, rule.id, basket.customerId, who.email);
    priced.push({ basketVoucherId, rule, refusal: voucherRefusal(rule, { now, itemsRappen, onlyVoucherSales, usesByCustomer }) });
  }
  const applicable = priced.filter((v) => v.refusal === null).map((v) => v.rule);
  const totals = basketTotals(lines, applicable, basket.shippingOptionId);
  return { basket, items, vouchers: priced, totals, ...who };
}

/** The basket row by id (any status); confirm locks it with `for update` itself. */
export async function basketRow(db: Db, basketId: number): Promise<BasketRow | null> {
  const [row] = await db.select().from(baskets).where(eq(baskets.id, basketId)).limit(1);
  return row ?? null;
}
