import { type FormEvent, useState } from 'react';
import { type AdminProduct, getAdminProduct } from '../../../../shared/api/admin-catalogue';
import { isLocale, type Locale } from '../../../../shared/i18n/locales';
import { adminApi } from '../admin-api';
import { EditorNotices } from '../kit/editor/editor-notices';
import { SaveBar } from '../kit/editor/save-bar';
import { useEditorForm } from '../kit/editor/use-editor-form';
import { LimitsSection } from './limits-section';
import { pathFieldId } from './path-fields';
import { describePath } from './path-label';
import { PreviewPanel } from './preview-panel';
import { PricesSection } from './prices-section';
import { SizesSection } from './sizes-section';
import { TextsSection } from './texts-section';
import { pathOf } from '../kit/editor/field-path';
import { useDefinitionEditor } from './use-definition-editor';
import { useWording } from '../kit/editor/use-wording';
import { VersionHistory } from './version-history';

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
  const { status, setStatus, checking, goTo, settle } = useEditorForm({
    pending: editor.pending > 0,
    fieldIdOf: pathFieldId,
    languageOf: (path) => {
      const last = path.at(-1);
      return isLocale(last) && path.length > 1 ? last : undefined;
    },
    setLanguage,
    unchangedText: t('admin.catalogue.unchanged'),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const saved = settle(await editor.save());
    if (!saved) return;
    setStatus({ kind: 'success', text: t('admin.catalogue.saved', { version: saved.product.version }) });
    onSaved(saved.product);
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
          <EditorNotices
            name="catalogue"
            status={status}
            reloadLabel={t('admin.catalogue.reload')}
            onReload={() => void reload()}
            failing={checking ? Object.entries(editor.errors) : null}
            checkInputLabel={t('admin.catalogue.checkInput')}
            labelOf={(key) => describePath(editor.definition, pathOf(key), wording)}
            fieldIdOf={(key) => pathFieldId(pathOf(key))}
            goTo={goTo}
          />
          <PricesSection editor={editor} />
          <SizesSection editor={editor} />
          <LimitsSection editor={editor} />
          <TextsSection editor={editor} language={language} onLanguage={setLanguage} />
        </div>
        <PreviewPanel editor={editor} />
        <SaveBar
          name="catalogue"
          pendingText={editor.pending > 0 ? t('admin.catalogue.pending', { count: editor.pending }) : t('admin.catalogue.noChanges')}
          pending={editor.pending > 0}
          busy={editor.busy}
          onDiscard={editor.discard}
          discardLabel={t('admin.catalogue.discard')}
          saveLabel={t(editor.busy ? 'admin.catalogue.saving' : 'admin.catalogue.save')}
        />
      </form>
      <VersionHistory product={editor.product} />
    </>
  );
}
