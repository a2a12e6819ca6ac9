import { type FormEvent, useEffect, useState } from 'react';
import { type AdminPage, getAdminPage } from '../../../../shared/api/admin-content';
import { isLocale, type Locale, locales } from '../../../../shared/i18n/locales';
import { Notice } from '../../../components/form';
import { TabList } from '../../../components/tab-list';
import { adminApi } from '../admin-api';
import { pathOf } from '../catalogue/use-definition-editor';
import { useWording } from '../catalogue/use-wording';
import { BlockFields } from './block-fields';
import { PageTextFields, pathFieldId } from './page-fields';
import { PagePreview } from './page-preview';
import { PagePublication } from './page-publication';
import { type PageOutcome, usePageEditor } from './use-page-editor';

type Status = { kind: 'success' | 'error'; text: string; reload?: boolean };

/**
 * The editor of one page: a tab per language (address, title, description, blocks) with the
 * shop's own drawing of that language beside it, the save bar, publishing and the saved versions.
 * Saving sends the version the edit began from; the server refuses it if someone saved since.
 */
export function PageEditor({ loaded, products, onSaved }: { loaded: AdminPage; products: { id: string; name: string }[]; onSaved: (page: AdminPage) => void }) {
  const { t, locale } = useWording();
  const editor = usePageEditor(loaded);
  const [language, setLanguage] = useState<Locale>(locale);
  const [status, setStatus] = useState<Status | null>(null);
  const [checking, setChecking] = useState(false);
  const [focus, setFocus] = useState<string | null>(null);
  useEffect(() => {
    if (focus) document.getElementById(focus)?.focus();
  }, [focus]);
  // Unsaved changes are not lost to a closed tab or a reload without the browser asking first.
  useEffect(() => {
    if (!editor.pending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [editor.pending]);

  const failing = Object.entries(editor.errors);
  const failingIn = (l: Locale) => failing.some(([key]) => key.split('.')[1] === l);
  const goTo = (key: string) => {
    const path = pathOf(key);
    if (isLocale(path[1])) setLanguage(path[1]);
    setFocus(null);
    requestAnimationFrame(() => setFocus(pathFieldId(path)));
  };

  const show = (outcome: PageOutcome) => {
    setChecking(outcome.kind === 'invalid');
    if (outcome.kind === 'invalid') {
      const first = outcome.fields[0];
      if (first) goTo(first);
      return;
    }
    if (outcome.kind === 'conflict') return setStatus({ kind: 'error', text: outcome.message, reload: true });
    if (outcome.kind === 'failed') return outcome.message ? setStatus({ kind: 'error', text: outcome.message }) : undefined;
    if (outcome.kind === 'unchanged') return setStatus({ kind: 'success', text: t('admin.content.unchanged') });
    const { page } = outcome;
    onSaved(page);
    const texts = {
      saved: t('admin.content.saved', { version: page.version }),
      published: t('admin.content.publishedNow', { version: page.version }),
      unpublished: t('admin.content.unpublishedNow'),
    };
    setStatus({ kind: 'success', text: texts[outcome.kind] });
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

  const isHome = editor.page.content.slugs.de === '';
  const panelId = 'content-language-panel';
  return (
    <>
      <p className="admin-muted">{t('admin.content.editing', { version: editor.page.version })}</p>
      <form className="content-editor" noValidate onSubmit={(event) => void submit(event)} aria-busy={editor.busy}>
        <div className="content-form">
          {status && (
            <Notice kind={status.kind} testId="content-status">
              <p>{status.text}</p>
              {status.reload && (
                <button type="button" className="button secondary" onClick={() => void reload()}>
                  {t('admin.content.reload')}
                </button>
              )}
            </Notice>
          )}
          {checking && failing.length > 0 && (
            <Notice kind="error" testId="content-check-input">
              <p>{t('admin.content.checkInput')}</p>
              <ul>
                {failing.map(([key, messages]) => (
                  <li key={key}>
                    <a
                      href={`#${pathFieldId(pathOf(key))}`}
                      onClick={(event) => {
                        event.preventDefault();
                        goTo(key);
                      }}
                    >
                      {t(`admin.content.language.${(pathOf(key)[1] as Locale | undefined) ?? 'de'}`)}
                    </a>
                    : {messages.join(' ')}
                  </li>
                ))}
              </ul>
            </Notice>
          )}
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
        <div className="catalogue-savebar">
          <p className="catalogue-pending" aria-live="polite" data-testid="content-pending">
            {editor.pending ? t('admin.content.pending') : t('admin.content.noChanges')}
          </p>
          <button type="button" className="button secondary" disabled={!editor.pending || editor.busy} onClick={editor.discard}>
            {t('admin.content.discard')}
          </button>
          <button type="submit" className="button primary" disabled={editor.busy}>
            {t(editor.busy ? 'admin.content.saving' : 'admin.content.save')}
          </button>
        </div>
      </form>
      <PagePublication editor={editor} onOutcome={show} />
    </>
  );
}
