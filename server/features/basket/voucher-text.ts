import type { VoucherRefusal, VoucherRule } from '../../../shared/domain';
import { formatRappen } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import { serverIntl } from '../../i18n/server-intl';

/** The customer's words for why a code is refused, in the request's language. */
export function voucherRefusalText(
  locale: Locale,
  refusal: VoucherRefusal,
  voucher: Pick<VoucherRule, 'minOrderRappen'> | null,
  conflictCodes: readonly string[] = [],
): string {
  const intl = serverIntl(locale);
  const amount = formatRappen(voucher?.minOrderRappen ?? 0, locale);
  return intl.formatMessage({ id: `checkout.voucher.${refusal}` }, { amount, codes: conflictCodes.join(', ') });
}
