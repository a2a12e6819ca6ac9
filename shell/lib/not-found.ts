import { data } from 'react-router';
import { ApiError } from '../../shared/api/client';

/** What a loader throws for something that does not exist: the router's 404 (status of the server's answer too). */
export const notFound = (what: 'page' | 'product' = 'page') => data(what, { status: 404 });

/** The load, with the API's 404 turned into the router's. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
