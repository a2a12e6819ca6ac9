import type { ReactElement } from 'react';
import type { Root } from 'react-dom/client';
import { ApiError, createApiClient, type FetchLike } from '../../shared/api/client';
import type { EmbedErrorCode, EmbedSettings } from '../../shared/api/embed-events';
import { DONE_EVENT, ERROR_EVENT, ORDER_EVENT, READY_EVENT } from '../../shared/api/widget-events';
import { defaultLocale, isLocale, type Locale } from '../../shared/i18n/locales';
import Configurator from '../configurator/configurator';
import type { FinishMode } from '../configurator/finish-mode';
import type { EmitHostEvent } from '../configurator/host-events';
import { chunk } from '../lib/chunk';
import { createCompiledIntl } from '../../ui/intl/compiled-intl';
import { readFlag } from '../loader/attributes';
import { showLoadFailure } from '../loader/load-failure';
import { draftCalls, draftSession, type DraftSession } from './draft-session';
import { earlyProduct } from './early-product';
import { EmbedError } from './embed-error';
import { hostEmitter } from './host-emitter';
import type { MountOptions, WidgetMessages } from './embed-types';
import { shopAccess } from './shop-access';
import { themeSheet, widgetSheet } from './widget-styles';

// The settings' schema holds the design's: it loads beside the product, not with the first step's code.
const embedEvents = chunk(() => import('../../shared/api/embed-events'));
// React DOM, the largest part of the start, is a file of its own that the loader fetches beside this
// one: the widget mounts without it, so the product is read and checked while it still downloads.
const reactDom = chunk(() => import('react-dom/client'));

async function settingsOf(raw: unknown): Promise<EmbedSettings> {
  const { EmbedSettings } = await embedEvents();
  const parsed = EmbedSettings.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  // A wrong setting must not cost the visitor the widget: it starts from empty defaults.
  console.error('[configurator] data-settings ignored: it does not match the documented shape', parsed.error.issues);
  return {};
}

function finishMode(options: MountOptions, draft: DraftSession | null, handover: () => Promise<string>, emit: EmitHostEvent): FinishMode {
  if (options.embedded) {
    return { kind: 'embedded', settings: () => settingsOf(options.settings), settingsFor: options.productId, onDone: (detail) => emit(DONE_EVENT, detail) };
  }
  if (!draft) return { kind: 'basket' };
  return { kind: 'order', handover, onOrder: (url) => emit(ORDER_EVENT, { url }) };
}

/**
 * Mounts one configurator into host's shadow root (the host page's CSS and ours never meet) with its
 * own store. On another origin than the shop it works on a draft (no shop cookie crosses sites);
 * every event goes to the host element, bubbling out of the shadow root.
 */
export function mount(host: HTMLElement, options: MountOptions, messages: WidgetMessages, product?: Promise<Response> | null): () => void {
  const locale: Locale = isLocale(options.language) ? options.language : defaultLocale;
  const { shopBase } = options;
  // First: whether the shop answers this page, asked before anything else costs time here.
  const access = shopAccess(shopBase, locale, options.partner);
  const draft = new URL(shopBase).origin === window.location.origin ? null : draftSession(shopBase, options.partner);
  const api = createApiClient({
    baseUrl: shopBase,
    fetch: draft?.fetch ?? (((url, init) => fetch(url, init as RequestInit)) as FetchLike),
    language: () => locale,
  });
  const preloaded = options.productId && product ? earlyProduct(product, options.productId, locale) : undefined;
  // Read here rather than by the loader (its budget is 2 kB gzip); a mount() option wins over the attribute.
  const data = host.dataset;
  const emit = hostEmitter(host, options.dataLayer ?? readFlag(data.datalayer));
  const handover = async () => {
    try {
      const code = await (await draftCalls()).handOver(api);
      return `${shopBase}/${locale}/checkout/basket?handover=${encodeURIComponent(code)}`;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) draft?.forget();
      throw error;
    }
  };

  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  // Constructed sheets, not <style> elements: a partner page's CSP without 'unsafe-inline' allows them.
  shadow.adoptedStyleSheets = [widgetSheet(), themeSheet(options.theme)];
  const container = document.createElement('div');
  shadow.replaceChildren(container);
  let root: Root | null = null;
  const finish = finishMode(options, draft, handover, emit);
  // The prefilled image goes into the draft: a partner page's only.
  const prefill = { size: options.size ?? (data.size || null), image: draft ? (options.image ?? (data.image || null)) : null };
  // One element: rendered again when the shop has answered, it renders nothing anew.
  let element: ReactElement | null = null;
  const configurator = () =>
    (element ??= (
      <Configurator
        api={api}
        locale={locale}
        messages={messages}
        productId={options.productId}
        shopBase={shopBase}
        uploadHeaders={draft?.headers}
        mayHaveDrafts={draft?.started}
        finish={finish}
        product={preloaded}
        events={emit}
        prefill={prefill}
      />
    ));
  let mounted = true;
  // The configurator renders as soon as React DOM is here; ready waits until the shop has answered
  // this page, and an origin the shop does not allow, or a shop out of reach, gets the error and its message instead.
  const rendered = reactDom().then(
    ({ createRoot }) => {
      if (!mounted) return null;
      root = createRoot(container);
      root.render(configurator());
      return root;
    },
    () => {
      // As the loader says when its files do not arrive: React DOM is one of them.
      if (mounted) showLoadFailure(host, createCompiledIntl(`${locale}-CH`, messages).formatMessage({ id: 'configurator.embedError.network' }));
      return null;
    },
  );
  const start = async (asked: Promise<EmbedErrorCode | null>) => {
    const [problem, ready] = await Promise.all([asked, rendered]);
    if (!mounted || !ready) return;
    if (problem === null) {
      ready.render(configurator());
      emit(READY_EVENT, { productId: options.productId, language: locale, embedded: options.embedded });
      return;
    }
    const intl = createCompiledIntl(`${locale}-CH`, messages);
    const text = intl.formatMessage({ id: `configurator.embedError.${problem}` });
    const retry =
      problem === 'origin_not_allowed'
        ? undefined
        : { label: intl.formatMessage({ id: 'configurator.retry' }), onRetry: () => void start(shopAccess(shopBase, locale, options.partner)) };
    ready.render(<EmbedError text={text} retry={retry} />);
    emit(ERROR_EVENT, { code: problem, message: text });
  };
  void start(access);
  return () => {
    mounted = false;
    root?.unmount();
    shadow.replaceChildren();
    shadow.adoptedStyleSheets = [];
  };
}
