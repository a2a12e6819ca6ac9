import { useRef, useState } from 'react';

/**
 * The double-submit guard: `run` starts a task unless one is running, and `busy` is true meanwhile
 * (buttons disabled, aria-busy). A ref as well as the state, because two submits in one turn of the
 * event loop both see the state of the same render.
 */
export function useSubmitGuard() {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = async (task: () => Promise<void>): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, run, isRunning: () => running.current };
}
