import { type FormEvent, useEffect, useState } from 'react';
import { type AdminProduct, getAdminProduct } from '../../../../shared/api/admin-catalogue';
import { isLocale, type Locale } from '../../../../shared/i18n/locales';
import { Notice } from '../../../components/form';
import { adminApi } from '../admin-api';
import { LimitsSection } from './limits-section';
import { pathFieldId } from './path-fields';
import { describePath } from './path-label';
import { PreviewPanel } from './preview-panel';
import { PricesSection } from './prices-section';
import { SizesSection } from './sizes-section';
import { TextsSection } from './texts-section';
import { pathOf, useDefinitionEditor } from './use-definition-editor';
import { useWording } from './use-wording';
import { VersionHistory } from './version-history';

type Status = { kind: 'success' | 'error'; text: string; reload?: boolean };

/**
 * The catalogue editor of one product: prices, sizes and options, limits and shipping, texts per
 * language, with the preview beside the form and the versions below it. Saving sends the version
 * the edit began from; the server refuses it if someone saved since (then the newest is loaded).
 */
export function ProductEditor({ loaded, onSaved }: { loaded: AdminProduct; onSaved: (product: AdminProduct) => void }) {
  const wording = useWording();
  const { t, locale } = wording;
  const editor = useDefinitionEditor(loaded);
  const [language, setLanguage] = useState<Locale>(locale);
  const [status, setStatus] = useState<Status | null>(null);
  const [checking, setChecking] = useState(false);
  const [focus, setFocus] = useState<string | null>(null);
  useEffect(() => {
    if (focus) document.getElementById(focus)?.focus();
  }, [focus]);
  // Unsaved changes are not lost to a closed tab or a reload without the browser asking first.
  useEffect(() => {
    if (editor.pending === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [editor.pending]);

  const failing = Object.entries(editor.errors);
  const goTo = (key: string) => {
    const path = pathOf(key);
    const last = path.at(-1);
    if (isLocale(last) && path.length > 1) setLanguage(last);
    // A new request each time, so the same field can be reached twice.
    setFocus(null);
    requestAnimationFrame(() => setFocus(pathFieldId(path)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const outcome = await editor.save();
    setChecking(outcome.kind === 'invalid');
    if (outcome.kind === 'invalid') {
      const first = outcome.fields[0];
      if (first) goTo(first);
    } else if (outcome.kind === 'saved') {
      setStatus({ kind: 'success', text: t('admin.catalogue.saved', { version: outcome.product.version }) });
      onSaved(outcome.product);
    } else if (outcome.kind === 'unchanged') setStatus({ kind: 'success', text: t('admin.catalogue.unchanged') });
    else if (outcome.kind === 'conflict') setStatus({ kind: 'error', text: outcome.message, reload: true });
    else if (outcome.message) setStatus({ kind: 'error', text: outcome.message });
  };

  const reload = async () => {
    const newest = await adminApi(getAdminProduct, { params: { productId: editor.product.id } });
    editor.replace(newest);
    onSaved(newest);
    setStatus(null);
  };

  return (
    <>
      <p className="admin-muted">{t('admin.catalogue.editing', { version: editor.product.version })}</p>
      <nav className="catalogue-jump" aria-label={t('admin.catalogue.sections')}>
        <a href="#catalogue-prices">{t('admin.catalogue.section.prices')}</a>
        <a href="#catalogue-sizes">{t('admin.catalogue.section.sizes')}</a>
        <a href="#catalogue-limits">{t('admin.catalogue.section.limits')}</a>
        <a href="#catalogue-texts">{t('admin.catalogue.section.texts')}</a>
        <a href="#catalogue-preview">{t('admin.catalogue.section.preview')}</a>
        <a href="#catalogue-history">{t('admin.catalogue.section.history')}</a>
      </nav>
      <form className="catalogue-editor" noValidate onSubmit={(event) => void submit(event)} aria-busy={editor.busy}>
        <div className="catalogue-form">
          {status && (
            <Notice kind={status.kind} testId="catalogue-status">
              <p>{status.text}</p>
              {status.reload && (
                <button type="button" className="button secondary" onClick={() => void reload()}>
                  {t('admin.catalogue.reload')}
                </button>
              )}
            </Notice>
          )}
          {checking && failing.length > 0 && (
            <Notice kind="error" testId="catalogue-check-input">
              <p>{t('admin.catalogue.checkInput')}</p>
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
                      {describePath(editor.definition, pathOf(key), wording)}
                    </a>
                    : {messages.join(' ')}
                  </li>
                ))}
              </ul>
            </Notice>
          )}
          <PricesSection editor={editor} />
          <SizesSection editor={editor} />
          <LimitsSection editor={editor} />
          <TextsSection editor={editor} language={language} onLanguage={setLanguage} />
        </div>
        <PreviewPanel editor={editor} />
        <div className="catalogue-savebar">
          <p className="catalogue-pending" aria-live="polite" data-testid="catalogue-pending">
            {editor.pending > 0 ? t('admin.catalogue.pending', { count: editor.pending }) : t('admin.catalogue.noChanges')}
          </p>
          <button type="button" className="button secondary" disabled={editor.pending === 0 || editor.busy} onClick={editor.discard}>
            {t('admin.catalogue.discard')}
          </button>
          <button type="submit" className="button primary" disabled={editor.busy}>
            {t(editor.busy ? 'admin.catalogue.saving' : 'admin.catalogue.save')}
          </button>
        </div>
      </form>
      <VersionHistory product={editor.product} />
    </>
  );
}
