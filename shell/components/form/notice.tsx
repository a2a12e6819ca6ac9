import type { ReactNode } from 'react';

/** A message box: role alert so it is announced when it appears. */
export function Notice({ kind, children, testId }: { kind: 'error' | 'success'; children: ReactNode; testId?: string }) {
  return (
    <div className={`account-notice account-notice-${kind}`} role="alert" data-testid={testId}>
      {children}
    </div>
  );
}
