import type { ShopSettings } from '../../../../shared/api/admin-settings';
import { REMINDER_LIMITS } from '../../../../shared/domain/payments/payment-reminders';
import type { MessageKey } from '../../../../shared/i18n/messages';
import type { PathErrors } from '../kit/editor/field-path';
import { toRappen } from '../voucher-form-values';

/* The settings form as typed (strings; the fee in francs) and its way to the API's settings (whole days, rappen). */

export const DAY_FIELDS = ['firstAfterDays', 'secondAfterDays', 'personAfterDays'] as const;

export interface SettingsFormValues {
  firstAfterDays: string;
  secondAfterDays: string;
  personAfterDays: string;
  /** CHF, with a decimal point or comma. */
  secondFee: string;
}

export const formValuesOf = ({ reminders }: ShopSettings): SettingsFormValues => ({
  firstAfterDays: String(reminders.firstAfterDays),
  secondAfterDays: String(reminders.secondAfterDays),
  personAfterDays: String(reminders.personAfterDays),
  secondFee: (reminders.secondFeeRappen / 100).toFixed(2),
});

export const settingsOf = (values: SettingsFormValues): ShopSettings => ({
  reminders: {
    firstAfterDays: Number(values.firstAfterDays),
    secondAfterDays: Number(values.secondAfterDays),
    personAfterDays: Number(values.personAfterDays),
    secondFeeRappen: toRappen(values.secondFee),
  },
});

const validDays = (value: string) => /^\d{1,2}$/.test(value.trim()) && Number(value) >= REMINDER_LIMITS.minDays && Number(value) <= REMINDER_LIMITS.maxDays;
const validFee = (value: string) => /^\d{1,3}(?:[.,]\d{1,2})?$/.test(value.trim()) && toRappen(value) <= REMINDER_LIMITS.maxFeeRappen;

/** The form's own checks, the API schema's bounds: each mistake's message key per field. */
export function settingsIssues(values: SettingsFormValues): Record<string, MessageKey[]> {
  const issues: Record<string, MessageKey[]> = {};
  for (const field of DAY_FIELDS) if (!validDays(values[field])) issues[field] = ['admin.settings.error.days'];
  if (!validFee(values.secondFee)) issues.secondFee = ['admin.settings.error.fee'];
  return issues satisfies PathErrors;
}
