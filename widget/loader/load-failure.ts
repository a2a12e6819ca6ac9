import { ERROR_EVENT, type WidgetEventMap } from '../../shared/api/widget-events';

/**
 * The widget's files could not be loaded (no network, or the shop is out of reach): the host shows
 * why, in the widget's language, and gets printshop:error with code `network`. The bundle, which
 * says so for every other problem, is what did not arrive, so the loader does it itself.
 */
export function showLoadFailure(host: HTMLElement, text: string): void {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = text;
  // Through CSSOM, which a strict CSP allows (it would refuse a style attribute or element).
  message.style.cssText = 'margin:1rem;padding:1rem;border:1px solid;color:#b42318';
  shadow.replaceChildren(message);
  const detail: WidgetEventMap[typeof ERROR_EVENT] = { code: 'network', message: text };
  host.dispatchEvent(new CustomEvent(ERROR_EVENT, { detail, bubbles: true, composed: true }));
}
