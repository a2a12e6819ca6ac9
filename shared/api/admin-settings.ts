import { z } from 'zod/mini';
import { REMINDER_LIMITS } from '../domain/payments/payment-reminders';
import { endpointsTagged } from './endpoint';
import * as routes from './routes/admin-settings';

const endpoint = endpointsTagged('admin');

const days = () => z.int().check(z.gte(REMINDER_LIMITS.minDays), z.lte(REMINDER_LIMITS.maxDays));

/** The payment reminders' periods (calendar days) and the second reminder's fee (rappen): shared/domain/payments/payment-reminders.ts. */
export const ReminderSettings = z.strictObject({
  firstAfterDays: days(),
  secondAfterDays: days(),
  personAfterDays: days(),
  secondFeeRappen: z.int().check(z.gte(0), z.lte(REMINDER_LIMITS.maxFeeRappen)),
});

export const ShopSettings = z.strictObject({ reminders: ReminderSettings });
export type ShopSettings = z.infer<typeof ShopSettings>;

/** The settings in force, with their version: 0 while the code's defaults apply (never saved). */
export const AdminShopSettings = z.object({
  version: z.int().check(z.nonnegative()),
  settings: ShopSettings,
  /** ISO 8601; null for the defaults. */
  updatedAt: z.nullable(z.iso.datetime()),
  updatedBy: z.nullable(z.string()),
});
export type AdminShopSettings = z.infer<typeof AdminShopSettings>;

export const getAdminSettingsSchemas = { response: AdminShopSettings };
export const getAdminSettings = endpoint(routes.getAdminSettings, getAdminSettingsSchemas, {
  summary: 'The shop settings staff edit (the payment reminders’ periods and fee), with the version in force and who saved it.',
});

export const SaveShopSettingsBody = z.strictObject({ version: z.int().check(z.nonnegative()), settings: ShopSettings });
export type SaveShopSettingsBody = z.infer<typeof SaveShopSettingsBody>;

export const putAdminSettingsSchemas = { body: SaveShopSettingsBody, response: AdminShopSettings };
export const putAdminSettings = endpoint(routes.putAdminSettings, putAdminSettingsSchemas, {
  summary:
    'Saves the settings as their next version (the reminder job reads them at its next run). 409 when someone saved since `version`; 400 with the fields at fault for a period outside 1–90 days or a fee above CHF 100.',
  errors: [409],
});
