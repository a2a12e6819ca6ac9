import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '../payments/payment-reminders';

/** What staff set for the shop's own rules (back office, Settings); the code's defaults until they save. */
export interface ShopSettings {
  readonly reminders: ReminderSettings;
}

export const DEFAULT_SHOP_SETTINGS: ShopSettings = { reminders: DEFAULT_REMINDER_SETTINGS };
