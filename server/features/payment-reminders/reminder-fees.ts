import { eq } from 'drizzle-orm';
import { reminderFeesRappen } from '../../../shared/domain/payments/payment-reminders';
import type { Db } from '../../db/database';
import { paymentReminders } from '../../db/schema';

/** What the order's reminders added to its amount due (the second reminder's QR-bill asks for it). */
export async function orderReminderFees(db: Db, orderId: number): Promise<number> {
  return reminderFeesRappen(await db.select({ feeRappen: paymentReminders.feeRappen }).from(paymentReminders).where(eq(paymentReminders.orderId, orderId)));
}
