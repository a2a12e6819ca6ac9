import { type DefinitionPath, isLocalizedText, TEXT_KEYS, valueAt } from '../../../../shared/domain/product/product-definition';
import type { Locale } from '../../../../shared/i18n/locales';
import { TextsPanel } from './texts-panel';
import { TextPathField } from './path-fields';
import { describePath, textOf } from './path-label';
import { pathKey } from '../kit/editor/field-path';
import type { DefinitionEditor } from './use-definition-editor';
import { useWording } from '../kit/editor/use-wording';
import { AdminCard } from '../kit/admin-card';

/** Every text of a definition (the values of TEXT_KEYS), in document order; a format group once for all options that share it. */
export function textPaths(definition: unknown): DefinitionPath[] {
  const found: DefinitionPath[] = [];
  const groups = new Set<string>();
  const walk = (value: unknown, path: DefinitionPath) => {
    if (Array.isArray(value)) return value.forEach((entry, index) => walk(entry, [...path, index]));
    if (typeof value !== 'object' || value === null) return;
    for (const [key, entry] of Object.entries(value)) {
      if (!TEXT_KEYS.has(key)) walk(entry, [...path, key]);
      else if (isLocalizedText(entry) && (key !== 'group' || !groups.has(JSON.stringify(entry)))) {
        if (key === 'group') groups.add(JSON.stringify(entry));
        found.push([...path, key]);
      }
    }
  };
  walk(definition, []);
  return found;
}

/** The paths of every format group equal to the one at `path`: its texts change for all of them at once. */
function sameGroups(definition: unknown, path: DefinitionPath): DefinitionPath[] {
  const group = JSON.stringify(valueAt(definition, path));
  const attributes = (valueAt(definition, ['attributes']) as { options?: { group?: unknown }[] }[] | undefined) ?? [];
  return attributes.flatMap((attribute, a) =>
    (attribute.options ?? []).flatMap((option, o) =>
      JSON.stringify(option.group) === group ? [['attributes', a, 'options', o, 'group'] as DefinitionPath] : [],
    ),
  );
}

/** Texts per language: tabs de/fr/it/en over every text of the product, with the German text beside the others as a help. */
export function TextsSection({ editor, language, onLanguage }: { editor: DefinitionEditor; language: Locale; onLanguage: (locale: Locale) => void }) {
  const wording = useWording();
  const { t } = wording;
  return (
    <AdminCard id="catalogue-texts" labelId="catalogue-texts-title" title={t('admin.catalogue.section.texts')} className="catalogue-section">
      <p className="admin-muted">{t('admin.catalogue.hint.texts')}</p>
      <TextsPanel name="catalogue" errors={editor.errors} language={language} onLanguage={onLanguage}>
        {textPaths(editor.document).map((path) => {
          const key = path.at(-1);
          const full: DefinitionPath = [...path, language];
          const german = textOf(valueAt(editor.document, path), 'de');
          return (
            <TextPathField
              key={pathKey(full)}
              editor={editor}
              path={full}
              label={describePath(editor.document, path, wording)}
              multiline={key === 'summary'}
              {...(language !== 'de' && german ? { hint: t('admin.catalogue.hint.german', { text: german }) } : {})}
              {...(key === 'group' ? { write: (text: unknown) => sameGroups(editor.document, path).forEach((g) => editor.set([...g, language], text)) } : {})}
            />
          );
        })}
      </TextsPanel>
    </AdminCard>
  );
}
