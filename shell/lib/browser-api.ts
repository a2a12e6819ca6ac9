import type { Locale } from '../../shared/i18n/locales';
import { readCookie } from './cookies';
import { AUTH_COOKIE } from './current-locale';
import { createLeanApi, HttpStatusError } from './lean-api';

const base = import.meta.env.VITE_API_BASE ?? '';

async function fetchJson(path: string, locale: Locale, signal?: AbortSignal): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': locale };
  const token = readCookie(AUTH_COOKIE);
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${path}`, { headers, credentials: 'include', signal: signal ?? null });
  if (!response.ok) throw new HttpStatusError(response.status, path);
  return response.json();
}

/** The lean API over the browser's fetch, with the visitor's cookies and login. */
export const leanApi = createLeanApi(fetchJson);
