import { DONE_EVENT, ORDER_EVENT, UPLOAD_PROGRESS_EVENT, type UploadProgressDetail } from '../../shared/api/widget-events';
import type { EmitHostEvent } from '../configurator/host-events';

/**
 * Dispatches each event on the host element, bubbling out of the shadow root. A page that opted in
 * (data-datalayer) also gets it in window.dataLayer as { event: 'printshop_<name>', ...detail }
 * (printshop_upload_progress and so on), without personal data: done and order without their
 * detail (the design; a single-use link), upload-progress only once an upload finished or failed.
 */
export function hostEmitter(host: HTMLElement, dataLayer: boolean): EmitHostEvent {
  return (name, detail) => {
    host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
    if (!dataLayer || (name === UPLOAD_PROGRESS_EVENT && (detail as UploadProgressDetail).state === 'progress')) return;
    const page = window as Window & { dataLayer?: object[] };
    (page.dataLayer ??= []).push({ event: name.replace(/\W/g, '_'), ...(name === DONE_EVENT || name === ORDER_EVENT ? {} : detail) });
  };
}
