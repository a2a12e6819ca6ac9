import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Stub = ((...args: unknown[]) => void) & { q?: unknown[][] };
type Global = typeof globalThis & {
  PrintshopConfigurator?: Stub & { scan?: () => void };
  PRINTSHOP_BUNDLE_FILE?: string;
  PRINTSHOP_MESSAGE_FILES?: Record<string, string>;
  PRINTSHOP_LOAD_FAILED_TEXTS?: Record<string, string>;
};
const g = globalThis as Global;

beforeEach(() => {
  vi.resetModules();
  // What the widget build compiles in (vite.widget.config.ts).
  g.PRINTSHOP_BUNDLE_FILE = 'configurator-test.js';
  g.PRINTSHOP_MESSAGE_FILES = { de: 'configurator-de-test.js' };
  g.PRINTSHOP_LOAD_FAILED_TEXTS = { de: 'Der Shop ist gerade nicht erreichbar.' };
});
afterEach(() => {
  delete g.PrintshopConfigurator;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the loader', () => {
  it("takes over the snippet's queue: calls made before it arrived run in order", async () => {
    const done = vi.fn<(detail: unknown, host: HTMLElement | null) => void>();
    // The documented snippet.
    g.PrintshopConfigurator =
      g.PrintshopConfigurator ||
      function (...args: unknown[]) {
        (g.PrintshopConfigurator!.q = g.PrintshopConfigurator!.q || []).push(args);
      };
    g.PrintshopConfigurator('on', 'done', done);
    await import('./loader');
    expect(typeof g.PrintshopConfigurator.scan).toBe('function');
    window.dispatchEvent(new CustomEvent('printshop:done', { detail: { ok: true } }));
    expect(done).toHaveBeenCalledWith({ ok: true }, null);
  });

  it("loads the bundle only for a page with a widget, from its version's folder", async () => {
    document.body.innerHTML = '<div data-printshop-configurator></div>';
    await import('./loader');
    // jsdom has finished loading, so the loader starts at once: the bundle and the German texts are requested.
    const sources = [...document.head.querySelectorAll('script')].map((s) => s.src);
    expect(sources).toEqual([`${window.location.origin}/widget/v1/configurator-test.js`, `${window.location.origin}/widget/v1/configurator-de-test.js`]);
  });

  it('does nothing on a page without widgets', async () => {
    await import('./loader');
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});
