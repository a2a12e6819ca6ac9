import { getProduct } from '../../shared/api/routes/config';
import type { Catalogue } from '../../ui/intl/compiled-intl';
import { readFlag } from './attributes';
import { createEmbedApi, type EmbedApi } from './embed-api';
import { WIDGET_VERSION, type EmbedRuntime } from '../embed/embed-types';
import { showLoadFailure } from './load-failure';

/*
 * /widget/v1/configurator.js (and its alias /widget/configurator.js): the tiny script partners put on their pages (no framework; see
 * widget/EMBEDDING.md). It installs window.PrintshopConfigurator, replays calls queued by the
 * snippet, and after the page's load event (at once with data-eager or an explicit call) imports the
 * configurator's entry and mounts a widget into every [data-printshop-configurator] element.
 */

/** The hashed file names of the entry (first) and the chunks it imports, and of each language's texts, set by the widget build (vite.widget.config.ts). */
declare const PRINTSHOP_BUNDLE_FILES: string[];
declare const PRINTSHOP_TEXT_FILES: Record<string, string>;
/** configurator.embedError.network of each language: shown when those files cannot be loaded. */
declare const PRINTSHOP_LOAD_FAILED_TEXTS: Record<string, string>;

type Stub = ((...args: unknown[]) => void) & { q?: ArrayLike<unknown>[]; scan?: undefined };
type Global = Window & { PrintshopConfigurator?: Stub | EmbedApi };

// Once in the loader, not once per use.
const textFiles = PRINTSHOP_TEXT_FILES;
/** A language the widget has texts in; German for any other. */
const knownLanguage = (language: string) => (Object.hasOwn(textFiles, language) ? language : 'de');

function install(win: Global, script: HTMLScriptElement | null): void {
  // Without its script element (inserted as a module): this page's origin, for the files and the shop alike.
  const scriptUrl = script?.src || location.href;
  // The same from the versioned URL and from the unversioned alias: this version's files. They are
  // ES modules (imported once per page; a failed import is fetched anew by the next mount).
  const file = (name: string) => import(/* @vite-ignore */ new URL(`/widget/${WIDGET_VERSION}/${name}`, scriptUrl).href);
  const stub = win.PrintshopConfigurator as Stub | undefined;
  const api = createEmbedApi({
    // Every file at once, not each after the one that imports it, and the texts of the widget's language.
    // The entry mounts as soon as it and its static imports are in, and takes React DOM, the largest,
    // when it arrives (embed/mount.tsx).
    load: (language) => {
      const [entry, ...rest] = PRINTSHOP_BUNDLE_FILES.map(file);
      for (const other of rest) other.catch(() => undefined);
      // A language's texts are a module like the others: the browser imports it once per page, and a
      // failed one again at the next mount, so the loader needs no cache of its own (ui/intl/load-texts.ts).
      const texts = file(textFiles[knownLanguage(language)] as string).then((module: { default: Catalogue }) => module.default);
      return Promise.all([entry as Promise<EmbedRuntime>, texts]);
    },
    shopBase: new URL(script?.dataset.apiBase || scriptUrl).origin,
    // A simple CORS GET (no preflight, and no cookies to another origin), as the widget would ask (widget/embed/early-product.ts).
    // Its one parameter filled in place: buildPath would cost the loader's budget (2 kB gzip) a tenth.
    product: ({ productId, shopBase, language }) =>
      productId
        ? fetch(shopBase + getProduct.path.replace(':productId', encodeURIComponent(productId)), { headers: { 'Accept-Language': knownLanguage(language) } })
        : null,
    loadFailed: (host, language) => showLoadFailure(host, PRINTSHOP_LOAD_FAILED_TEXTS[knownLanguage(language)] as string),
    events: window,
  });
  win.PrintshopConfigurator = api;
  for (const args of Array.from(stub?.q ?? [])) api(...(Array.from(args) as [string, ...unknown[]]));

  const start = () => api.scan();
  const eager = readFlag(script?.dataset.eager);
  if (document.readyState === 'complete' || (eager && document.readyState === 'interactive')) start();
  // DOMContentLoaded bubbles from the document to the window, where load fires.
  else addEventListener(eager ? 'DOMContentLoaded' : 'load', start, { once: true });
}

const win = window as Global;
// A second copy of the loader on one page leaves the first in charge (the queue's stub has no scan).
// Written short: the loader has a budget of 2 kB gzip (e2e/widget-embed.spec.ts).
if (!(win.PrintshopConfigurator as { scan?: unknown } | undefined)?.scan) install(win, document.currentScript as HTMLScriptElement | null);
