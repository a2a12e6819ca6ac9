import type { AdminProduct } from '../../../../shared/api/admin-catalogue';
import { pathOf } from '../kit/editor/field-path';
import { EditorNotices } from '../kit/editor/editor-notices';
import { SaveBar } from '../kit/editor/save-bar';
import { useWording } from '../kit/editor/use-wording';
import { LimitsSection } from './limits-section';
import { describePath } from './path-label';
import { PreviewPanel } from './preview-panel';
import { PricesSection } from './prices-section';
import { SizesSection } from './sizes-section';
import { TextsSection } from './texts-section';
import { useDefinitionEditor } from './use-definition-editor';
import { useEditorForm } from './use-editor-form';
import { VersionHistory } from './version-history';

/**
 * The catalogue editor of one product: prices, sizes and options, limits and shipping, texts per
 * language, with the preview beside the form and the versions below it. Saving sends the version
 * the edit began from; the server refuses it if someone saved since (then the newest is loaded).
 */
export function ProductEditor({ loaded, onSaved }: { loaded: AdminProduct; onSaved: (product: AdminProduct) => void }) {
  const wording = useWording();
  const { t } = wording;
  const { language, setLanguage, form, submitTo } = useEditorForm();
  const editor = useDefinitionEditor(loaded, { onSaved, ...form });
  const submit = submitTo(editor);

  return (
    <>
      <p className="admin-muted">{t('admin.catalogue.editing', { version: editor.saved.version })}</p>
      <nav className="catalogue-jump" aria-label={t('admin.catalogue.sections')}>
        <a href="#catalogue-prices">{t('admin.catalogue.section.prices')}</a>
        <a href="#catalogue-sizes">{t('admin.catalogue.section.sizes')}</a>
        <a href="#catalogue-limits">{t('admin.catalogue.section.limits')}</a>
        <a href="#catalogue-texts">{t('admin.catalogue.section.texts')}</a>
        <a href="#catalogue-preview">{t('admin.catalogue.section.preview')}</a>
        <a href="#catalogue-history">{t('admin.catalogue.section.history')}</a>
      </nav>
      <form className="editor-layout catalogue-editor" noValidate onSubmit={submit} aria-busy={editor.busy}>
        <div className="editor-form">
          <EditorNotices
            name="catalogue"
            editor={editor}
            checkInput={{ label: t('admin.catalogue.checkInput'), labelOf: (key) => describePath(editor.document, pathOf(key), wording) }}
          />
          <PricesSection editor={editor} />
          <SizesSection editor={editor} />
          <LimitsSection editor={editor} />
          <TextsSection editor={editor} language={language} onLanguage={setLanguage} />
        </div>
        <PreviewPanel editor={editor} />
        <SaveBar
          name="catalogue"
          editor={editor}
          pendingText={editor.pending ? t('admin.catalogue.pending', { count: editor.changed }) : t('admin.catalogue.noChanges')}
          saveLabel={t('admin.catalogue.save')}
        />
      </form>
      <VersionHistory product={editor.saved} />
    </>
  );
}
