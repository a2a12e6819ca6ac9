import { WEBHOOK_REFUSALS, webhookRefusalOf } from '../../shared/domain/partners/webhook-refusals';
import type { T } from '../../ui/intl/use-t';

/** A webhook try's error as its reader sees it: a refusal of ours in the reader's language, any other error as the server stored it. */
export function webhookErrorText(error: string, t: T): string {
  const refusal = webhookRefusalOf(error);
  return refusal ? t(WEBHOOK_REFUSALS[refusal].message) : error;
}
