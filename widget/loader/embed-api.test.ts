import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { DoneDetail, ErrorDetail, OrderDetail } from '../../shared/api/widget-events';
import type { EmbedRuntime, MountOptions, WidgetMessages } from '../embed/embed-types';
import { createEmbedApi } from './embed-api';

const SHOP = 'https://shop.example';

/** A bundle that records its mounts; `arrive` lets it "finish loading" when the test says so. */
function fakeBundle() {
  const mounts: { host: HTMLElement; options: MountOptions; messages: WidgetMessages; product: Promise<Response> | null | undefined }[] = [];
  const unmounts: HTMLElement[] = [];
  const runtime: EmbedRuntime = {
    mount: (host, options, messages, product) => {
      mounts.push({ host, options, messages, product });
      return () => unmounts.push(host);
    },
  };
  let resolveRuntime: ((value: EmbedRuntime) => void) | undefined;
  const arrived = new Promise<EmbedRuntime>((resolve) => (resolveRuntime = resolve));
  const load = vi.fn<() => Promise<EmbedRuntime>>(() => arrived);
  const messages = vi.fn<(language: string) => Promise<WidgetMessages>>(async (language) => ({ language }));
  const product = vi.fn<(options: MountOptions) => Promise<Response> | null>((options) =>
    options.productId ? Promise.resolve(Response.json({ id: options.productId })) : null,
  );
  return { mounts, unmounts, load, messages, product, arrive: () => resolveRuntime?.(runtime) };
}

/** The loader's load: the bundle and the texts of the widget's language. */
const loadWith = (bundle: ReturnType<typeof fakeBundle>) => (language: string) => Promise.all([bundle.load(), bundle.messages(language)]);

const apiOf = (bundle: ReturnType<typeof fakeBundle>, loadFailed = vi.fn<(host: HTMLElement, language: string) => void>()) =>
  createEmbedApi({ load: loadWith(bundle), product: bundle.product, shopBase: SHOP, loadFailed, events: window });

function hosts(html: string): [HTMLElement, HTMLElement] {
  document.body.innerHTML = html;
  const [a, b] = document.querySelectorAll<HTMLElement>('[data-printshop-configurator]');
  if (!a || !b) throw new Error('two hosts expected');
  return [a, b];
}

