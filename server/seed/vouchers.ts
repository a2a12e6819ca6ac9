import type { Db } from '../db/database';
import { vouchers } from '../db/schema';
import { claimSeedRun } from './seed-runs';

/** The seed_runs row that marks the demo vouchers as applied (once per database, like the catalogue). */
const DEMO_VOUCHERS_SEED = 'demo-vouchers-v1';

type VoucherSeed = typeof vouchers.$inferInsert;

/** Demo codes, one for each rule the checkout knows. */
const demoVouchers: VoucherSeed[] = [
  // 10 % off, combinable with other combinable codes, no minimum.
  { code: 'WELCOME10', kind: 'percentage', percent: 10, combinable: true },
  // CHF 20 off from CHF 100 goods value; replaces other codes.
  { code: 'CHF20', kind: 'fixed', amountRappen: 2000, minOrderRappen: 10_000, combinable: false },
  // CHF 15 off, a single use in the whole shop.
  { code: 'ONCE', kind: 'fixed', amountRappen: 1500, maxUses: 1, combinable: true },
  // 5 % off, once per customer.
  { code: 'THANKYOU5', kind: 'percentage', percent: 5, maxUsesPerCustomer: 1, combinable: true },
  // Expired at the end of 2024.
  { code: 'EXPIRED', kind: 'percentage', percent: 20, validTill: new Date('2024-12-31T22:59:59Z'), combinable: true },
];

/**
 * Adds the demo vouchers once per database (also to a shop seeded before vouchers existed); safe
 * to call on every start and from several processes at once.
 */
export async function seedDemoVouchers(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await claimSeedRun(tx, DEMO_VOUCHERS_SEED))) return false;
    await tx.insert(vouchers).values(demoVouchers).onConflictDoNothing();
    return true;
  });
}
