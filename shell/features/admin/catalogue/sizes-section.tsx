import type { DefinitionPath } from '../../../../shared/domain/product/product-definition';
import { FieldMessages } from '../../../components/form';
import type { MessageKey } from '../../../../shared/i18n/messages';
import { AddButton, RemoveButton } from './list-controls';
import { CheckPathField, NumberPathField, pathFieldId, TextPathField } from './path-fields';
import { textOf } from './path-label';
import { newSizeOption, resizedOption } from './size-option';
import { pathKey } from '../kit/editor/field-path';
import type { DefinitionEditor } from './use-definition-editor';
import { useWording } from '../kit/editor/use-wording';
import { AdminCard } from '../kit/admin-card';

type Option = Record<string, unknown>;
type Attribute = { id?: unknown; title?: unknown; type?: unknown; options?: Option[] };

/** Sizes and options: every attribute's options with what choosing them adds, and the default choice. */
export function SizesSection({ editor }: { editor: DefinitionEditor }) {
  const { t } = useWording();
  const attributes = (editor.value(['attributes']) as Attribute[] | undefined) ?? [];
  const refused = editor.errors[pathKey(['defaultConfiguration'])];
  return (
    <AdminCard id="catalogue-sizes" labelId="catalogue-sizes-title" title={t('admin.catalogue.section.sizes')} className="catalogue-section">
      {refused && (
        <p className="account-field-error" id={pathFieldId(['defaultConfiguration'])} tabIndex={-1}>
          {refused.join(' ')}
        </p>
      )}
      {attributes.map((attribute, index) => (
        <AttributeOptions key={index} editor={editor} attribute={attribute} index={index} />
      ))}
    </AdminCard>
  );
}

