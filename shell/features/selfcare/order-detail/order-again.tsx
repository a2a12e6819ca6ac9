import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod/mini';
import { orderAgain, type OrderAgainResult } from '../../../../shared/api/selfcare';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { useIntl } from '../../../../ui/intl/intl-provider';
import { useLocale } from '../../../lib/use-locale';
import { basketCountAtom } from '../../../state/core';
import { Notice, useSubmitGuard } from '../../../components/form';

/**
 * "Order again": the server puts the order's items into the basket, checked and priced today.
 * What it added is announced with a way to the basket; what can no longer be ordered is named.
 */
export function OrderAgain({ orderId }: { orderId: number }) {
  const intl = useIntl();
  const locale = useLocale();
  const setCount = useSetAtom(basketCountAtom);
  const { busy, run } = useSubmitGuard();
  const [result, setResult] = useState<z.infer<typeof OrderAgainResult> | null>(null);
  const [failed, setFailed] = useState(false);

  const again = () =>
    void run(async () => {
      setFailed(false);
      try {
        const answer = await api(orderAgain, { params: { id: orderId } });
        setResult(answer);
        setCount(answer.count);
      } catch (error) {
        console.warn('order again failed', error);
        setFailed(true);
      }
    });

  return (
    <section className="care-section" aria-labelledby="care-order-again">
      <h2 id="care-order-again">{intl.formatMessage({ id: 'care.order.again' })}</h2>
      <p className="care-muted">{intl.formatMessage({ id: 'care.order.againNote' })}</p>
      <p>
        <button type="button" className="account-submit" disabled={busy} aria-busy={busy} onClick={again} data-testid="care-order-again">
          {intl.formatMessage({ id: busy ? 'care.order.againBusy' : 'care.order.again' })}
        </button>
      </p>
      <div role="status" data-testid="care-order-again-status">
        {result && (
          <>
            <p>{intl.formatMessage({ id: 'care.order.againAdded' }, { count: result.added })}</p>
            {result.refused.length > 0 && (
              <>
                <p>{intl.formatMessage({ id: 'care.order.againRefused' })}</p>
                <ul>
                  {result.refused.map((item, index) => (
                    <li key={index}>
                      {item.productName}: {item.message}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {result.added > 0 && (
              <Link className="account-secondary" to={paths.checkout.href(locale, 'basket')} data-testid="care-order-to-basket">
                {intl.formatMessage({ id: 'care.order.toBasket' })}
              </Link>
            )}
          </>
        )}
      </div>
      {failed && <Notice kind="error">{intl.formatMessage({ id: 'care.order.againFailed' })}</Notice>}
    </section>
  );
}
