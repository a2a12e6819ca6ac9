import type { EmbedSettings, DoneDetail } from '../../shared/api/embed-events';

/**
 * How the visitor finishes at the design step:
 * - basket: the shop's basket (the shop route, or a page on the shop's own origin);
 * - embedded: the host gets the result (printshop:done) and no basket is used; its settings (checked
 *   as the product loads) apply to the product the host named (settingsFor; null: any), not to
 *   another one the visitor picks;
 * - order: a partner page; the design goes to the widget's draft and 'order' opens the shop's
 *   basket on the shop's origin (see shared/api/partner-drafts.ts). `handover` answers that basket's URL.
 */
export type FinishMode =
  | { kind: 'basket' }
  | { kind: 'embedded'; settings: () => Promise<EmbedSettings>; settingsFor: string | null; onDone: (detail: DoneDetail) => void }
  | { kind: 'order'; handover: () => Promise<string>; onOrder: (url: string) => void };
