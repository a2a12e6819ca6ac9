import { useEffect, useRef, type HTMLAttributes } from 'react';
import { loadPrintshop } from './load-printshop';
import type { EmbedSettings, EventCallback, PrintshopTheme } from './types';

export interface PrintshopConfiguratorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onError'> {
  /** The shop's origin, e.g. https://shop.example. */
  shop: string;
  /** Start at this product (e.g. canvas, poster); without it, the start page lists every product. */
  productId?: string;
  /** de, fr, it or en; default: the page's lang, else de. */
  lang?: string;
  /** Embedded mode: ends with Apply design, which raises onDone; no basket is touched. */
  embedded?: boolean;
  /** Embedded mode's instruction, design and printdata (what an earlier onDone gave). */
  settings?: EmbedSettings;
  theme?: PrintshopTheme;
  onReady?: EventCallback<'ready'>;
  /** The widget cannot work (it shows why); also when the shop's loader cannot be loaded (code network). */
  onError?: EventCallback<'error'>;
  onDone?: EventCallback<'done'>;
  onOrder?: EventCallback<'order'>;
  /** On the shop's own origin only: an item went into the shop's basket (the event comes on window, host null). */
  onBasketUpdated?: EventCallback<'basket-updated'>;
}

type Callbacks = Pick<PrintshopConfiguratorProps, 'onReady' | 'onError' | 'onDone' | 'onOrder' | 'onBasketUpdated'>;

/**
 * One configurator widget in a div: mounted through the shop's loader when the component mounts
 * (again when shop, product, language, mode, settings or theme change) and unmounted with it.
 * Callbacks may change freely; the latest one is called. Several on a page work independently.
 */
export function PrintshopConfigurator({
  shop,
  productId,
  lang,
  embedded,
  settings,
  theme,
  onReady,
  onError,
  onDone,
  onOrder,
  onBasketUpdated,
  ...div
}: PrintshopConfiguratorProps) {
  const host = useRef<HTMLDivElement>(null);
  const callbacks = useRef<Callbacks>({});
  useEffect(() => {
    callbacks.current = { onReady, onError, onDone, onOrder, onBasketUpdated };
  });
  // Objects by value: a new object with the same content on a render does not remount the widget.
  const settingsJson = settings === undefined ? undefined : JSON.stringify(settings);
  const themeJson = theme === undefined ? undefined : JSON.stringify(theme);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let stopped = false;
    let stop = () => {};
    loadPrintshop({ shop }).then(
      (api) => {
        if (stopped) return;
        const offBasket = api.on('basket-updated', (detail, from) => callbacks.current.onBasketUpdated?.(detail, from));
        void api
          .mount(element, {
            ...(productId !== undefined && { productId }),
            ...(lang !== undefined && { language: lang }),
            ...(embedded !== undefined && { embedded }),
            ...(settingsJson !== undefined && { settings: JSON.parse(settingsJson) as EmbedSettings }),
            ...(themeJson !== undefined && { theme: JSON.parse(themeJson) as PrintshopTheme }),
            onReady: (detail, from) => callbacks.current.onReady?.(detail, from),
            onError: (detail, from) => callbacks.current.onError?.(detail, from),
            onDone: (detail, from) => callbacks.current.onDone?.(detail, from),
            onOrder: (detail, from) => callbacks.current.onOrder?.(detail, from),
          })
          // The loader has shown the failure in the widget and raised onError already.
          .catch(() => {});
        stop = () => {
          offBasket();
          api.unmount(element);
        };
      },
      (error: unknown) => {
        if (!stopped) callbacks.current.onError?.({ code: 'network', message: error instanceof Error ? error.message : String(error) }, element);
      },
    );
    return () => {
      stopped = true;
      stop();
    };
  }, [shop, productId, lang, embedded, settingsJson, themeJson]);

  return <div {...div} ref={host} />;
}
