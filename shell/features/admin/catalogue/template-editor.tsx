import type { AdminDesignTemplate } from '../../../../shared/api/admin-design-templates';
import { collageLayouts } from '../../../../shared/domain/design/collage';
import { orientations } from '../../../../shared/domain/product/orientations';
import type { DefinitionPath } from '../../../../shared/domain/product/product-definition';
import type { TextSlot } from '../../../../shared/domain/template/design-template';
import { fontCatalogue, fontIds, fontWeights } from '../../../../shared/domain/text/font-catalogue';
import { textAligns } from '../../../../shared/domain/text/text-item';
import { isLocale, type Locale } from '../../../../shared/i18n/locales';
import { AdminCard } from '../kit/admin-card';
import { EditorNotices } from '../kit/editor/editor-notices';
import { pathKey, pathOf } from '../kit/editor/field-path';
import { SaveBar } from '../kit/editor/save-bar';
import { useWording, type Wording } from '../kit/editor/use-wording';
import { AddButton, ListRow, RemoveButton } from './list-controls';
import { CheckPathField, ChoiceField, NumberPathField, SelectPathField, TextPathField } from './path-fields';
import { type TemplateEditor as Editor, useTemplateEditor } from './use-template-editor';
import { useEditorForm } from './use-editor-form';
import { TextsPanel } from './texts-panel';
import { TemplatePreview } from './template-preview';

const FIELDS = ['x', 'y', 'width', 'size'] as const;
const NEW_SLOT: Omit<TextSlot, 'texts'> = { x: 0.5, y: 0.85, width: 0.6, size: 0.06, font: 'open-sans', weight: 'regular', colour: '#ffffff', align: 'center' };

/** A field path in the staff member's words, for the list of fields to check ('Text field 2: Font size'). */
function labelOf(path: DefinitionPath, { t }: Wording): string {
  const [head, index, field, language] = path;
  const inLanguage = (text: string, locale: unknown) => (isLocale(locale) ? `${text} (${t(`admin.catalogue.language.${locale}`)})` : text);
  if (head === 'names') return inLanguage(t('admin.templates.field.name'), index);
  if (head === 'style') return t(index === 'gap' ? 'admin.templates.field.gap' : 'admin.templates.field.background');
  if (head === 'slots' && typeof index === 'number') {
    const slot = t('admin.templates.slot', { number: index + 1 });
    if (field === 'texts') return inLanguage(slot, language);
    return typeof field === 'string' && field in NEW_SLOT ? `${slot}: ${t(`admin.templates.field.${field as keyof typeof NEW_SLOT}`)}` : slot;
  }
  return head === 'layout' ? t('admin.templates.field.layout') : head === 'orientation' ? t('admin.templates.orientation') : String(head ?? '');
}

/**
 * The editor of one design template: its layout and orientation, its text slots, and its name and
 * default texts per language. Saving sends the version the edit began from; the server refuses it
 * if someone saved since (then the newest is loaded).
 */
export function TemplateEditor({ loaded, onSaved }: { loaded: AdminDesignTemplate; onSaved: (template: AdminDesignTemplate) => void }) {
  const wording = useWording();
  const { t } = wording;
  const { language, setLanguage, form, submitTo } = useEditorForm();
  const editor = useTemplateEditor(loaded, { onSaved, ...form });
  const submit = submitTo(editor);
  return (
    <>
      <p className="admin-muted">{t('admin.catalogue.editing', { version: editor.saved.version })}</p>
      <form className="editor-layout catalogue-editor" noValidate onSubmit={submit} aria-busy={editor.busy}>
        <div className="editor-form">
          <EditorNotices
            name="design-template"
            editor={editor}
            checkInput={{ label: t('admin.catalogue.checkInput'), labelOf: (key) => labelOf(pathOf(key), wording) }}
          />
          <LayoutSection editor={editor} />
          <SlotsSection editor={editor} />
          <TextsSection editor={editor} language={language} onLanguage={setLanguage} />
        </div>
        <TemplatePreview editor={editor} language={language} />
        <SaveBar name="design-template" editor={editor} saveLabel={t('admin.templates.save')} />
      </form>
    </>
  );
}

