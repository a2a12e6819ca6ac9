import { useEffect } from 'react';
import { ApiError } from '../../../shared/api/client';
import { type Resource, useResource } from '../../lib/use-resource';
import { useAdminSession } from './admin-session';

/** useResource for the staff's calls: a 401 (the session ended or the member was disabled) goes back to the login. */
export function useAdminResource<T>(load: () => Promise<T>, keys: readonly unknown[]): Resource<T> {
  const resource = useResource(load, keys);
  const { setMe } = useAdminSession();
  const ended = resource.status === 'error' && resource.error instanceof ApiError && resource.error.status === 401;
  useEffect(() => {
    if (ended) setMe(null);
  }, [ended, setMe]);
  return resource;
}
