import { useCallback, useState } from 'react';
import { type AdminProduct, type EditableDefinition, getAdminProduct, putAdminProduct } from '../../../../shared/api/admin-catalogue';
import { definitionChanges } from '../../../../shared/domain/product/definition-changes';
import { type DefinitionPath, definitionIssues, valueAt } from '../../../../shared/domain/product/product-definition';
import { definitionIssueText } from '../../../../shared/i18n/definition-issue-text';
import { adminApi } from '../admin-api';
import { messagesByPath } from '../kit/editor/field-path';
import { useVersionedEditor, type VersionedEditor, type VersionedEditorOptions } from '../kit/editor/use-versioned-editor';
import { useWording } from '../kit/editor/use-wording';

export type DefinitionEditor = VersionedEditor<AdminProduct, EditableDefinition> & { value(path: DefinitionPath): unknown };

const definitionOf = (product: AdminProduct) => product.definition;
const changesOf = (product: AdminProduct, definition: EditableDefinition) => definitionChanges(product.definition, definition).length;

/**
 * The catalogue editor's state: the loaded version, the edited definition, and its judgement by
 * definitionIssues, the function the server saves with, so the form shows at its fields what a
 * save would be refused for.
 */
export function useDefinitionEditor(
  loaded: AdminProduct,
  form: Pick<VersionedEditorOptions<AdminProduct, EditableDefinition>, 'onSaved' | 'fieldIdOf' | 'reveal'>,
): DefinitionEditor {
  const { formatter } = useWording();
  // The default configuration is checked on a day (promotions); the editor's first day is good enough.
  const [today] = useState(() => new Date());
  const issues = useCallback(
    (definition: EditableDefinition) => messagesByPath(definitionIssues(definition, today), (issue) => definitionIssueText(formatter, issue)),
    [formatter, today],
  );
  const editor = useVersionedEditor({
    loaded,
    documentOf: definitionOf,
    issues,
    changes: changesOf,
    put: (product, definition) => adminApi(putAdminProduct, { params: { productId: product.id }, body: { version: product.version, definition } }),
    get: (product) => adminApi(getAdminProduct, { params: { productId: product.id } }),
    ...form,
  });
  return { ...editor, value: (path) => valueAt(editor.document, path) };
}
