import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { ApiError } from '../../shared/api/client';
import { authTokenAtom } from './account-state';
import { clearAuthToken } from './auth-token';

/** The server no longer accepts the token (expired after 7 days, logged out, password reset). */
export const isSessionEnded = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Wraps a self-care call: a 401 deletes the dead token (in every tab) and reports the end of the
 * session, so the page shows the login prompt; the error still rejects for the caller.
 */
export function useSessionGuard(onEnded: () => void) {
  const setToken = useSetAtom(authTokenAtom);
  return useCallback(
    async <T>(call: Promise<T>): Promise<T> => {
      try {
        return await call;
      } catch (error) {
        if (isSessionEnded(error)) {
          clearAuthToken();
          setToken(null);
          onEnded();
        }
        throw error;
      }
    },
    [onEnded, setToken],
  );
}

export type SessionGuard = ReturnType<typeof useSessionGuard>;
