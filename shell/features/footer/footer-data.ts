import type { Footer } from '../../../shared/api/footer';
import type { Locale } from '../../../shared/i18n/locales';

const base = import.meta.env.VITE_API_BASE ?? '';

/**
 * The footer's data (legal page paths, payment methods): public, the same for everyone, so no
 * credentials. Read without zod, like the header's data (shell/lib/lean-api.ts): the footer is on
 * the first paint of every page, whose chunk must stay without it.
 */
export async function fetchFooter(locale: Locale): Promise<Footer> {
  const response = await fetch(`${base}/api/footer?lang=${locale}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`/api/footer: HTTP ${response.status}`);
  return (await response.json()) as Footer;
}
