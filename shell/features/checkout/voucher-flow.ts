import { ApiError } from '../../../shared/api/client';

/*
 * Adding a voucher code as explicit states: a code that cannot be combined with one in the basket
 * (409) asks the customer before add_force replaces the other; any other refusal (422) shows the
 * server's reason. While a request runs, further submits are ignored.
 */
export type VoucherFlow =
  | { kind: 'idle' }
  | { kind: 'sending'; code: string; force: boolean }
  | { kind: 'conflict'; code: string; message: string }
  | { kind: 'refused'; code: string; message: string };

export type VoucherEvent =
  { type: 'submit'; code: string } | { type: 'force' } | { type: 'keep' } | { type: 'added' } | { type: 'failed'; error: unknown; fallback: string };

export const voucherIdle: VoucherFlow = { kind: 'idle' };

/** The server's reason for a field `code` (409/422), else its message; `fallback` when there was no answer. */
function reason(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return error.fields?.code?.join(' ') || error.message;
}

export function voucherStep(state: VoucherFlow, event: VoucherEvent): VoucherFlow {
  switch (event.type) {
    case 'submit':
      return state.kind === 'sending' || !event.code.trim() ? state : { kind: 'sending', code: event.code.trim(), force: false };
    case 'force':
      return state.kind === 'conflict' ? { kind: 'sending', code: state.code, force: true } : state;
    case 'keep':
      return state.kind === 'conflict' ? voucherIdle : state;
    case 'added':
      return state.kind === 'sending' ? voucherIdle : state;
    case 'failed': {
      if (state.kind !== 'sending') return state;
      const message = reason(event.error, event.fallback);
      const conflict = !state.force && event.error instanceof ApiError && event.error.status === 409;
      return conflict ? { kind: 'conflict', code: state.code, message } : { kind: 'refused', code: state.code, message };
    }
  }
}
