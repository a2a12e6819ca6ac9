import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-diff';

describe('the changes of an audit entry', () => {
  it('names a changed value with both sides, and what only one side has', () => {
    expect(auditChanges({ status: 'received' }, { status: 'paid', note: '99.60.1' }).changes).toEqual([
      { path: 'status', before: 'received', after: 'paid' },
      { path: 'note', before: undefined, after: '99.60.1' },
    ]);
  });

  it('leaves out what stayed the same', () => {
    expect(auditChanges({ outcome: 'amountDiffers', orderId: 7 }, { orderId: 7, note: null }).changes).toEqual([
      { path: 'note', before: undefined, after: null },
      { path: 'outcome', before: 'amountDiffers', after: undefined },
    ]);
  });

  it('flattens nested records and lists to paths', () => {
    expect(auditChanges(null, [{ code: 'A', limits: { max: 1 } }]).changes).toEqual([
      { path: '[0].code', before: undefined, after: 'A' },
      { path: '[0].limits.max', before: undefined, after: 1 },
    ]);
  });

  it('names a record’s own id last', () => {
    expect(auditChanges(null, { id: 7, code: 'A', order: { id: 3, number: '100001' } }).changes.map((change) => change.path)).toEqual([
      'code',
      'order.number',
      'id',
      'order.id',
    ]);
  });

  it('shows a few changes of a large record and counts the rest', () => {
    const batch = Array.from({ length: 10 }, (_, i) => ({ code: `C${i}`, kind: 'fixed' }));
    const { changes, more } = auditChanges(undefined, batch, 5);
    expect(changes.map((change) => change.path)).toEqual(['[0].code', '[0].kind', '[1].code', '[1].kind', '[2].code']);
    expect(more).toBe(15);
  });

  it('has nothing to show when neither side has data', () => {
    expect(auditChanges(null, null)).toEqual({ changes: [], more: 0 });
  });
});
