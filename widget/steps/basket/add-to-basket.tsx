import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { postBasketItem, putBasketItem } from '../../../shared/api/basket-items';
import { ApiError, type ApiClient } from '../../../shared/api/client';
import { BASKET_UPDATED_EVENT, type BasketUpdatedDetail } from '../../../shared/api/widget-events';
import { edgeOf, isImageItem } from '../../../shared/domain';
import type { Locale } from '../../../shared/i18n/locales';
import { configuratorStateAtom } from '../../state/configurator-state';
import { qualityConfirmedAtom } from '../product-design/quality-meter';

type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; count: number } | { kind: 'failed'; messages: string[] };

/**
 * Sends the configured item to the server, which checks and prices it again; a second click while
 * saving is ignored. An item loaded for editing is saved over (PUT), not added twice.
 */
export function AddToBasket({ api, locale, shopBase }: { api: ApiClient; locale: Locale; shopBase: string }) {
  const intl = useIntl();
  const state = useAtomValue(configuratorStateAtom);
  const qualityConfirmed = useAtomValue(qualityConfirmedAtom);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const product = state.product;
  if (!product) return null;

  const save = async () => {
    if (status.kind === 'saving') return;
    setStatus({ kind: 'saving' });
    const body = {
      productId: product.id,
      instruction: { version: 2 as const, configuration: state.instruction.configuration },
      design: Object.fromEntries(
        Object.entries(state.design).map(([areaId, area]) => [areaId, { items: area.items.filter(isImageItem), ...(area.edge ? { edge: edgeOf(area.edge) } : {}) }]),
      ),
      quantity: state.quantity,
      qualityConfirmed,
    };
    try {
      const id = state.basketItemId === null ? null : Number(state.basketItemId);
      const saved = id === null ? await api(postBasketItem, { body }) : await api(putBasketItem, { params: { id }, body });
      setStatus({ kind: 'saved', count: saved.count });
      window.dispatchEvent(new CustomEvent<BasketUpdatedDetail>(BASKET_UPDATED_EVENT, { detail: { count: saved.count } }));
    } catch (error) {
      console.error('[configurator] add to basket failed', error);
      const messages = error instanceof ApiError && error.fields ? Object.values(error.fields).flat() : [intl.formatMessage({ id: 'configurator.basket.failed' })];
      setStatus({ kind: 'failed', messages });
    }
  };

  const editing = state.basketItemId !== null;
  return (
    <div className="add-to-basket">
      <button type="button" className="primary" onClick={() => void save()} disabled={status.kind === 'saving' || state.errors.length > 0} aria-busy={status.kind === 'saving'}>
        {intl.formatMessage({ id: status.kind === 'saving' ? 'configurator.basket.saving' : editing ? 'configurator.basket.update' : 'configurator.basket.add' })}
      </button>
      <div aria-live="polite">
        {status.kind === 'saved' && (
          <p className="basket-saved">
            {intl.formatMessage({ id: 'configurator.basket.added' }, { count: status.count })}{' '}
            <a href={`${shopBase}/${locale}/checkout/basket`}>{intl.formatMessage({ id: 'configurator.basket.open' })}</a>
          </p>
        )}
        {status.kind === 'failed' && (
          <ul className="field-errors" role="alert">
            {status.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
