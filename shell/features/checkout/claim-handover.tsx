import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/client';
import { postHandoverClaim } from '../../../shared/api/partner-drafts';
import { BASKET_UPDATED_EVENT, type BasketUpdatedDetail } from '../../../shared/api/widget-events';
import { api } from '../../lib/api';

const HANDOVER_PARAM = 'handover';

/**
 * The basket page's side of 'order' in a partner's widget: the widget opened this page with a
 * single-use ?handover= code; claiming it here, on the shop's own origin, moves the draft into the
 * visitor's own basket (cookie). The code leaves the address bar at once, so a reload or a shared
 * link never tries it again. A failure shows the server's message, already in the visitor's language.
 */
export function ClaimHandover() {
  const [params, setParams] = useSearchParams();
  const code = params.get(HANDOVER_PARAM);
  const [error, setError] = useState<string | null>(null);
  const claimed = useRef<string | null>(null);

  useEffect(() => {
    // Once per code, also under StrictMode's double effects: the code is single use.
    if (!code || claimed.current === code) return;
    claimed.current = code;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(HANDOVER_PARAM);
        return next;
      },
      { replace: true },
    );
    api(postHandoverClaim, { body: { code } }).then(
      ({ count }) => window.dispatchEvent(new CustomEvent<BasketUpdatedDetail>(BASKET_UPDATED_EVENT, { detail: { count } })),
      (failure: unknown) => {
        console.error('handover claim failed', failure);
        setError(failure instanceof ApiError ? failure.message : String(failure));
      },
    );
  }, [code, setParams]);

  return error ? (
    <p role="alert" className="page-load-error" data-testid="handover-error">
      {error}
    </p>
  ) : null;
}
