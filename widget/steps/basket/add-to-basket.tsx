import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useContext, useState } from 'react';
import { useIntl } from '../../../ui/intl/intl-provider';
import { postBasketItem, putBasketItem } from '../../../shared/api/basket-items';
import { addStatic } from '../../../shared/api/basket-static';
import { ApiError, type ApiClient } from '../../../shared/api/client';
import { ADDED_EVENT, BASKET_UPDATED_EVENT, type BasketUpdatedDetail } from '../../../shared/api/widget-events';
import { areasNeedingImage, isImageItem } from '../../../shared/domain';
import type { Locale } from '../../../shared/i18n/locales';
import { HostEventsContext } from '../../configurator/host-events';
import { apiDesign } from '../../state/api-design';
import { configuratorStateAtom } from '../../state/configurator-state';
import { basketAddedAtom, settleDraftAtom } from '../../state/draft-atoms';
import { qualityConfirmedAtom, qualityReminderAtom, qualityUnconfirmedAtom } from '../../state/quality-atoms';
import { basketItemIdAtom, checkErrorsAtom, designSatisfiedAtom, productAtom } from '../../state/state-slices';

/** The chosen option of each attribute, as addStatic takes it (fixed-price products have no custom sizes). */
function optionIds(configuration: Readonly<Record<string, { custom: boolean; id?: string }>>): Record<string, string> {
  return Object.fromEntries(Object.entries(configuration).flatMap(([attributeId, chosen]) => (!chosen.custom && chosen.id ? [[attributeId, chosen.id]] : [])));
}

type Status =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; count: number }
  | { kind: 'ordered'; url: string; blocked: boolean }
  | { kind: 'failed'; messages: string[] };

/** A partner page: after saving into the draft, the draft is handed to the shop's basket in a new tab. */
export interface OrderInShop {
  handover: () => Promise<string>;
  onOrder: (url: string) => void;
}

/**
 * Sends the configured item to the server, which checks and prices it again; a second click while
 * saving is ignored. An item loaded for editing is saved over (PUT), not added twice. With `order`
 * (a partner page) the item goes to the widget's draft and the shop's basket opens with it.
 */
export function AddToBasket({ api, locale, shopBase, order }: { api: ApiClient; locale: Locale; shopBase: string; order?: OrderInShop | undefined }) {
  const intl = useIntl();
  // Slices only: beside the design it would otherwise render again on every move of a drag. The
  // whole state is read when the item is sent.
  const store = useStore();
  const product = useAtomValue(productAtom);
  const errors = useAtomValue(checkErrorsAtom);
  const designed = useAtomValue(designSatisfiedAtom);
  const editing = useAtomValue(basketItemIdAtom) !== null;
  const unconfirmed = useAtomValue(qualityUnconfirmedAtom);
  const remindQuality = useSetAtom(qualityReminderAtom);
  const markAdded = useSetAtom(basketAddedAtom);
  const draft = useAtomValue(settleDraftAtom);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const emit = useContext(HostEventsContext);
  if (!product) return null;

  const save = async () => {
    if (status.kind === 'saving') return;
    // Refused here as the server would (design-requirement.ts): a picture is missing.
    if (!designed) {
      setStatus({ kind: 'failed', messages: [intl.formatMessage({ id: 'design.noImage' })] });
      return;
    }
    // Said at the confirmation itself (quality meter), where the visitor can tick it.
    if (unconfirmed) {
      setStatus({ kind: 'idle' });
      remindQuality((count) => count + 1);
      return;
    }
    setStatus({ kind: 'saving' });
    // Opened within the click, so no popup blocker stops it; it goes to the shop once the draft is handed over.
    const tab = order ? window.open('', '_blank') : null;
    const state = store.get(configuratorStateAtom);
    const body = {
      productId: product.id,
      instruction: { version: 2 as const, configuration: state.instruction.configuration },
      design: apiDesign(state.design),
      quantity: state.quantity,
      qualityConfirmed: store.get(qualityConfirmedAtom),
    };
    try {
      // The draft's own save first (see settleDraftAtom); the item then takes its place on the server.
      await draft?.settle();
      const id = state.basketItemId === null ? null : Number(state.basketItemId);
      // A product that prints nothing goes as configured; with a picture all the same, it goes with its design.
      const withoutDesign = areasNeedingImage(product).length === 0 && id === null && !Object.values(state.design).some((area) => area.items.some(isImageItem));
      const saved = withoutDesign
        ? await api(addStatic, { body: { productId: product.id, configuration: optionIds(state.instruction.configuration), quantity: state.quantity } })
        : id === null
          ? await api(postBasketItem, { body })
          : await api(putBasketItem, { params: { id }, body });
      // A new item took the draft's place on the server.
      if (id === null) {
        markAdded((n) => n + 1);
        emit?.(ADDED_EVENT, { productId: product.id, quantity: state.quantity, price: state.price });
      }
      if (order) {
        const url = await order.handover();
        if (tab) {
          tab.opener = null;
          tab.location.href = url;
        }
        order.onOrder(url);
        setStatus({ kind: 'ordered', url, blocked: !tab });
        return;
      }
      setStatus({ kind: 'saved', count: saved.count });
      window.dispatchEvent(new CustomEvent<BasketUpdatedDetail>(BASKET_UPDATED_EVENT, { detail: { count: saved.count } }));
    } catch (error) {
      tab?.close();
      console.error('[configurator] add to basket failed', error);
      const messages =
        error instanceof ApiError && error.fields ? Object.values(error.fields).flat() : [intl.formatMessage({ id: 'configurator.basket.failed' })];
      setStatus({ kind: 'failed', messages });
    }
  };

  return (
    <div className="add-to-basket">
      <button
        type="button"
        className="primary"
        onClick={() => void save()}
        disabled={status.kind === 'saving' || errors.length > 0}
        // Not offered while a picture is missing, yet a click says why (the step says it above as well).
        aria-disabled={!designed}
        aria-busy={status.kind === 'saving'}
      >
        {intl.formatMessage({
          id:
            status.kind === 'saving'
              ? 'configurator.basket.saving'
              : order
                ? 'configurator.order.button'
                : editing
                  ? 'configurator.basket.update'
                  : 'configurator.basket.add',
        })}
      </button>
      <div aria-live="polite">
        {status.kind === 'saved' && (
          <p className="basket-saved">
            {intl.formatMessage({ id: 'configurator.basket.added' }, { count: status.count })}{' '}
            <a href={`${shopBase}/${locale}/checkout/basket`}>{intl.formatMessage({ id: 'configurator.basket.open' })}</a>
          </p>
        )}
        {status.kind === 'ordered' && (
          <p className="basket-saved">
            {intl.formatMessage({ id: status.blocked ? 'configurator.order.blocked' : 'configurator.order.opened' })}{' '}
            {/* The code in the URL is single use: once the tab claimed it, the basket itself is the way back. */}
            <a href={status.blocked ? status.url : `${shopBase}/${locale}/checkout/basket`} target="_blank" rel="noopener">
              {intl.formatMessage({ id: 'configurator.basket.open' })}
            </a>
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
