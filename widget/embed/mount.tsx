import { createRoot, type Root } from 'react-dom/client';
import { createApiClient, type FetchLike } from '../../shared/api/client';
import { defaultLocale, isLocale } from '../../shared/i18n/locales';
import Configurator from '../configurator/configurator';
import styles from './widget.css?inline';

const SELECTOR = '[data-printshop-configurator]';
const mounted = new WeakMap<Element, Root>();

/** The API lives where this script came from, unless the host page names another base. */
function scriptOrigin(): string {
  const script = document.currentScript as HTMLScriptElement | null;
  return script?.src ? new URL(script.src).origin : window.location.origin;
}
const defaultBase = scriptOrigin();

/**
 * Mounts a configurator into every element with data-printshop-configurator, each in its own
 * shadow root (host page CSS cannot break it, ours cannot leak) with its own store.
 */
export function mountAll(root: ParentNode = document): number {
  let count = 0;
  for (const host of root.querySelectorAll<HTMLElement>(SELECTOR)) {
    if (mounted.has(host)) continue;
    const { lang, productId, apiBase } = host.dataset;
    const locale = isLocale(lang) ? lang : defaultLocale;
    const base = apiBase ?? defaultBase;
    const api = createApiClient({
      baseUrl: base,
      fetch: ((url, init) => fetch(url, init as RequestInit)) as FetchLike,
      language: () => locale,
    });
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = styles;
    const container = document.createElement('div');
    shadow.replaceChildren(style, container);
    const reactRoot = createRoot(container);
    reactRoot.render(<Configurator api={api} locale={locale} productId={productId ?? null} shopBase={base} />);
    mounted.set(host, reactRoot);
    count += 1;
  }
  return count;
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => mountAll());
else mountAll();
