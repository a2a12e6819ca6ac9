import { useRouteLoaderData } from 'react-router';
import type { Company } from '../../shared/api/company';
import type { LocaleData } from './loaders';

/** What the locale route's loader brought for every page of the language (undefined outside it, as on a bare error page). */
export function useLocaleData(): LocaleData | undefined {
  return useRouteLoaderData('locale') as LocaleData | undefined;
}

/** The company behind the shop as the server's settings name it, null when the footer's data failed to load. */
export function useCompany(): Company | null {
  return useLocaleData()?.footer?.company ?? null;
}
