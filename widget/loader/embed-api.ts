import type { WidgetEventMap, WidgetEventName } from '../../shared/api/widget-events';
import type { EmbedRuntime, MountOptions, WidgetMessages } from '../embed/embed-types';
import { HOST_SELECTOR, mergeOptions, optionsFromElement } from './attributes';

/** An event as on() takes it: the full name ('printshop:order') or the short one ('order'). */
export type EmbedEventName = WidgetEventName | (WidgetEventName extends `printshop:${infer Short}` ? Short : never);
/** The detail type of an event given by either name, from WidgetEventMap. */
export type EmbedEventDetail<E extends EmbedEventName> = WidgetEventMap[E extends WidgetEventName ? E : Extract<`printshop:${E}`, WidgetEventName>];

/** A callback of on() or of a mount option: the event's detail and the host element it came from. */
export type EventCallback<E extends EmbedEventName = EmbedEventName> = (detail: EmbedEventDetail<E>, host: HTMLElement | null) => void;

/** Options of mount(): any attribute, plus callbacks for this widget's events. */
export type GivenOptions = Partial<MountOptions> & {
  onReady?: EventCallback<'ready'>;
  onError?: EventCallback<'error'>;
  onDone?: EventCallback<'done'>;
  onOrder?: EventCallback<'order'>;
};

export interface EmbedApi {
  /** The queue form the snippet uses before the loader arrives: api('mount', el, options), api('on', 'done', cb). */
  (command: string, ...args: unknown[]): void;
  mount(host: HTMLElement, options?: GivenOptions): Promise<void>;
  unmount(host: HTMLElement): void;
  /** Listens to an event of every widget on the page ('ready', 'error', 'done', 'order', 'basket-updated'); answers the unsubscribe. */
  on<E extends EmbedEventName>(event: E, callback: EventCallback<E>): () => void;
  /** Mounts every marked element not mounted yet. */
  scan(root?: ParentNode): void;
}

// A plain string: the queue form (api('on', name, cb)) hands on() whatever the host page wrote.
const eventName = (event: string) => (event.startsWith('printshop:') ? event : `printshop:${event}`);

interface Mounted {
  /** Set once the bundle mounted it; a newer mount or unmount before then makes the old one stale. */
  unmount: (() => void) | null;
  listeners: [string, EventListener][];
}

export interface EmbedApiDeps {
  /** The bundle and the widget's texts in a language (each language is its own small file), loaded together. */
  load: (language: string) => Promise<[EmbedRuntime, WidgetMessages]>;
  shopBase: string;
  /** Asks for the product a widget starts at, beside the bundle's download (null: none named). */
  product: (options: MountOptions) => Promise<Response> | null;
  /** Shows on host that the widget's files could not be loaded, in a language (see load-failure.ts). */
  loadFailed: (host: HTMLElement, language: string) => void;
  /** Where on() listens: window, which every widget event reaches (they bubble, composed). */
  events: EventTarget;
}

/**
 * The global API. mount() waits for the lazily loaded bundle, so calls made before it arrives are
 * queued in order; each host has at most one widget (mounting again replaces it).
 */
export function createEmbedApi(deps: EmbedApiDeps): EmbedApi {
  const mounted = new Map<HTMLElement, Mounted>();

  const unmount = (host: HTMLElement) => {
    const entry = mounted.get(host);
    if (!entry) return;
    mounted.delete(host);
    for (const [name, listener] of entry.listeners) host.removeEventListener(name, listener);
    entry.unmount?.();
  };

  const mount = async (host: HTMLElement, given: GivenOptions = {}): Promise<void> => {
    unmount(host);
    const { onReady, onError, onDone, onOrder, ...rest } = given;
    const options = mergeOptions(optionsFromElement(host, deps.shopBase), rest);
    const entry: Mounted = { unmount: null, listeners: [] };
    for (const [key, callback] of Object.entries({ onReady, onError, onDone, onOrder })) {
      if (!callback) continue;
      const listener: EventListener = (event) => (callback as EventCallback)((event as CustomEvent<never>).detail, host);
      // onReady listens to printshop:ready, and so on: the name, not a table of them (the loader's 2 kB budget).
      const name = eventName(key.slice(2).toLowerCase());
      entry.listeners.push([name, listener]);
      host.addEventListener(name, listener);
    }
    mounted.set(host, entry);
    const product = deps.product(options);
    // Its failure is the widget's to report (it asks again, and says why); until the bundle is here
    // nothing holds this promise, and a refusal then (an origin the shop does not allow) must not
    // reach the partner's page as an unhandled rejection.
    product?.catch(() => undefined);
    let runtime: EmbedRuntime;
    let messages: WidgetMessages;
    try {
      [runtime, messages] = await deps.load(options.language);
    } catch (error) {
      if (mounted.get(host) === entry) deps.loadFailed(host, options.language);
      throw error;
    }
    if (mounted.get(host) !== entry) return;
    entry.unmount = runtime.mount(host, options, messages, product);
  };

  const on = <E extends EmbedEventName>(event: E, callback: EventCallback<E>) => {
    // The detail is the widget's own, typed by WidgetEventMap where it is dispatched.
    const listener: EventListener = (e) => callback((e as CustomEvent<EmbedEventDetail<E>>).detail, e.target instanceof HTMLElement ? e.target : null);
    deps.events.addEventListener(eventName(event), listener);
    return () => deps.events.removeEventListener(eventName(event), listener);
  };

  const scan = (root: ParentNode = document) => {
    for (const host of root.querySelectorAll<HTMLElement>(HOST_SELECTOR)) if (!mounted.has(host)) void report(mount(host));
  };

  const commands: Record<string, (...args: never[]) => unknown> = { mount, unmount, on, scan };
  const api = ((command: string, ...args: unknown[]) => {
    const run = commands[command];
    if (!run) return console.error(`[printshop] unknown command "${command}"`);
    void report(Promise.resolve((run as (...a: unknown[]) => unknown)(...args)));
  }) as EmbedApi;
  return Object.assign(api, commands);
}

async function report(work: Promise<unknown>): Promise<void> {
  try {
    await work;
  } catch (error) {
    console.error('[printshop] configurator failed', error);
  }
}
