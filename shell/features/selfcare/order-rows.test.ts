import { describe, expect, it } from 'vitest';
import { formatChf } from '../../../shared/i18n/format';
import { orderRow } from './order-rows';

const order = {
  id: 9,
  number: 'PA-2026-0009',
  createdAt: '2026-03-31T22:30:00Z',
  status: 'paid',
  totalRappen: 8790,
  paymentStatus: 'paid' as const,
  items: [],
};

describe('orderRow', () => {
  it('shows the total in CHF from rappen', () => {
    expect(orderRow(order, 'de').total).toBe(formatChf(87.9, 'de'));
    expect(orderRow(order, 'de').total).toMatch(/87\.90/);
  });

  it('dates the order in Swiss time (after midnight in Zurich is the next day)', () => {
    expect(orderRow(order, 'de').date).toBe('01.04.2026');
    expect(orderRow(order, 'fr').date).toMatch(/^1 avr\.? 2026$/);
  });

  it('keeps number, status and id', () => {
    expect(orderRow(order, 'en')).toMatchObject({ id: 9, number: 'PA-2026-0009', status: 'paid' });
  });
});
