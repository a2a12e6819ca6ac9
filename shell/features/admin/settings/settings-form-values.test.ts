import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '../../../../shared/domain/settings/shop-settings';
import { formValuesOf, settingsIssues, settingsOf } from './settings-form-values';

describe('the settings form', () => {
  it('shows the fee in francs and sends it in rappen', () => {
    const values = formValuesOf(DEFAULT_SHOP_SETTINGS);
    expect(values.secondFee).toBe('20.00');
    expect(settingsOf({ ...values, secondFee: '12,5' }).reminders.secondFeeRappen).toBe(1250);
    expect(settingsOf(values)).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  it('refuses periods outside 1 to 90 days and fees above CHF 100, per field', () => {
    const values = formValuesOf(DEFAULT_SHOP_SETTINGS);
    expect(settingsIssues(values)).toEqual({});
    expect(settingsIssues({ ...values, firstAfterDays: '0', personAfterDays: '91', secondFee: '100.01' })).toEqual({
      firstAfterDays: ['admin.settings.error.days'],
      personAfterDays: ['admin.settings.error.days'],
      secondFee: ['admin.settings.error.fee'],
    });
    expect(settingsIssues({ ...values, secondAfterDays: '1.5' })).toEqual({ secondAfterDays: ['admin.settings.error.days'] });
  });
});
