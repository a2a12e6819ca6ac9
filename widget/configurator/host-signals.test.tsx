import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PriceDetail, StepDetail } from '../../shared/api/widget-events';
import { catalogues } from '../../shared/i18n/messages';
import { hostEmitter } from '../embed/host-emitter';
import Configurator from './configurator';
import { offlineCanvas } from './offline-configurator';

type Page = Window & { dataLayer?: object[] };
const texts = catalogues.de;

afterEach(() => {
  cleanup();
  delete (window as Page).dataLayer;
  document.body.replaceChildren();
});

/** The configurator as the embed mounts it, its events going to a host element. */
function embed({ dataLayer, size = null }: { dataLayer: boolean; size?: string | null }) {
  const host = document.createElement('div');
  document.body.append(host);
  const steps: StepDetail[] = [];
  const prices: PriceDetail[] = [];
  host.addEventListener('printshop:step', (event) => steps.push((event as CustomEvent<StepDetail>).detail));
  host.addEventListener('printshop:price', (event) => prices.push((event as CustomEvent<PriceDetail>).detail));
  render(<Configurator {...offlineCanvas()} events={hostEmitter(host, dataLayer)} prefill={{ size, image: null }} />);
  return { steps, prices };
}

/** The unit price the widget first tells, started with a prefilled size. */
function unitPrice(size: string | null): number {
  const { prices } = embed({ dataLayer: false, size });
  cleanup();
  return prices[0]!.price.unitRappen;
}

describe("the widget's events for the host page", () => {
  it('tell the step shown and each new price', async () => {
    const { steps, prices } = embed({ dataLayer: false });
    expect(steps).toEqual([{ productId: 'canvas', step: 'productSettings' }]);
    expect(prices).toHaveLength(1);
    const first = prices[0]!.price.totalRappen;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: texts['configurator.settings.increase'] })));
    expect(prices.map((p) => p.price.quantity)).toEqual([1, 2]);
    expect(prices[1]!.price.totalRappen).toBeGreaterThan(first);
    fireEvent.click(screen.getAllByRole('button', { name: texts['configurator.steps.next'] })[0]!);
    expect(steps.map((s) => s.step)).toEqual(['productSettings', 'imageSelection']);
    // A step change is no new price.
    expect(prices).toHaveLength(2);
    expect((window as Page).dataLayer).toBeUndefined();
  });

  it('go to the data layer too when the page opted in', () => {
    embed({ dataLayer: true });
    expect((window as Page).dataLayer?.map((entry) => (entry as { event: string }).event)).toEqual(['printshop_step', 'printshop_price']);
  });

  it('start at the size the host prefilled, and at the default with a size the product lacks', () => {
    const standard = unitPrice(null);
    expect(unitPrice('120x80')).toBeGreaterThan(standard);
    expect(unitPrice('a0-huge')).toBe(standard);
  });
});
