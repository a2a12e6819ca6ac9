import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useIntl } from '../../../ui/intl/intl-provider';
import { DoneDetail } from '../../../shared/api/embed-events';
import { isImageItem } from '../../../shared/domain';
import { isTextItem } from '../../../shared/domain/text';
import { configuratorStateAtom } from '../../state/configurator-state';

/**
 * Embedded mode's last button: hands the configured item to the host page instead of a basket. The
 * payload is parsed with the documented schema first, so a host never gets a shape it was not promised.
 */
export function FinishEmbedded({ onDone }: { onDone: (detail: DoneDetail) => void }) {
  const intl = useIntl();
  const state = useAtomValue(configuratorStateAtom);
  const [status, setStatus] = useState<'idle' | 'done' | 'invalid'>('idle');
  const product = state.product;
  if (!product) return null;

  const finish = () => {
    const design = Object.fromEntries(
      Object.entries(state.design).map(([areaId, area]) => [areaId, { ...area, items: area.items.filter((item) => isImageItem(item) || isTextItem(item)) }]),
    );
    const detail = DoneDetail.safeParse({
      productId: product.id,
      quantity: state.quantity,
      instruction: state.instruction,
      design,
      printdata: state.printdata,
      price: state.price,
    });
    if (!detail.success) {
      console.error('[configurator] result does not match the embed contract', detail.error);
      setStatus('invalid');
      return;
    }
    onDone(detail.data);
    setStatus('done');
  };

  return (
    <div className="add-to-basket">
      <button type="button" className="primary" onClick={finish} disabled={state.errors.length > 0}>
        {intl.formatMessage({ id: 'configurator.embed.done' })}
      </button>
      <div aria-live="polite">
        {status === 'done' && <p className="basket-saved">{intl.formatMessage({ id: 'configurator.embed.applied' })}</p>}
        {status === 'invalid' && (
          <p className="field-errors" role="alert">
            {intl.formatMessage({ id: 'configurator.embed.invalid' })}
          </p>
        )}
      </div>
    </div>
  );
}
