import { describe, expect, it } from 'vitest';
import { openOrderReason } from './open-orders';

describe('openOrderReason', () => {
  it('holds an order the shop still works on', () => {
    expect(openOrderReason({ status: 'in_production', paid: true })).toBe('inProgress');
    expect(openOrderReason({ status: 'received', paid: false })).toBe('inProgress');
  });

  it('holds a shipped order whose invoice is unpaid', () => {
    expect(openOrderReason({ status: 'shipped', paid: false })).toBe('unpaid');
  });

  it('lets a paid shipped order and a cancelled one go', () => {
    expect(openOrderReason({ status: 'shipped', paid: true })).toBeNull();
    expect(openOrderReason({ status: 'cancelled', paid: false })).toBeNull();
  });
});
