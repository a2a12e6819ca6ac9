import { type FormEvent, useRef, useState } from 'react';
import { type AdminPage, getAdminPage } from '../../../../shared/api/admin-content';
import { isLocale, type Locale, locales } from '../../../../shared/i18n/locales';
import { TabList } from '../../../components/tab-list';
import { adminApi } from '../admin-api';
import { EditorNotices } from '../kit/editor/editor-notices';
import { SaveBar } from '../kit/editor/save-bar';
import { useEditorForm } from '../kit/editor/use-editor-form';
import { pathOf } from '../kit/editor/field-path';
import { useWording } from '../kit/editor/use-wording';
import { BlockFields } from './block-fields';
import { PageDeletion } from './page-deletion';
import { PageTextFields, pathFieldId } from './page-fields';
import { PagePreview } from './page-preview';
import { PagePublication } from './page-publication';
import { type PageOutcome, usePageEditor } from './use-page-editor';

/**
 * The editor of one page: a tab per language (address, title, description, blocks) with the
 * shop's own drawing of that language beside it, the save bar, publishing, the saved versions and deleting.
 * Saving sends the version the edit began from; the server refuses it if someone saved since.
 */
export function PageEditor({ loaded, products, onSaved }: { loaded: AdminPage; products: { id: string; name: string }[]; onSaved: (page: AdminPage) => void }) {
  const { t, locale } = useWording();
  const editor = usePageEditor(loaded);
  const [language, setLanguage] = useState<Locale>(locale);
  const { status, setStatus, checking, goTo, settle } = useEditorForm({
    pending: editor.pending,
    fieldIdOf: pathFieldId,
    languageOf: (path) => (isLocale(path[1]) ? path[1] : undefined),
    setLanguage,
    unchangedText: t('admin.content.unchanged'),
  });
  const failingIn = (l: Locale) => Object.keys(editor.errors).some((key) => key.split('.')[1] === l);

  const show = (outcome: PageOutcome) => {
    const done = settle(outcome);
    if (!done) return;
    onSaved(done.page);
    const texts = {
      saved: t('admin.content.saved', { version: done.page.version }),
      published: t('admin.content.publishedNow', { version: done.page.version }),
      unpublished: t('admin.content.unpublishedNow'),
    };
    setStatus({ kind: 'success', text: texts[done.kind] });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    show(await editor.save());
  };

  const reload = async () => {
    const newest = await adminApi(getAdminPage, { params: { pageId: editor.page.id } });
    editor.replace(newest);
    onSaved(newest);
    setStatus(null);
  };

  const form = useRef<HTMLFormElement>(null);
  /** The refusal goes to the status line atop the form, far above the deletion on a phone: brought into view. */
  const refuseDeletion = (text: string) => {
    setStatus({ kind: 'error', text });
    requestAnimationFrame(() => form.current?.scrollIntoView({ block: 'start' }));
  };

  const isHome = editor.page.content.slugs.de === '';
  const panelId = 'content-language-panel';
  return (
    <>
      <p className="admin-muted">{t('admin.content.editing', { version: editor.page.version })}</p>
      <form ref={form} className="content-editor" noValidate onSubmit={(event) => void submit(event)} aria-busy={editor.busy}>
        <div className="content-form">
          <EditorNotices
            name="content"
            status={status}
            reloadLabel={t('admin.content.reload')}
            onReload={() => void reload()}
            failing={checking ? Object.entries(editor.errors) : null}
            checkInputLabel={t('admin.content.checkInput')}
            labelOf={(key) => t(`admin.content.language.${(pathOf(key)[1] as Locale | undefined) ?? 'de'}`)}
            fieldIdOf={(key) => pathFieldId(pathOf(key))}
            goTo={goTo}
          />
          <TabList
            values={locales}
            value={language}
            onChange={setLanguage}
            label={t('admin.content.languages')}
            className="catalogue-tabs"
            tabId={(l) => `content-tab-${l}`}
            panelId={panelId}
            tabClassName={(l) => (failingIn(l) ? 'has-error' : undefined)}
          >
            {(l) => {
              const name = t(`admin.content.language.${l}`);
              return failingIn(l) ? t('admin.content.languageHasErrors', { language: name }) : name;
            }}
          </TabList>
          <div className="content-panel" role="tabpanel" id={panelId} aria-labelledby={`content-tab-${language}`} lang={language}>
            <PageTextFields
              key={language}
              language={language}
              isHome={isHome}
              errors={editor.errors}
              onChange={editor.set}
              values={{ slug: editor.content.slugs[language], title: editor.content.titles[language], description: editor.content.descriptions[language] }}
            />
            <BlockFields editor={editor} language={language} products={products} />
          </div>
        </div>
        <PagePreview language={language} title={editor.content.titles[language]} blocks={editor.content.blocks[language]} />
        <SaveBar
          name="content"
          pendingText={editor.pending ? t('admin.content.pending') : t('admin.content.noChanges')}
          pending={editor.pending}
          busy={editor.busy}
          onDiscard={editor.discard}
          discardLabel={t('admin.content.discard')}
          saveLabel={t(editor.busy ? 'admin.content.saving' : 'admin.content.save')}
        />
      </form>
      <PagePublication editor={editor} onOutcome={show} />
      <PageDeletion page={editor.page} onRefused={refuseDeletion} />
    </>
  );
}
