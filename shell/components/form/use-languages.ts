import { useEffect, useState } from 'react';
import { getLanguages, type Language } from '../../../shared/api/languages';
import { api } from '../../lib/api';

/** The shop languages for an account form (its language choice, the new account's language); loaded while `enabled`, empty until then. */
export function useLanguages(enabled = true): Language[] {
  const [languages, setLanguages] = useState<Language[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    api(getLanguages).then(
      (list) => live && setLanguages(list),
      (error: unknown) => console.error('languages failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return languages;
}
