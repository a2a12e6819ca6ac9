import { useState } from 'react';
import type { WidgetEventMap, WidgetEventName } from '@printshop/embed';
import { PrintshopConfigurator } from '@printshop/embed/react';

/*
 * A partner's React app using @printshop/embed: two configurators, one in embedded mode (the
 * partner takes the design: onDone) and one that hands the design to the shop's basket (onOrder),
 * and a list of the typed events they raised. e2e/widget-package.spec.ts builds and drives it.
 */
type Received = { [E in WidgetEventName]: { id: number; widget: string; event: E; detail: WidgetEventMap[E] } }[WidgetEventName];

const chf = (rappen: number) => `CHF ${(rappen / 100).toFixed(2)}`;

/** One line for an event, read from its typed detail. */
function summary(received: Received): string {
  switch (received.event) {
    case 'printshop:ready':
      return `${received.detail.productId ?? 'start page'}, ${received.detail.language}${received.detail.embedded ? ', embedded' : ''}`;
    case 'printshop:error':
      return `${received.detail.code}: ${received.detail.message}`;
    case 'printshop:done':
      return `${received.detail.quantity} × ${received.detail.productId}, ${chf(received.detail.price.totalRappen)}`;
    case 'printshop:order':
      return received.detail.url;
    case 'printshop:basket-updated':
      return `${received.detail.count} items`;
    case 'printshop:step':
      return `${received.detail.productId}: ${received.detail.step}`;
    case 'printshop:price':
      return `${received.detail.productId}, ${chf(received.detail.price.totalRappen)}`;
    case 'printshop:added':
      return `${received.detail.quantity} × ${received.detail.productId}, ${chf(received.detail.price.totalRappen)}`;
    case 'printshop:upload-progress':
      return `upload ${received.detail.upload}: ${received.detail.state}, ${Math.round(received.detail.fraction * 100)} %`;
  }
}

let nextId = 1;

export function ExampleApp({ shop, lang }: { shop: string; lang: string }) {
  const [events, setEvents] = useState<Received[]>([]);
  const [showPoster, setShowPoster] = useState(true);
  const record =
    <E extends WidgetEventName>(widget: string, event: E) =>
    (detail: WidgetEventMap[E]) =>
      setEvents((list) => [...list, { id: nextId++, widget, event, detail } as Received]);

  return (
    <main>
      <h1>Partner shop</h1>
      <section aria-labelledby="canvas-heading">
        <h2 id="canvas-heading">Your canvas (embedded)</h2>
        <PrintshopConfigurator
          data-testid="canvas-widget"
          shop={shop}
          productId="canvas"
          lang={lang}
          embedded
          theme={{ primary: 'rgb(11, 93, 75)', radius: '0.25rem' }}
          onReady={record('canvas', 'printshop:ready')}
          onError={record('canvas', 'printshop:error')}
          onDone={record('canvas', 'printshop:done')}
        />
      </section>
      <section aria-labelledby="poster-heading">
        <h2 id="poster-heading">A poster, ordered in the print shop</h2>
        <button type="button" onClick={() => setShowPoster((shown) => !shown)}>
          {showPoster ? 'Remove the poster configurator' : 'Show the poster configurator'}
        </button>
        {showPoster && (
          <PrintshopConfigurator
            data-testid="poster-widget"
            shop={shop}
            productId="poster"
            lang={lang}
            onReady={record('poster', 'printshop:ready')}
            onError={record('poster', 'printshop:error')}
            onOrder={record('poster', 'printshop:order')}
          />
        )}
      </section>
      <section aria-labelledby="events-heading">
        <h2 id="events-heading">Events received</h2>
        <ol id="events">
          {events.map((received) => (
            <li key={received.id} data-widget={received.widget} data-event={received.event}>
              <strong>{received.widget}</strong> {received.event}: {summary(received)}
            </li>
          ))}
        </ol>
      </section>
    </main>
  );
}
