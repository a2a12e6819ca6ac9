import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS, type PaymentMethod } from '../payments/payment-methods';
import { staffRoles } from '../staff/roles';
import { ORDER_EVENTS, ORDER_STATUSES, type OrderFacts, type OrderStatus, isAnnounced, possibleEvents, shipRefusal, transition } from './order-status';

/** A prepaid order (production waits for its money) in `status`, paid from `paid` on unless told otherwise. */
const order = (status: OrderStatus, over: Partial<OrderFacts> = {}): OrderFacts => ({
  status,
  paymentMethod: 'prepayment',
  paid: status === 'paid' || status === 'in_production' || status === 'shipped',
  ...over,
});

describe('order status', () => {
  it('follows received -> paid -> in_production -> shipped', () => {
    expect(transition(order('received'), 'markPaid', 'office')).toEqual({ ok: true, to: 'paid' });
    expect(transition(order('paid'), 'startProduction', 'production')).toEqual({ ok: true, to: 'in_production' });
    expect(transition(order('in_production'), 'ship', 'production')).toEqual({ ok: true, to: 'shipped' });
  });

  it('can be cancelled only before production starts', () => {
    expect(transition(order('received'), 'cancel', 'owner')).toEqual({ ok: true, to: 'cancelled' });
    expect(transition(order('paid'), 'cancel', 'office')).toEqual({ ok: true, to: 'cancelled' });
    expect(transition(order('in_production'), 'cancel', 'owner')).toEqual({ ok: false, reason: 'notAllowedFrom' });
    expect(transition(order('shipped'), 'cancel', 'owner')).toEqual({ ok: false, reason: 'notAllowedFrom' });
  });

  it('never skips a step or leaves an end state', () => {
    for (const event of ORDER_EVENTS) {
      expect(transition(order('shipped'), event, null).ok).toBe(false);
      expect(transition(order('cancelled'), event, null).ok).toBe(false);
    }
    expect(transition(order('received'), 'ship', null).ok).toBe(false);
    expect(transition(order('received'), 'startProduction', null).ok).toBe(false);
    expect(transition(order('paid'), 'markPaid', null).ok).toBe(false);
  });

  it('leaves money and cancellations to the office', () => {
    expect(transition(order('received'), 'markPaid', 'production')).toEqual({ ok: false, reason: 'roleNotAllowed' });
    expect(transition(order('received'), 'cancel', 'production')).toEqual({ ok: false, reason: 'roleNotAllowed' });
    expect(possibleEvents(order('received'), 'production')).toEqual([]);
    expect(possibleEvents(order('received'), 'office')).toEqual(['markPaid', 'cancel']);
    expect(possibleEvents(order('paid'), 'production')).toEqual(['startProduction']);
  });

  it('lets the system (bank file, payment provider) mark paid without a role', () => {
    expect(transition(order('received'), 'markPaid', null)).toEqual({ ok: true, to: 'paid' });
  });

  it('holds an order paid in advance or online until its money came, saying for what', () => {
    expect(transition(order('received'), 'startProduction', 'owner')).toEqual({ ok: false, reason: 'notReleased', hold: 'bankTransfer' });
    expect(transition(order('received', { paymentMethod: 'twint' }), 'startProduction', 'owner')).toEqual({
      ok: false,
      reason: 'notReleased',
      hold: 'onlinePayment',
    });
    expect(transition(order('received', { paymentMethod: 'card' }), 'startProduction', 'owner')).toEqual({
      ok: false,
      reason: 'notReleased',
      hold: 'onlinePayment',
    });
  });

  it('puts an unpaid invoice order into production at once', () => {
    const invoice = order('received', { paymentMethod: 'invoice' });
    expect(transition(invoice, 'startProduction', 'production')).toEqual({ ok: true, to: 'in_production' });
    expect(possibleEvents(invoice, 'office')).toEqual(['markPaid', 'startProduction', 'cancel']);
  });

  it('takes an invoice’s money while its order is in production or shipped, and leaves the status as it is', () => {
    const unpaid = { paymentMethod: 'invoice', paid: false } as const;
    expect(transition(order('in_production', unpaid), 'markPaid', 'office')).toEqual({ ok: true, to: 'in_production' });
    expect(transition(order('shipped', unpaid), 'markPaid', null)).toEqual({ ok: true, to: 'shipped' });
    expect(possibleEvents(order('shipped', unpaid), 'office')).toEqual(['markPaid']);
  });

  it('takes money only once', () => {
    expect(transition(order('in_production', { paymentMethod: 'invoice', paid: true }), 'markPaid', null)).toEqual({ ok: false, reason: 'alreadyPaid' });
    expect(transition(order('cancelled', { paymentMethod: 'invoice' }), 'markPaid', null)).toEqual({ ok: false, reason: 'notAllowedFrom' });
  });

  it('offers an owner every allowed event of every status and payment', () => {
    for (const status of ORDER_STATUSES) {
      for (const paymentMethod of PAYMENT_METHODS as readonly PaymentMethod[]) {
        for (const paid of [false, true]) {
          const facts = { status, paymentMethod, paid };
          for (const role of staffRoles) {
            for (const event of possibleEvents(facts, role)) expect(transition(facts, event, role).ok).toBe(true);
          }
          expect(possibleEvents(facts, 'owner')).toEqual(ORDER_EVENTS.filter((event) => transition(facts, event, null).ok));
        }
      }
    }
  });

  it('tells the customer of every status after the first', () => {
    expect(ORDER_STATUSES.filter(isAnnounced)).toEqual(['paid', 'in_production', 'shipped', 'cancelled']);
  });
});

describe('shipping', () => {
  it('needs every item printed', () => {
    expect(shipRefusal(0, '')).toBeNull();
    expect(shipRefusal(1, '')).toBe('unprinted');
    expect(shipRefusal(2, '   ')).toBe('unprinted');
  });

  it('lets staff ship unprinted items with a worded reason', () => {
    expect(shipRefusal(1, 'Ersatz direkt vom Lieferanten')).toBeNull();
  });
});
