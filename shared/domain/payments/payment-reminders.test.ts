import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_SETTINGS, dueReminder, invoiceSettled, type ReminderFacts, reminderFeesRappen } from './payment-reminders';

const settings = { firstAfterDays: 10, secondAfterDays: 14, personAfterDays: 7, secondFeeRappen: 2000 };
const unpaid: ReminderFacts = { dueDate: '2030-03-31', settled: null, taken: [] };

describe('payment reminders of an unpaid invoice', () => {
  it('sends the first reminder the set days after the due date, asking for payment before the second', () => {
    expect(dueReminder(unpaid, settings, '2030-04-09')).toEqual({ none: 'notYet', step: 'first', on: '2030-04-10' });
    expect(dueReminder(unpaid, settings, '2030-04-10')).toEqual({ step: 'first', feeRappen: 0, payBy: '2030-04-24' });
  });

  it('adds the fee with the second reminder, the set days after the first', () => {
    const first = { ...unpaid, taken: [{ step: 'first' as const, on: '2030-04-12' }] };
    expect(dueReminder(first, settings, '2030-04-25')).toEqual({ none: 'notYet', step: 'second', on: '2030-04-26' });
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
    expect(dueReminder(listed, settings, '2031-01-01')).toEqual({ none: 'listedForPerson' });
  });

  it('sends nothing for a settled order, however late, and says why', () => {
    expect(dueReminder({ ...unpaid, settled: 'paid' }, settings, '2031-01-01')).toEqual({ none: 'paid' });
  });

  it('settles an order not paid by invoice, a cancelled one, then one whose money came', () => {
    const open = { paymentMethod: 'invoice', status: 'shipped', paid: false } as const;
    expect(invoiceSettled(open)).toBeNull();
    expect(invoiceSettled({ ...open, paymentMethod: 'prepayment', status: 'cancelled' })).toBe('notInvoice');
    expect(invoiceSettled({ ...open, status: 'cancelled', paid: true })).toBe('cancelled');
    expect(invoiceSettled({ ...open, paid: true })).toBe('paid');
  });

  it('takes one step per run when it comes late: the next waits its period from today', () => {
    expect(dueReminder(unpaid, DEFAULT_REMINDER_SETTINGS, '2030-12-31')).toMatchObject({ step: 'first' });
  });

  it('sums the fees the reminders added', () => {
    expect(reminderFeesRappen([{ feeRappen: 0 }, { feeRappen: 2000 }])).toBe(2000);
  });
});
