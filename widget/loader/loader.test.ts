import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Stub = ((...args: unknown[]) => void) & { q?: unknown[][] };
type Global = typeof globalThis & {
  PrintshopConfigurator?: Stub & { scan?: () => void };
  PRINTSHOP_BUNDLE_FILES?: string[];
  PRINTSHOP_TEXT_FILES?: Record<string, string>;
  PRINTSHOP_LOAD_FAILED_TEXTS?: Record<string, string>;
};
const g = globalThis as Global;

beforeEach(() => {
  vi.resetModules();
  // What the widget build compiles in (vite.widget.config.ts).
  g.PRINTSHOP_BUNDLE_FILES = ['configurator-test.js', 'configurator-shared-test.js'];
  g.PRINTSHOP_TEXT_FILES = { de: 'configurator-de-test.js' };
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

  it('loads the widget for a page with one, and says so in the host when its files cannot be loaded', async () => {
    document.body.innerHTML = '<div data-printshop-configurator></div>';
    const failures = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await import('./loader');
    // jsdom has finished loading, so the loader starts at once; the test has no shop, so the imports
    // fail and the host says so (the files it imports: e2e/widget-v1.spec.ts).
    await vi.waitFor(() =>
      expect(document.querySelector('[data-printshop-configurator]')!.shadowRoot?.textContent).toBe('Der Shop ist gerade nicht erreichbar.'),
    );
    expect(failures).toHaveBeenCalledWith('[printshop] configurator failed', expect.any(Error));
    failures.mockRestore();
  });

  it('loads nothing on a page without widgets', async () => {
    const failures = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await import('./loader');
    // An import would fail here (no shop), and be reported, as in the test above.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(failures).not.toHaveBeenCalled();
    failures.mockRestore();
  });
});