function AttributeOptions({ editor, attribute, index }: { editor: DefinitionEditor; attribute: Attribute; index: number }) {
  const { t, locale } = useWording();
  const isSize = attribute.type === 'size';
  const options = attribute.options ?? [];
  const attributeId = String(attribute.id);
  const defaultPath: DefinitionPath = ['defaultConfiguration', attributeId];
  const chosen = editor.value(defaultPath);
  const optionsPath: DefinitionPath = ['attributes', index, 'options'];
  const setOptions = (next: Option[]) => editor.set(optionsPath, next);
  // Groups are chosen among those the sizes have; their texts are edited under Texts.
  const groups = [...new Map(options.filter((o) => o.group).map((o) => [JSON.stringify(o.group), o.group])).entries()];
  const defaultMessages = editor.errors[pathKey(defaultPath)];
  const columns: MessageKey[] = [
    'admin.catalogue.field.default',
    'admin.catalogue.field.id',
    ...(isSize
      ? (['admin.catalogue.field.width', 'admin.catalogue.field.height', 'admin.catalogue.field.group'] as const)
      : (['admin.catalogue.field.optionBaseCosts', 'admin.catalogue.field.optionDynamicCosts', 'admin.catalogue.field.sideArea'] as const)),
    'admin.catalogue.field.extraMinDays',
    'admin.catalogue.field.extraMaxDays',
  ];

  return (
    <fieldset className="editor-fieldset catalogue-fieldset">
      <legend>{textOf(attribute.title, locale) || attributeId}</legend>
      {isSize && <CheckPathField editor={editor} path={['attributes', index, 'allowCustomSize']} label={t('admin.catalogue.field.allowCustomSize')} />}
      <FieldMessages id={`${pathFieldId(defaultPath)}-error`} messages={defaultMessages} />
      <table className="catalogue-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(column)}
              </th>
            ))}
            <td />
          </tr>
        </thead>
        <tbody>
          {options.map((option, optionIndex) => {
            const path: DefinitionPath = [...optionsPath, optionIndex];
            const name = textOf(option.name, locale) || String(option.id);
            const modifications = (option.modifications ?? {}) as Record<string, unknown>;
            const isDefault = chosen === option.id;
            const number = (key: string, label: MessageKey) => (
              <td className="catalogue-cell-number">
                <NumberPathField editor={editor} path={[...path, 'modifications', key]} label={t(label)} empty="absent" />
              </td>
            );
            return (
              <tr key={optionIndex} aria-label={name}>
                <td>
                  <label className="catalogue-default">
                    <input
                      type="radio"
                      name={`catalogue-default-${attributeId}`}
                      // The first option carries the default's id while none is chosen, so the list of fields to check can reach it.
                      id={isDefault || (optionIndex === 0 && !options.some((o) => o.id === chosen)) ? pathFieldId(defaultPath) : undefined}
                      checked={isDefault}
                      onChange={() => editor.set(defaultPath, option.id)}
                      aria-describedby={defaultMessages ? `${pathFieldId(defaultPath)}-error` : undefined}
                    />
                    <span className="catalogue-cell-label">{t('admin.catalogue.field.default')}</span>
                    <span className="visually-hidden">{`: ${name}`}</span>
                  </label>
                </td>
                <td>
                  <TextPathField
                    editor={editor}
                    path={[...path, 'id']}
                    label={t('admin.catalogue.field.id')}
                    write={(id) => {
                      editor.set([...path, 'id'], id);
                      if (isDefault) editor.set(defaultPath, id);
                    }}
                  />
                </td>
                {isSize ? (
                  <>
                    <td className="catalogue-cell-number">
                      <NumberPathField
                        editor={editor}
                        path={[...path, 'modifications', 'width']}
                        label={t('admin.catalogue.field.width')}
                        write={(width) => replaceOption(editor, path, option, resizedOption(option, width, modifications.height), isDefault, defaultPath)}
                      />
                    </td>
                    <td className="catalogue-cell-number">
                      <NumberPathField
                        editor={editor}
                        path={[...path, 'modifications', 'height']}
                        label={t('admin.catalogue.field.height')}
                        write={(height) => replaceOption(editor, path, option, resizedOption(option, modifications.width, height), isDefault, defaultPath)}
                      />
                    </td>
                    <td>
                      <GroupSelect
                        editor={editor}
                        path={[...path, 'group']}
                        groups={groups}
                        current={JSON.stringify(option.group)}
                        label={t('admin.catalogue.field.group')}
                      />
                    </td>
                  </>
                ) : (
                  <>
                    {number('baseCosts', 'admin.catalogue.field.optionBaseCosts')}
                    {number('dynamicCosts', 'admin.catalogue.field.optionDynamicCosts')}
                    {number('sideArea', 'admin.catalogue.field.sideArea')}
                  </>
                )}
                {number('minProductionTime', 'admin.catalogue.field.extraMinDays')}
                {number('maxProductionTime', 'admin.catalogue.field.extraMaxDays')}
                <td>
                  <RemoveButton compact name={name} onRemove={() => setOptions(options.filter((_, i) => i !== optionIndex))} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <AddButton
        label={t(isSize ? 'admin.catalogue.add.size' : 'admin.catalogue.add.option')}
        onAdd={() =>
          setOptions([
            ...options,
            isSize
              ? newSizeOption(options.at(-1))
              : // A new option's name is asked for in every language under Texts (the checks say where).
                { id: `option-${options.length + 1}`, name: { de: '', fr: '', it: '', en: '' }, modifications: {} },
          ])
        }
      />
    </fieldset>
  );
}

/** A resized option replaces the old one whole; the default follows its id. */
function replaceOption(editor: DefinitionEditor, path: DefinitionPath, before: Option, after: Option, isDefault: boolean, defaultPath: DefinitionPath) {
  editor.set(path, after);
  if (isDefault && after.id !== before.id) editor.set(defaultPath, after.id);
}

function GroupSelect({
  editor,
  path,
  groups,
  current,
  label,
}: {
  editor: DefinitionEditor;
  path: DefinitionPath;
  groups: [string, unknown][];
  current: string | undefined;
  label: string;
}) {
  const { locale } = useWording();
  const id = pathFieldId(path);
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={current ?? ''} onChange={(event) => editor.set(path, groups.find(([key]) => key === event.target.value)?.[1])}>
        <option value="">—</option>
        {groups.map(([key, group]) => (
          <option key={key} value={key}>
            {textOf(group, locale)}
          </option>
        ))}
      </select>
    </div>
  );
}
