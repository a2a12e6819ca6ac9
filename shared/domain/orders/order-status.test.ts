import { describe, expect, it } from 'vitest';
import { staffRoles } from '../staff/roles';
import { ORDER_EVENTS, ORDER_STATUSES, isAnnounced, possibleEvents, transition } from './order-status';

describe('order status', () => {
  it('follows received -> paid -> in_production -> shipped', () => {
    expect(transition('received', 'markPaid', 'office')).toEqual({ ok: true, to: 'paid' });
    expect(transition('paid', 'startProduction', 'production')).toEqual({ ok: true, to: 'in_production' });
    expect(transition('in_production', 'ship', 'production')).toEqual({ ok: true, to: 'shipped' });
  });

  it('cancels only before production starts', () => {
    expect(transition('received', 'cancel', 'owner')).toEqual({ ok: true, to: 'cancelled' });
    expect(transition('paid', 'cancel', 'office')).toEqual({ ok: true, to: 'cancelled' });
    expect(transition('in_production', 'cancel', 'owner')).toEqual({ ok: false, reason: 'notAllowedFrom' });
    expect(transition('shipped', 'cancel', 'owner')).toEqual({ ok: false, reason: 'notAllowedFrom' });
  });

  it('never skips a step or leaves an end state', () => {
    for (const event of ORDER_EVENTS) {
      expect(transition('shipped', event, null).ok).toBe(false);
      expect(transition('cancelled', event, null).ok).toBe(false);
    }
    expect(transition('received', 'ship', null).ok).toBe(false);
    expect(transition('received', 'startProduction', null).ok).toBe(false);
    expect(transition('paid', 'markPaid', null).ok).toBe(false);
  });

  it('leaves money and cancellations to the office', () => {
    expect(transition('received', 'markPaid', 'production')).toEqual({ ok: false, reason: 'roleNotAllowed' });
    expect(transition('received', 'cancel', 'production')).toEqual({ ok: false, reason: 'roleNotAllowed' });
    expect(possibleEvents('received', 'production')).toEqual([]);
    expect(possibleEvents('received', 'office')).toEqual(['markPaid', 'cancel']);
    expect(possibleEvents('paid', 'production')).toEqual(['startProduction']);
  });

  it('lets the system (bank file, payment provider) mark paid without a role', () => {
    expect(transition('received', 'markPaid', null)).toEqual({ ok: true, to: 'paid' });
  });

  it('offers an owner every allowed event of every status', () => {
    for (const status of ORDER_STATUSES) {
      for (const role of staffRoles) {
        for (const event of possibleEvents(status, role)) expect(transition(status, event, role).ok).toBe(true);
      }
      expect(possibleEvents(status, 'owner')).toEqual(ORDER_EVENTS.filter((event) => transition(status, event, null).ok));
    }
  });

  it('tells the customer of every status after the first', () => {
    expect(ORDER_STATUSES.filter(isAnnounced)).toEqual(['paid', 'in_production', 'shipped', 'cancelled']);
  });
});
