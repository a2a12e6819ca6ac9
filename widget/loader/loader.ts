import { readFlag } from './attributes';
import { createEmbedApi, type EmbedApi } from './embed-api';
import { BUNDLE_GLOBAL, MESSAGES_GLOBAL, WIDGET_VERSION, type EmbedRuntime, type WidgetMessages } from '../embed/embed-types';
import { showLoadFailure } from './load-failure';
import { scriptLoader } from './load-script';

/*
 * /widget/v1/configurator.js (and its alias /widget/configurator.js): the tiny script partners put on their pages (no framework; see
 * widget/EMBEDDING.md). It installs window.PrintshopConfigurator, replays calls queued by the
 * snippet, and after the page's load event (at once with data-eager or an explicit call) loads the
 * configurator bundle and mounts a widget into every [data-printshop-configurator] element.
 */

/** The hashed file names of the bundle and of each language's messages, set by the widget build (vite.widget.config.ts). */
declare const PRINTSHOP_BUNDLE_FILE: string;
declare const PRINTSHOP_MESSAGE_FILES: Record<string, string>;
/** configurator.embedError.network of each language: shown when those files cannot be loaded. */
declare const PRINTSHOP_LOAD_FAILED_TEXTS: Record<string, string>;

type Stub = ((...args: unknown[]) => void) & { q?: ArrayLike<unknown>[]; scan?: undefined };
type Global = Window & {
  PrintshopConfigurator?: Stub | EmbedApi;
  [BUNDLE_GLOBAL]?: EmbedRuntime;
  [MESSAGES_GLOBAL]?: Record<string, WidgetMessages>;
};

/** A language the widget has texts in; German for any other. */
const knownLanguage = (language: string) => (Object.hasOwn(PRINTSHOP_MESSAGE_FILES, language) ? language : 'de');

/** The bundle or the texts could not be loaded: the host says so in its language. */
const loadFailed = (host: HTMLElement, language: string) => showLoadFailure(host, PRINTSHOP_LOAD_FAILED_TEXTS[knownLanguage(language)] as string);

/** Takes a global the bundle or a messages file left, and removes it. */
function take<T>(read: () => T | undefined, remove: () => void): () => T | undefined {
  return () => {
    const value = read();
    remove();
    return value;
  };
}

function install(win: Global, script: HTMLScriptElement | null): void {
  const scriptUrl = script?.src || `${window.location.origin}/widget/${WIDGET_VERSION}/configurator.js`;
  const shopBase = script?.dataset.apiBase ? new URL(script.dataset.apiBase).origin : new URL(scriptUrl).origin;
  // The same from the versioned URL and from the unversioned alias: this version's files.
  const filesBase = new URL(`/widget/${WIDGET_VERSION}/`, scriptUrl);
  const stub = win.PrintshopConfigurator as Stub | undefined;
  const load = scriptLoader(
    new URL(PRINTSHOP_BUNDLE_FILE, filesBase).href,
    take(
      () => win[BUNDLE_GLOBAL],
      () => delete win[BUNDLE_GLOBAL],
    ),
  );
  const byLanguage = new Map<string, () => Promise<WidgetMessages>>();
  const messages = (language: string) => {
    const known = knownLanguage(language);
    let loader = byLanguage.get(known);
    if (!loader) {
      loader = scriptLoader(
        new URL(PRINTSHOP_MESSAGE_FILES[known] as string, filesBase).href,
        take(
          () => win[MESSAGES_GLOBAL]?.[known],
          () => delete win[MESSAGES_GLOBAL]?.[known],
        ),
      );
      byLanguage.set(known, loader);
    }
    return loader();
  };
  const api = createEmbedApi({ load, messages, shopBase, loadFailed, events: window });
  win.PrintshopConfigurator = api;
  for (const args of Array.from(stub?.q ?? [])) api(...(Array.from(args) as [string, ...unknown[]]));

  const start = () => api.scan();
  if (document.readyState === 'complete') start();
  else if (readFlag(script?.dataset.eager) && document.readyState === 'interactive') start();
  else if (readFlag(script?.dataset.eager)) document.addEventListener('DOMContentLoaded', start, { once: true });
  else window.addEventListener('load', start, { once: true });
}

const win = window as Global;
// A second copy of the loader on one page leaves the first in charge.
if (!win.PrintshopConfigurator || !('scan' in win.PrintshopConfigurator && win.PrintshopConfigurator.scan))
  install(win, document.currentScript as HTMLScriptElement | null);
