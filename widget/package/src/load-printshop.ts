import { scriptLoader } from './load-script';
import type { PrintshopApi } from './types';

export interface LoadOptions {
  /** The shop's origin, e.g. https://shop.example: the widget's files and API live there. */
  shop: string;
}

/** The widget's major version this package speaks (widget/CHANGELOG.md); the loader's URL names it. */
const WIDGET_MAJOR = 'v1';

const loaders = new Map<string, () => Promise<PrintshopApi>>();

/** The loader has run: the global is the API, not the queue stub of EMBEDDING.md's snippet. */
const installed = (): PrintshopApi | undefined => {
  const api = window.PrintshopConfigurator;
  return typeof api?.scan === 'function' ? api : undefined;
};

/**
 * Loads the shop's hosted loader (/widget/v1/configurator.js) once and answers its global API. The
 * package bundles none of the widget: the shop serves it, so fixes within v1 reach the page without
 * a new package. A loader already on the page (a script tag) is used as it is; a failed load is
 * tried again by the next call.
 */
export function loadPrintshop({ shop }: LoadOptions): Promise<PrintshopApi> {
  const present = installed();
  if (present) return Promise.resolve(present);
  const url = new URL(`/widget/${WIDGET_MAJOR}/configurator.js`, new URL(shop).origin).href;
  let load = loaders.get(url);
  if (!load) {
    load = scriptLoader(url, installed);
    loaders.set(url, load);
  }
  return load();
}
