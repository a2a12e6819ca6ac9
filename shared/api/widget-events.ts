import type { AddedDetail, DoneDetail, ErrorDetail, OrderDetail, PriceDetail, ReadyDetail, StepDetail, UploadProgressDetail } from './embed-events';

/*
 * Events the configurator raises (documented for partners in widget/EMBEDDING.md). Payload schemas
 * are in embed-events.ts; only types come from there, so this file adds no code to a bundle (the
 * shop's first chunk imports the names).
 *
 * In an embed every event is dispatched on the host element (bubbles, composed); the shop's own
 * route also gets printshop:basket-updated on `window`.
 */

/** The shop basket changed; detail { count } is its number of items. */
export const BASKET_UPDATED_EVENT = 'printshop:basket-updated';
/** The widget is mounted and the shop answers it: it can work. */
export const READY_EVENT = 'printshop:ready';
/** The widget cannot work (detail.code says why); it shows a message instead, and raises no ready. */
export const ERROR_EVENT = 'printshop:error';
/** Embedded mode: the visitor finished; the detail is the configured item. */
export const DONE_EVENT = 'printshop:done';
/** Partner page: the design was handed to the shop, whose basket opened at detail.url. */
export const ORDER_EVENT = 'printshop:order';
/** The widget shows another step (detail.step). */
export const STEP_EVENT = 'printshop:step';
/** The price of an orderable configuration changed. */
export const PRICE_EVENT = 'printshop:price';
/** The design went into the shop's basket or the partner widget's draft. */
export const ADDED_EVENT = 'printshop:added';
/** A photo's upload went on, finished or failed (detail.state). */
export const UPLOAD_PROGRESS_EVENT = 'printshop:upload-progress';

export interface BasketUpdatedDetail {
  count: number;
}

export type { AddedDetail, DoneDetail, ErrorDetail, OrderDetail, PriceDetail, ReadyDetail, StepDetail, UploadProgressDetail };

/** Event name -> detail, for typed listeners. */
export interface WidgetEventMap {
  [BASKET_UPDATED_EVENT]: BasketUpdatedDetail;
  [READY_EVENT]: ReadyDetail;
  [ERROR_EVENT]: ErrorDetail;
  [DONE_EVENT]: DoneDetail;
  [ORDER_EVENT]: OrderDetail;
  [STEP_EVENT]: StepDetail;
  [PRICE_EVENT]: PriceDetail;
  [ADDED_EVENT]: AddedDetail;
  [UPLOAD_PROGRESS_EVENT]: UploadProgressDetail;
}
export type WidgetEventName = keyof WidgetEventMap;