function LayoutSection({ editor }: { editor: Editor }) {
  const { t } = useWording();
  return (
    <AdminCard id="template-layout" labelId="template-layout-title" title={t('admin.templates.section.layout')} className="catalogue-section">
      <CheckPathField editor={editor} path={['active']} label={t('admin.templates.active')} />
      <div className="catalogue-grid">
        <ChoiceField
          editor={editor}
          path={['orientation']}
          label={t('admin.templates.orientation')}
          values={orientations}
          textOf={(orientation) => t(`admin.templates.orientation.${orientation}`)}
        />
        <SelectPathField
          editor={editor}
          path={['layout']}
          label={t('admin.templates.field.layout')}
          write={(next) => editor.set(['layout'], next === '' ? null : next)}
        >
          <option value="">{t('admin.templates.layout.single')}</option>
          {Object.entries(collageLayouts).map(([id, cells]) => (
            <option key={id} value={id}>
              {t('admin.templates.layout.option', { layout: id, count: cells.length })}
            </option>
          ))}
        </SelectPathField>
        <NumberPathField editor={editor} path={['style', 'gap']} label={t('admin.templates.field.gap')} />
        <TextPathField editor={editor} path={['style', 'background']} label={t('admin.templates.field.background')} />
      </div>
    </AdminCard>
  );
}

function SlotsSection({ editor }: { editor: Editor }) {
  const { t } = useWording();
  const slots = (editor.value(['slots']) as TextSlot[] | undefined) ?? [];
  const names = editor.value(['names']);
  return (
    <AdminCard id="template-slots" labelId="template-slots-title" title={t('admin.templates.section.slots')} className="catalogue-section">
      <p className="admin-muted">{t('admin.templates.hint.slots')}</p>
      {slots.map((_, index) => {
        const name = t('admin.templates.slot', { number: index + 1 });
        const at = (field: string): DefinitionPath => ['slots', index, field];
        return (
          <ListRow key={index} label={name}>
            {FIELDS.map((field) => (
              <NumberPathField key={field} editor={editor} path={at(field)} label={t(`admin.templates.field.${field}`)} />
            ))}
            <ChoiceField
              editor={editor}
              path={at('font')}
              label={t('admin.templates.field.font')}
              values={fontIds}
              textOf={(font) => fontCatalogue[font].family}
            />
            <ChoiceField
              editor={editor}
              path={at('weight')}
              label={t('admin.templates.field.weight')}
              values={fontWeights}
              textOf={(weight) => t(`admin.templates.weight.${weight}`)}
            />
            <ChoiceField
              editor={editor}
              path={at('align')}
              label={t('admin.templates.field.align')}
              values={textAligns}
              textOf={(align) => t(`admin.templates.align.${align}`)}
            />
            <TextPathField editor={editor} path={at('colour')} label={t('admin.templates.field.colour')} />
            <RemoveButton
              name={name}
              onRemove={() =>
                editor.set(
                  ['slots'],
                  slots.filter((__, i) => i !== index),
                )
              }
            />
          </ListRow>
        );
      })}
      {/* A new slot starts with the template's name as its text, in every language: something to print until staff write its own. */}
      <AddButton label={t('admin.templates.add.slot')} onAdd={() => editor.set(['slots'], [...slots, { ...NEW_SLOT, texts: names }])} />
    </AdminCard>
  );
}

/** The template's name and its slots' default texts, a tab per language. */
function TextsSection({ editor, language, onLanguage }: { editor: Editor; language: Locale; onLanguage: (locale: Locale) => void }) {
  const { t } = useWording();
  const slots = (editor.value(['slots']) as TextSlot[] | undefined) ?? [];
  const paths: [DefinitionPath, string][] = [
    [['names', language], t('admin.templates.field.name')],
    ...slots.map((_, index): [DefinitionPath, string] => [['slots', index, 'texts', language], t('admin.templates.slot', { number: index + 1 })]),
  ];
  return (
    <AdminCard id="template-texts" labelId="template-texts-title" title={t('admin.templates.section.texts')} className="catalogue-section">
      <TextsPanel name="template" errors={editor.errors} language={language} onLanguage={onLanguage}>
        {paths.map(([path, label]) => (
          <TextPathField key={pathKey(path)} editor={editor} path={path} label={label} multiline={path[0] === 'slots'} />
        ))}
      </TextsPanel>
    </AdminCard>
  );
}
