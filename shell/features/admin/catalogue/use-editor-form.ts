import { type FormEvent, useState } from 'react';
import { isLocale, type Locale } from '../../../../shared/i18n/locales';
import { pathOf } from '../kit/editor/field-path';
import type { VersionedEditor } from '../kit/editor/use-versioned-editor';
import { useWording } from '../kit/editor/use-wording';
import { pathFieldId } from './path-fields';

/**
 * What the catalogue's editors (a product, a design template) share around their versioned editor:
 * the language tab shown (moved to a field's language before focusing it), the field ids of the
 * paths, and the submit that saves and says which version came of it.
 */
export function useEditorForm() {
  const { t, locale } = useWording();
  const [language, setLanguage] = useState<Locale>(locale);
  const form = {
    fieldIdOf: (key: string) => pathFieldId(pathOf(key)),
    reveal: (path: readonly unknown[]) => {
      const last = path.at(-1);
      if (isLocale(last) && path.length > 1) setLanguage(last);
    },
  };
  const submitTo =
    <R extends { version: number }>(editor: Pick<VersionedEditor<R, unknown>, 'save'>) =>
    (event: FormEvent) => {
      event.preventDefault();
      void editor.save((saved, before) =>
        saved.version === before.version ? t('admin.catalogue.unchanged') : t('admin.catalogue.saved', { version: saved.version }),
      );
    };
  return { language, setLanguage, form, submitTo };
}
