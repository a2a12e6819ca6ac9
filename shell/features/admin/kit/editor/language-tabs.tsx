import type { ReactNode } from 'react';
import { type Locale, locales } from '../../../../../shared/i18n/locales';
import { TabList } from '../../../../../widget/lib/tab-list';

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
