import { useCallback } from 'react';
import { type AdminPage, getAdminPage, type PageContent, putAdminPage, putAdminPagePublication } from '../../../../shared/api/admin-content';
import { pageIssues } from '../../../../shared/domain/content/content-issues';
import { contentIssueText } from '../../../../shared/i18n/content-issue-text';
import { adminApi } from '../admin-api';
import { type FieldPath, messagesByPath, pathOf } from '../kit/editor/field-path';
import { useVersionedEditor, type VersionedEditor } from '../kit/editor/use-versioned-editor';
import { useWording } from '../kit/editor/use-wording';
import { pathFieldId } from './page-fields';

export type PageEditor = VersionedEditor<AdminPage, PageContent> & {
  /** Shows the saved version in the shop, or takes the page out of it. */
  publish(published: boolean): Promise<void>;
};

const contentOf = (page: AdminPage) => page.content;

/**
 * The page editor's state: the loaded working copy, the edited content, and its judgement by
 * pageIssues, the function the server saves with, so the form shows at its fields what a save
 * would be refused for.
 */
export function usePageEditor(loaded: AdminPage, onSaved: (page: AdminPage) => void, reveal: (path: FieldPath) => void): PageEditor {
  const { t, formatter } = useWording();
  const issues = useCallback(
    (content: PageContent, page: AdminPage) =>
      messagesByPath(pageIssues(content, { isHome: page.content.slugs.de === '' }), (issue) => contentIssueText(formatter, issue)),
    [formatter],
  );
  const editor = useVersionedEditor({
    loaded,
    documentOf: contentOf,
    issues,
    put: (page, content) => adminApi(putAdminPage, { params: { pageId: page.id }, body: { version: page.version, content } }),
    get: (page) => adminApi(getAdminPage, { params: { pageId: page.id } }),
    onSaved,
    fieldIdOf: (key) => pathFieldId(pathOf(key)),
    reveal,
  });
  const publish = (published: boolean) =>
    editor.commit(
      (page) => adminApi(putAdminPagePublication, { params: { pageId: page.id }, body: { version: page.version, published } }),
      (page) => (page.published ? t('admin.content.publishedNow', { version: page.version }) : t('admin.content.unpublishedNow')),
    );
  return { ...editor, publish };
}
