import { PrintshopConfigurator } from './react';
import { loadPrintshop, type DoneDetail, type OrderDetail, type ReadyDetail, type WidgetEventMap } from './index';

/*
 * Checked by the compiler only (npm run typecheck; the package build checks the same against the
 * built declarations): the callbacks get the widget's payload types, and a wrong event name or
 * option does not compile. Each @ts-expect-error fails the check if its line compiles.
 */
export async function typedEvents() {
  const api = await loadPrintshop({ shop: 'https://shop.example' });
  api.on('order', (detail) => {
    const url: string = detail.url;
    return url;
  });
  api.on('printshop:done', (detail) => detail.price.totalRappen.toFixed(0));
  api.on('step', (detail) => detail.step === 'productDesign');
  api.on('upload-progress', (detail) => detail.state === 'done' && detail.fraction === 1);
  // @ts-expect-error not an event of the widget
  api.on('ordered', () => {});
  // @ts-expect-error not a step of the widget
  api.on('step', (detail) => detail.step === 'checkout');
  // @ts-expect-error an order's detail has no price
  api.on('order', (detail) => detail.price);
  await api.mount(document.createElement('div'), {
    productId: 'canvas',
    theme: { primary: '#036', radius: '0' },
    onDone: (detail: DoneDetail) => detail.instruction.configuration,
  });
  await api.mount(document.createElement('div'), { productId: 'poster', size: 'a2-portrait', image: 'https://images.partner.example/a.jpg', dataLayer: true });
  // @ts-expect-error the option is productId
  await api.mount(document.createElement('div'), { product: 'canvas' });
  const ready: WidgetEventMap['printshop:ready'] = { productId: null, language: 'de', embedded: false };
  return ready;
}

export const wrapper = () => (
  <>
    <PrintshopConfigurator
      shop="https://shop.example"
      productId="canvas"
      lang="fr"
      onOrder={(detail: OrderDetail, host) => host?.append(detail.url)}
      onReady={(detail: ReadyDetail) => detail.embedded}
      onError={(detail) => detail.code === 'origin_not_allowed'}
    />
    {/* @ts-expect-error an order's detail is { url }, not a done detail */}
    <PrintshopConfigurator shop="https://shop.example" onOrder={(detail: DoneDetail) => detail.price} />
    {/* @ts-expect-error onOrdered is not a callback of the widget */}
    <PrintshopConfigurator shop="https://shop.example" onOrdered={() => {}} />
    {/* @ts-expect-error the shop's origin is required */}
    <PrintshopConfigurator productId="poster" />
  </>
);
