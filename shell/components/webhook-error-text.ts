import { webhookErrorMessage } from '../../shared/domain/partners/webhook-failures';
import type { T } from '../../ui/intl/use-t';

/** A webhook try's error as its reader sees it: one of our codes in the reader's language, any other error as the server stored it. */
export function webhookErrorText(error: string, t: T): string {
  const text = webhookErrorMessage(error);
  return text ? t(text.message, text.values) : error;
}
