/*
 * The spec's decimal validator (section 5, "Custom validators"): a number written with digits, at
 * most one decimal separator and, when a count is given, at most that many decimals. An empty
 * value is invalid. No signs, exponents or thousands separators: a shopper types "42.5", not "4.25e1".
 */

export interface DecimalRule {
  /** At most this many digits after the separator; any number when not given. */
  readonly decimals?: number;
  /** The characters accepted as the decimal separator ('.' when not given; '.,' accepts both). */
  readonly separator?: string;
}

export type DecimalResult = { readonly ok: true; readonly value: number } | { readonly ok: false; readonly reason: 'empty' | 'format' | 'decimals' };

export function parseDecimal(text: string, rule: DecimalRule = {}): DecimalResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  const separators = [...(rule.separator ?? '.')];
  const at = [...trimmed].findIndex((char) => separators.includes(char));
  const whole = at < 0 ? trimmed : trimmed.slice(0, at);
  const fraction = at < 0 ? '' : trimmed.slice(at + 1);
  const digits = /^\d*$/;
  if (!digits.test(whole) || !digits.test(fraction) || (whole === '' && fraction === '') || (at >= 0 && fraction === '')) {
    return { ok: false, reason: 'format' };
  }
  if (rule.decimals !== undefined && fraction.length > rule.decimals) return { ok: false, reason: 'decimals' };
  return { ok: true, value: Number(`${whole || '0'}.${fraction || '0'}`) };
}
