import { useCallback } from 'react';
import type { MessageKey } from '../../../../../shared/i18n/messages';
import { useT } from '../../../../../ui/intl/use-t';
import type { PathErrors } from './field-path';

/**
 * A form's own checks, which name each mistake by its message key per field, as the versioned
 * editor shows them: in the staff member's words. Stable while `check` is (the editor memoises on it).
 */
export function useWordedIssues<D>(check: (document: D) => Record<string, readonly MessageKey[]>): (document: D) => PathErrors {
  const t = useT();
  return useCallback(
    (document: D) => Object.fromEntries(Object.entries(check(document)).map(([field, keys]) => [field, keys.map((key) => t(key))])),
    [check, t],
  );
}
