import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/client';

type LinkState = 'ready' | 'busy' | 'broken' | 'failed';

/** Whether the server refused the link itself (unknown, used or malformed: one of `statuses`) rather than failing. */
export const isRefusedLink = (error: unknown, statuses: readonly number[] = [400, 404]) => error instanceof ApiError && statuses.includes(error.status);

interface Options<T> {
  /** The link's key, from its address. */
  linkKey: string;
  request: (key: string) => Promise<T>;
  done: (answer: T) => unknown;
  /** The statuses by which the server refuses the link itself (default 400 and 404). */
  refusedWith?: readonly number[];
  /** For the log, where the request fails otherwise. */
  what: string;
}

/**
 * A one-use mail link's action (logging in by link), taken on a button, never on load: mail
 * scanners open links and must not spend the one use. The notice of a broken or failed link takes the
 * keyboard.
 */
export function useLinkAction<T>({ linkKey, request, done, refusedWith, what }: Options<T>) {
  const [state, setState] = useState<LinkState>(/^[A-Za-z0-9_-]{20,200}$/.test(linkKey) ? 'ready' : 'broken');
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state === 'broken' || state === 'failed') notice.current?.focus();
  }, [state]);
  const run = () => {
    if (state !== 'ready') return;
    setState('busy');
    request(linkKey).then(done, (error: unknown) => {
      const broken = isRefusedLink(error, refusedWith);
      if (!broken) console.error(`${what} failed`, error);
      setState(broken ? 'broken' : 'failed');
    });
  };
  return { state, notice, run };
}

/** A link page's one button, its text telling while the request runs. */
export function LinkActionButton({ busy, onClick, testId, text }: { busy: boolean; onClick: () => void; testId: string; text: string }) {
  return (
    <p className="account-actions">
      <button type="button" className="account-submit" onClick={onClick} disabled={busy} data-testid={testId}>
        {text}
      </button>
    </p>
  );
}
