import { afterEach, describe, expect, it } from 'vitest';
import { canvas } from '../../shared/domain/test-fixtures';
import { zeroPrice } from '../../shared/domain/pricing/price';
import { hostEmitter } from './host-emitter';

type Page = Window & { dataLayer?: object[] };
const page = window as Page;

function widgetHost(): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  return host;
}

/** The events of a name that reach window, as a host page's listener gets them. */
function heard(name: string): unknown[] {
  const details: unknown[] = [];
  window.addEventListener(name, (event) => details.push((event as CustomEvent).detail));
  return details;
}

afterEach(() => {
  delete page.dataLayer;
  document.body.replaceChildren();
});

describe('hostEmitter', () => {
  it('dispatches each event on the host, bubbling to the page', () => {
    const host = widgetHost();
    const steps = heard('printshop:step');
    let target: EventTarget | null = null;
    host.addEventListener('printshop:step', (event) => (target = event.target));
    hostEmitter(host, false)('printshop:step', { productId: 'canvas', step: 'imageSelection' });
    expect(steps).toEqual([{ productId: 'canvas', step: 'imageSelection' }]);
    expect(target).toBe(host);
  });

  it('leaves the data layer alone unless the page opted in', () => {
    hostEmitter(widgetHost(), false)('printshop:step', { productId: 'canvas', step: 'productSettings' });
    expect(page.dataLayer).toBeUndefined();
  });

  it('pushes to the page’s data layer when opted in, after what is there (a tag manager’s array)', () => {
    page.dataLayer = [{ event: 'gtm.js' }];
    const emit = hostEmitter(widgetHost(), true);
    const price = zeroPrice(2);
    emit('printshop:step', { productId: canvas.id, step: 'productDesign' });
    emit('printshop:price', { productId: canvas.id, price });
    emit('printshop:added', { productId: canvas.id, quantity: 2, price });
    expect(page.dataLayer).toEqual([
      { event: 'gtm.js' },
      { event: 'printshop_step', productId: 'canvas', step: 'productDesign' },
      { event: 'printshop_price', productId: 'canvas', price },
      { event: 'printshop_added', productId: 'canvas', quantity: 2, price },
    ]);
  });

  it('pushes an upload once it finished or failed, not each step of its progress', () => {
    const emit = hostEmitter(widgetHost(), true);
    const progress = heard('printshop:upload-progress');
    emit('printshop:upload-progress', { upload: 1, fraction: 0, state: 'progress' });
    emit('printshop:upload-progress', { upload: 1, fraction: 0.5, state: 'progress' });
    emit('printshop:upload-progress', { upload: 1, fraction: 1, state: 'done' });
    emit('printshop:upload-progress', { upload: 2, fraction: 0.2, state: 'failed' });
    expect(progress).toHaveLength(4);
    expect(page.dataLayer).toEqual([
      { event: 'printshop_upload_progress', upload: 1, fraction: 1, state: 'done' },
      { event: 'printshop_upload_progress', upload: 2, fraction: 0.2, state: 'failed' },
    ]);
  });

  it('pushes no single-use link of an order', () => {
    const emit = hostEmitter(widgetHost(), true);
    emit('printshop:order', { url: 'https://shop.example/de/checkout/basket?handover=secret' });
    expect(page.dataLayer).toEqual([{ event: 'printshop_order' }]);
  });
});
