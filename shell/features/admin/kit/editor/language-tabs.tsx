import type { ReactNode } from 'react';
import { type Locale, locales } from '../../../../../shared/i18n/locales';
import { TabList } from '../../../../../widget/lib/tab-list';
import type { T } from '../../../../../ui/intl/use-t';

interface Props {
  /** Its tabs' ids: `${idPrefix}-${language}` (the panel names its tab by `languageTabId`). */
  idPrefix: string;
  panelId: string;
  value: Locale;
  onChange: (language: Locale) => void;
  label: string;
  /** A language with a failing field: its tab is marked. */
  failingIn: (language: Locale) => boolean;
  /** The tab's text (it says there that the language has errors). */
  children: (language: Locale) => ReactNode;
}

export const languageTabId = (idPrefix: string, language: Locale) => `${idPrefix}-${language}`;

/** A tab's text that names the language and, where a field of it fails, says so (the editors of pages and mail texts). */
export const languageTabText = (t: T, failingIn: (language: Locale) => boolean) => (language: Locale) => {
  const name = t(`admin.content.language.${language}`);
  return failingIn(language) ? t('admin.content.languageHasErrors', { language: name }) : name;
};

/** An editor's tab per shop language over one panel, a language with errors marked. */
export function LanguageTabs({ idPrefix, failingIn, ...tabs }: Props) {
  return (
    <TabList
      {...tabs}
      values={locales}
      className="editor-tabs"
      tabId={(language) => languageTabId(idPrefix, language)}
      tabClassName={(language) => (failingIn(language) ? 'has-error' : undefined)}
    />
  );
}
