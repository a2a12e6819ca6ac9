import autocannon from 'autocannon';
import { BasketItemAdded } from '../../../shared/api/basket-view';
import { OrderConfirmation } from '../../../shared/api/checkout';
import { canvasAndTemplate, canvasItemBody } from '../canvas-item';
import { type Answer, HttpShopper } from '../faults/http-shopper';

/*
 * Shoppers through a proxy while its processes restart or crash: autocannon browses the catalogue,
 * and checkout loops each upload a photo, put a canvas in a new basket, give the addresses and
 * confirm, one basket after the other. Every request is counted with when it started and ended; a
 * failed one (no answer, or a 4xx or 5xx) ends its basket, except a confirm, which
 * the shopper clicks again (the order must not double). What was acknowledged (the uploads' 201,
 * the confirms' 200) is what must be there afterwards.
 *
 * Each request on a connection of its own: at a reload nginx's old workers close their idle kept-alive
 * connections, and a request sent on one just then is reset unanswered. A browser sends it again on a
 * new connection; autocannon and fetch would count it as failed.
 */

interface Sent {
  request: string;
  /** The status, or 0 when no answer came. */
  status: number;
  start: number;
  end: number;
  error?: string;
}

export interface TrafficResult {
  /** Every request the checkout loops sent, failed or not, and autocannon's answers and requests without one (start and end only). */
  sent: Sent[];
  /** Those without an answer or with a 4xx or 5xx, autocannon's included. */
  failed: Sent[];
  /** autocannon's own count: requests and those without an answer or not 2xx. */
  browsing: { requests: number; errors: number; non2xx: number };
  orders: { orderId: number; number: string }[];
  uploads: string[];
  /** Confirms that failed and succeeded on the shopper's next click, with the same order. */
  confirmsClickedAgain: number;
}

/** As long as nginx waits for the shop (proxy_read_timeout): on a busy machine an upload may take seconds, and is not failed for it (nor a GET). */
const ANSWER_MS = 120_000;

const BROWSING = ['/api/config/canvas/product', '/api/config/templates', '/api/cms/navigations?language=de'];

class CountingShopper extends HttpShopper {
  constructor(
    base: () => string,
    private readonly sent: Sent[],
    private readonly sending: (request: string) => void,
  ) {
    super(base, ANSWER_MS);
  }

  override async send(method: 'GET' | 'POST', url: string, body?: unknown, headers?: Record<string, string>): Promise<Answer> {
    const start = Date.now();
    this.sending(`${method} ${url}`);
    try {
      const answer = await super.send(method, url, body, { connection: 'close', ...headers });
      // A refusal keeps what said it: the shop's error body, or the proxy's own page.
      const said = answer.status >= 400 ? { error: JSON.stringify(answer.body).slice(0, 300) } : {};
      this.sent.push({ request: `${method} ${url}`, status: answer.status, start, end: Date.now(), ...said });
      return answer;
    } catch (error) {
      this.sent.push({ request: `${method} ${url}`, status: 0, start, end: Date.now(), error: String(error) });
      throw error;
    }
  }
}

/** Until stop(): `browsers` autocannon connections at `browsingRate` requests a second in all, and `checkouts` checkout loops (`sending` hears of each of their requests as it starts). */
export function startTraffic(base: string, { browsers = 4, browsingRate = 20, checkouts = 1, sending = (_request: string) => {} } = {}) {
  const sent: Sent[] = [];
  const tally: Omit<TrafficResult, 'sent' | 'failed' | 'browsing'> = { orders: [], uploads: [], confirmsClickedAgain: 0 };
  const stopping = new AbortController();
  let browsing!: autocannon.Instance;
  const browsingDone = new Promise<autocannon.Result>((resolve, reject) => {
    browsing = autocannon(
      {
        url: base,
        connections: browsers,
        overallRate: browsingRate,
        duration: 3600,
        timeout: ANSWER_MS / 1000,
        reconnectRate: 1,
        requests: BROWSING.map((path) => ({ method: 'GET', path })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  browsing.on('response', (_client, status, _bytes, responseTime) => {
    const end = Date.now();
    sent.push({ request: 'GET (autocannon)', status, start: end - responseTime, end });
  });
  browsing.on('reqError', (error) => {
    sent.push({ request: 'GET (autocannon)', status: 0, start: Date.now(), end: Date.now(), error: String(error) });
  });

  const checkoutLoop = async (loop: number) => {
    const { canvas, template } = await canvasAndTemplate(base);
    for (let basket = 0; !stopping.signal.aborted; basket += 1) {
      const shopper = new CountingShopper(() => base, sent, sending);
      try {
        tally.uploads.push((await shopper.uploaded()).id);
        await shopper.ok('POST', '/api/basket/items', BasketItemAdded, canvasItemBody(canvas, template));
        await shopper.readyToConfirm(`loop${loop}-basket${basket}@example.li`);
        for (let click = 1; ; click += 1) {
          const answer = await shopper.confirm().catch(() => null);
          if (answer?.status === 200) {
            const { orderId, number } = OrderConfirmation.parse(answer.body);
            tally.orders.push({ orderId, number });
            if (click > 1) tally.confirmsClickedAgain += 1;
            break;
          }
          if (click === 3) break;
        }
      } catch {
        // Counted in `sent`: the shopper leaves this basket and starts another.
      }
    }
  };
  const loops = Array.from({ length: checkouts }, (_, loop) => checkoutLoop(loop));

  return {
    stop: async (): Promise<TrafficResult> => {
      stopping.abort();
      await Promise.all(loops);
      browsing.stop();
      const counted = await browsingDone;
      const failed = sent.filter((request) => request.status === 0 || request.status >= 400);
      return {
        ...tally,
        sent,
        failed,
        browsing: { requests: counted.requests.total, errors: counted.errors + counted.timeouts, non2xx: counted.non2xx },
      };
    },
  };
}