/** What the bundle does when a widget finishes in embedded mode. */
const done = (host: HTMLElement, detail: unknown) => host.dispatchEvent(new CustomEvent('printshop:done', { detail, bubbles: true, composed: true }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

// A plain function, not a vi.fn: a mock's spy would itself handle the promise it returns.
const refused = (options: MountOptions) => (options.productId ? Promise.reject(new TypeError('Failed to fetch')) : null);

describe('the embed API', () => {
  it('queues mounts until the bundle arrives, then mounts each with its own options and messages', async () => {
    const bundle = fakeBundle();
    const api = apiOf(bundle);
    const [a] = hosts('<div id="a" data-printshop-configurator data-lang="fr"></div><div id="b" data-printshop-configurator data-product-id="canvas"></div>');
    api('mount', a);
    api.scan();
    await flush();
    expect(bundle.mounts).toEqual([]);
    bundle.arrive();
    await flush();
    expect(bundle.mounts.map((m) => [m.host.id, m.options.productId, m.options.language, m.messages])).toEqual([
      ['a', null, 'fr', { language: 'fr' }],
      ['b', 'canvas', 'de', { language: 'de' }],
    ]);
    // scan() leaves mounted hosts alone (the script loader itself fetches the bundle only once).
    api.scan();
    await flush();
    expect(bundle.mounts).toHaveLength(2);
    expect(bundle.load).toHaveBeenCalledTimes(2);
  });

  it("asks for a widget's product while the bundle downloads, and hands the answer to its mount", async () => {
    const bundle = fakeBundle();
    const api = apiOf(bundle);
    hosts('<div id="a" data-printshop-configurator data-lang="fr"></div><div id="b" data-printshop-configurator data-product-id="canvas"></div>');
    api.scan();
    await flush();
    expect(bundle.product.mock.calls.map(([options]) => [options.productId, options.language, options.shopBase])).toEqual([
      [null, 'fr', SHOP],
      ['canvas', 'de', SHOP],
    ]);
    expect(bundle.mounts).toEqual([]);
    bundle.arrive();
    await flush();
    expect(bundle.mounts[0]?.product).toBeNull();
    expect(await (await bundle.mounts[1]!.product!).json()).toEqual({ id: 'canvas' });
  });

  it('lets no product request that fails before the bundle arrives become an unhandled rejection of the page', async () => {
    const bundle = fakeBundle();
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listener);
    try {
      hosts('<div id="a" data-printshop-configurator data-product-id="canvas"></div><div id="b" data-printshop-configurator></div>');
      createEmbedApi({ load: loadWith(bundle), product: refused, shopBase: SHOP, loadFailed: () => undefined, events: window }).scan();
      await flush();
      await flush();
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', listener);
    }
  });

  it('replaces a widget mounted again, and drops a mount undone before the bundle arrived', async () => {
    const bundle = fakeBundle();
    const api = apiOf(bundle);
    const [a, b] = hosts('<div id="a" data-printshop-configurator></div><div id="b" data-printshop-configurator></div>');
    void api.mount(b);
    api.unmount(b);
    void api.mount(a, { productId: 'poster' });
    bundle.arrive();
    await flush();
    expect(bundle.mounts.map((m) => m.host.id)).toEqual(['a']);
    await api.mount(a, { productId: 'canvas' });
    expect(bundle.unmounts.map((h) => h.id)).toEqual(['a']);
    expect(bundle.mounts.at(-1)?.options.productId).toBe('canvas');
  });

  it('hands events to on() listeners and to the callbacks of one mount', async () => {
    const bundle = fakeBundle();
    const api = apiOf(bundle);
    const [a, b] = hosts('<div id="a" data-printshop-configurator></div><div id="b" data-printshop-configurator></div>');
    const all = vi.fn<(detail: unknown, host: HTMLElement | null) => void>();
    const off = api.on('done', all);
    const onDone = vi.fn<(detail: unknown, host: HTMLElement | null) => void>();
    bundle.arrive();
    await api.mount(a, { onDone });
    await api.mount(b);
    done(a, { n: 1 });
    done(b, { n: 2 });
    expect(all.mock.calls).toEqual([
      [{ n: 1 }, a],
      [{ n: 2 }, b],
    ]);
    expect(onDone.mock.calls).toEqual([[{ n: 1 }, a]]);
    off();
    api.unmount(a);
    done(a, { n: 3 });
    expect(all).toHaveBeenCalledTimes(2);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('types each listener by the event map, by short or full name', () => {
    const bundle = fakeBundle();
    const api = apiOf(bundle);
    const offs = [
      api.on('order', (detail) => expectTypeOf(detail).toEqualTypeOf<OrderDetail>()),
      api.on('printshop:done', (detail) => expectTypeOf(detail).toEqualTypeOf<DoneDetail>()),
      api.on('error', (detail) => expectTypeOf(detail).toEqualTypeOf<ErrorDetail>()),
      // @ts-expect-error: not an event of the widget
      api.on('orders', () => undefined),
    ];
    for (const off of offs) off();
  });

  it('says so on the host in its language when the bundle cannot be loaded, and mounts nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bundle = fakeBundle();
    bundle.load.mockRejectedValueOnce(new Error('offline'));
    const loadFailed = vi.fn<(host: HTMLElement, language: string) => void>();
    const api = apiOf(bundle, loadFailed);
    const [a] = hosts('<div id="a" data-printshop-configurator data-lang="it"></div><div data-printshop-configurator></div>');
    await expect(api.mount(a)).rejects.toThrow('offline');
    expect(loadFailed).toHaveBeenCalledWith(a, 'it');
    expect(bundle.mounts).toEqual([]);
    error.mockRestore();
  });

  it('reports an unknown command instead of throwing into the host page', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bundle = fakeBundle();
    const api = apiOf(bundle);
    api('explode');
    expect(error).toHaveBeenCalledWith('[printshop] unknown command "explode"');
    error.mockRestore();
  });
});
