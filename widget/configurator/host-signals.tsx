import { useAtomValue } from 'jotai';
import { useContext, useEffect, useRef } from 'react';
import { PRICE_EVENT, STEP_EVENT } from '../../shared/api/widget-events';
import type { Step } from '../../shared/domain/configurator/steps';
import { checkErrorsAtom, priceAtom } from '../state/state-slices';
import { HostEventsContext } from './host-events';

/** Tells the host page the step shown and each new price of an orderable configuration; renders nothing. */
export function HostSignals({ productId, step }: { productId: string; step: Step }) {
  const emit = useContext(HostEventsContext);
  const price = useAtomValue(priceAtom);
  const orderable = useAtomValue(checkErrorsAtom).length === 0;
  const sent = useRef('');
  useEffect(() => emit?.(STEP_EVENT, { productId, step }), [emit, productId, step]);
  useEffect(() => {
    // A check run again with the same outcome is no new price.
    const key = orderable ? `${productId}:${JSON.stringify(price)}` : '';
    if (key === sent.current) return;
    sent.current = key;
    if (key) emit?.(PRICE_EVENT, { productId, price });
  }, [emit, productId, orderable, price]);
  return null;
}
