import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { AdminPage } from '../../../../shared/api/admin-content';
import { isLocale, type Locale } from '../../../../shared/i18n/locales';
import { LanguageTabs, languageTabId, languageTabText } from '../kit/editor/language-tabs';
import { pathOf } from '../kit/editor/field-path';
import { EditorNotices } from '../kit/editor/editor-notices';
import { SaveBar } from '../kit/editor/save-bar';
import { useWording } from '../kit/editor/use-wording';
import { BlockFields } from './block-fields';
import { PageDeletion } from './page-deletion';
import { PageTextFields } from './page-fields';
import { PagePreview } from './page-preview';
import { PagePublication } from './page-publication';
import { usePageEditor } from './use-page-editor';

/**
 * The editor of one page: a tab per language (address, title, description, blocks) with the
 * shop's own drawing of that language beside it, the save bar, publishing, the saved versions and deleting.
 * Saving sends the version the edit began from; the server refuses it if someone saved since.
 */
export function PageEditor({ loaded, products, onSaved }: { loaded: AdminPage; products: { id: string; name: string }[]; onSaved: (page: AdminPage) => void }) {
  const { t, locale } = useWording();
  const [language, setLanguage] = useState<Locale>(locale);
  const editor = usePageEditor(loaded, onSaved, (path) => {
    if (isLocale(path[1])) setLanguage(path[1]);
  });
  const failingIn = (l: Locale) => Object.keys(editor.errors).some((key) => key.split('.')[1] === l);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void editor.save((saved, before) =>
      saved.version === before.version ? t('admin.content.unchanged') : t('admin.content.saved', { version: saved.version }),
    );
  };

  const form = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  /** The refusal goes to the status line atop the form, far above the deletion on a phone: brought into view. */
  const refuseDeletion = (text: string) => {
    editor.setStatus({ kind: 'error', text });
    setRefusals((count) => count + 1);
  };
  // In an effect, after the commit that also closed the question: its scroll lock puts the page back
  // where it was as it closes (a frame requested before that commit could come too early).
  useEffect(() => {
    if (refusals > 0) form.current?.scrollIntoView({ block: 'start' });
  }, [refusals]);

  const isHome = editor.saved.content.slugs.de === '';
  const panelId = 'content-language-panel';
  return (
    <>
      <p className="admin-muted">{t('admin.content.editing', { version: editor.saved.version })}</p>
      <form ref={form} className="editor-layout content-editor" noValidate onSubmit={submit} aria-busy={editor.busy}>
        <div className="editor-form">
          <EditorNotices
            name="content"
            editor={editor}
            checkInput={{
              label: t('admin.content.checkInput'),
              labelOf: (key) => t(`admin.content.language.${(pathOf(key)[1] as Locale | undefined) ?? 'de'}`),
            }}
          />
          <LanguageTabs
            idPrefix="content-tab"
            panelId={panelId}
            value={language}
            onChange={setLanguage}
            label={t('admin.content.languages')}
            failingIn={failingIn}
          >
            {languageTabText(t, failingIn)}
          </LanguageTabs>
          <div className="content-panel" role="tabpanel" id={panelId} aria-labelledby={languageTabId('content-tab', language)} lang={language}>
            <PageTextFields
              key={language}
              language={language}
              isHome={isHome}
              errors={editor.errors}
              onChange={editor.set}
              values={{ slug: editor.document.slugs[language], title: editor.document.titles[language], description: editor.document.descriptions[language] }}
            />
            <BlockFields editor={editor} language={language} products={products} />
          </div>
        </div>
        <PagePreview language={language} title={editor.document.titles[language]} blocks={editor.document.blocks[language]} />
        <SaveBar name="content" editor={editor} saveLabel={t('admin.content.save')} />
      </form>
      <PagePublication editor={editor} />
      <PageDeletion page={editor.saved} onRefused={refuseDeletion} />
    </>
  );
}
