import { useEffect, useRef } from 'react';
import { useSetAtom } from 'jotai';
import { accountOverlayAtom } from '../../session/account-state';

/** What a customer page says once its form has done its work, with a button that opens the login overlay; it takes the focus when it appears. */
export function DoneState({ testId, message, login }: { testId: string; message: string; login: string }) {
  const openOverlay = useSetAtom(accountOverlayAtom);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className="account-notice account-notice-success customer-state" role="status" data-testid={testId}>
      <p>{message}</p>
      <p>
        <button type="button" className="account-submit" aria-haspopup="dialog" onClick={() => openOverlay('login')}>
          {login}
        </button>
      </p>
    </div>
  );
}
