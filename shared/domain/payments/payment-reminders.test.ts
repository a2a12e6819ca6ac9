import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_SETTINGS, dueReminder, type ReminderFacts, reminderFeesRappen } from './payment-reminders';

const settings = { firstAfterDays: 10, secondAfterDays: 14, personAfterDays: 7, secondFeeRappen: 2000 };
const unpaid: ReminderFacts = { dueDate: '2030-03-31', settled: false, taken: [] };

describe('payment reminders of an unpaid invoice', () => {
  it('sends the first reminder the set days after the due date, asking for payment before the second', () => {
    expect(dueReminder(unpaid, settings, '2030-04-09')).toBeNull();
    expect(dueReminder(unpaid, settings, '2030-04-10')).toEqual({ step: 'first', feeRappen: 0, payBy: '2030-04-24' });
  });

  it('adds the fee with the second reminder, the set days after the first', () => {
    const first = { ...unpaid, taken: [{ step: 'first' as const, on: '2030-04-12' }] };
    expect(dueReminder(first, settings, '2030-04-25')).toBeNull();
    expect(dueReminder(first, settings, '2030-04-26')).toEqual({ step: 'second', feeRappen: 2000, payBy: '2030-05-03' });
  });

  it('then lists the order for a person, and nothing after that', () => {
    const second = {
      ...unpaid,
      taken: [
        { step: 'first' as const, on: '2030-04-10' },
        { step: 'second' as const, on: '2030-04-24' },
      ],
    };
    expect(dueReminder(second, settings, '2030-05-01')).toEqual({ step: 'person', feeRappen: 0, payBy: '2030-05-01' });
    const listed = { ...second, taken: [...second.taken, { step: 'person' as const, on: '2030-05-01' }] };
    expect(dueReminder(listed, settings, '2031-01-01')).toBeNull();
  });

  it('sends nothing for a settled order, however late', () => {
    expect(dueReminder({ ...unpaid, settled: true }, settings, '2031-01-01')).toBeNull();
  });

  it('takes one step per run when it comes late: the next waits its period from today', () => {
    expect(dueReminder(unpaid, DEFAULT_REMINDER_SETTINGS, '2030-12-31')?.step).toBe('first');
  });

  it('sums the fees the reminders added', () => {
    expect(reminderFeesRappen([{ feeRappen: 0 }, { feeRappen: 2000 }])).toBe(2000);
  });
});
