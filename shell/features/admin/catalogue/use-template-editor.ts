import { useCallback } from 'react';
import { type AdminDesignTemplate, getAdminDesignTemplate, putAdminDesignTemplate } from '../../../../shared/api/admin-design-templates';
import type { EditableDefinition } from '../../../../shared/api/admin-catalogue';
import { definitionChanges } from '../../../../shared/domain/product/definition-changes';
import { type DefinitionPath, valueAt } from '../../../../shared/domain/product/product-definition';
import { templateIssues } from '../../../../shared/domain/template/design-template';
import { templateIssueText } from '../../../../shared/i18n/template-issue-text';
import { adminApi } from '../admin-api';
import { messagesByPath } from '../kit/editor/field-path';
import { useVersionedEditor, type VersionedEditor, type VersionedEditorOptions } from '../kit/editor/use-versioned-editor';
import { useWording } from '../kit/editor/use-wording';

/** What staff edit: the template's definition, and (at its top, as `active`) whether the shop offers it. */
type TemplateDocument = EditableDefinition;

export type TemplateEditor = VersionedEditor<AdminDesignTemplate, TemplateDocument> & { value(path: DefinitionPath): unknown };

const documentOf = (template: AdminDesignTemplate): TemplateDocument => ({ ...template.definition, active: template.active });
const changesOf = (template: AdminDesignTemplate, document: TemplateDocument) => definitionChanges(documentOf(template), document).length;

/**
 * The template editor's state: the loaded version, the edited template, and its judgement by
 * templateIssues, the function the server saves with, so the form shows at its fields what a save
 * would be refused for (the paths are the server's: 'slots.0.size', 'names.fr').
 */
export function useTemplateEditor(
  loaded: AdminDesignTemplate,
  form: Pick<VersionedEditorOptions<AdminDesignTemplate, TemplateDocument>, 'onSaved' | 'fieldIdOf' | 'reveal'>,
): TemplateEditor {
  const { formatter } = useWording();
  const issues = useCallback(
    ({ active: _active, ...definition }: TemplateDocument) => messagesByPath(templateIssues(definition), (issue) => templateIssueText(formatter, issue)),
    [formatter],
  );
  const editor = useVersionedEditor({
    loaded,
    documentOf,
    issues,
    changes: changesOf,
    put: (template, { active, ...definition }) =>
      adminApi(putAdminDesignTemplate, { params: { templateId: template.id }, body: { version: template.version, active: active === true, definition } }),
    get: (template) => adminApi(getAdminDesignTemplate, { params: { templateId: template.id } }),
    ...form,
  });
  return { ...editor, value: (path) => valueAt(editor.document, path) };
}
