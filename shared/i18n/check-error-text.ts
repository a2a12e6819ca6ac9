import type { CheckError, MeasureUnit } from '../domain';
import type { MessageKey } from './messages';

/** What wording needs of an intl object; the browser's (ui/intl/compiled-intl.ts) and the server's @formatjs/intl both fit. */
export interface TextFormatter {
  formatMessage(descriptor: { id: string }, values?: Record<string, string | number>): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
}

function formatLimit(intl: TextFormatter, value: number, unit: MeasureUnit): string {
  switch (unit) {
    case 'mm':
      return `${intl.formatNumber(value / 10, { maximumFractionDigits: 1 })} cm`;
    case 'm2':
      return `${intl.formatNumber(value, { maximumFractionDigits: 2 })} m²`;
    case 'ratio':
      return `1 : ${intl.formatNumber(value, { maximumFractionDigits: 2 })}`;
    case 'piece':
      return intl.formatNumber(value);
  }
}

/** A check error in the visitor's words (the codes are the domain's stable contract). */
export function checkErrorText(intl: TextFormatter, error: CheckError): string {
  const t = (id: MessageKey, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  switch (error.code) {
    case 'invalid attribute configured':
      return t('configurator.check.invalidAttribute');
    case 'invalid attribute option':
      return t('configurator.check.invalidOption');
    case 'invalid quantity':
      return t('configurator.check.invalidQuantity');
    case 'invalid measure':
      return t('configurator.check.invalidMeasure');
    default:
      return t(error.bound === 'min' ? 'configurator.check.tooSmall' : 'configurator.check.tooBig', {
        measure: t(`configurator.measure.${error.measure}`),
        limit: formatLimit(intl, error.limit, error.unit),
      });
  }
}

/** Which field an error belongs next to: an attribute id, 'quantity', or the size for limits. */
export function errorField(error: CheckError, sizeAttributeId: string | undefined): string {
  if ('attributeId' in error) return error.attributeId;
  if (error.code === 'invalid quantity' || error.code === 'quantityTooSmall' || error.code === 'quantityTooBig') return 'quantity';
  return sizeAttributeId ?? 'size';
}
