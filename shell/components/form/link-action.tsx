import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/client';

type LinkState = 'ready' | 'busy' | 'done' | 'broken' | 'failed';

/** The key of a one-use link (log in by link), or null where it has not the shape of one (cut short by a mail client). */
export const linkKeyOf = (key: string | undefined) => (key !== undefined && /^[A-Za-z0-9_-]{20,200}$/.test(key) ? key : null);

/** Whether the server refused the link itself (unknown, used or malformed: one of `statuses`) rather than failing. */
const isRefusedLink = (error: unknown, statuses: readonly number[] = [400, 404]) => error instanceof ApiError && statuses.includes(error.status);

interface Options<L, T> {
  /** What the link's address holds, or null where it is broken. */
  link: L | null;
  request: (link: L) => Promise<T>;
  done: (answer: T) => unknown;
  /** The statuses by which the server refuses the link itself (default 400 and 404). */
  refusedWith?: readonly number[];
  /** For the log, where the request fails otherwise. */
  what: string;
}

/**
 * A one-use mail link's action (logging in by link, confirming an address), taken on a button,
 * never on load: mail scanners open links and must not spend the one use. The notice of the
 * outcome takes the keyboard; once done, the button stays busy while the page moves on.
 */
export function useLinkAction<L, T>({ link, request, done, refusedWith, what }: Options<L, T>) {
  const [state, setState] = useState<LinkState>(link === null ? 'broken' : 'ready');
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state !== 'ready' && state !== 'busy') notice.current?.focus();
  }, [state]);
  const run = () => {
    if (state !== 'ready' || link === null) return;
    setState('busy');
    request(link).then(
      (answer) => {
        setState('done');
        return done(answer);
      },
      (error: unknown) => {
        const broken = isRefusedLink(error, refusedWith);
        if (!broken) console.error(`${what} failed`, error);
        setState(broken ? 'broken' : 'failed');
      },
    );
  };
  return { state, busy: state === 'busy' || state === 'done', notice, run };
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
