import { type FormEvent, useCallback } from 'react';
import { type AdminNavigation, type EditableNavigation, getAdminNavigation, putAdminNavigation } from '../../../../shared/api/admin-content';
import { navigationIssues } from '../../../../shared/domain/content/content-issues';
import { officeStaff } from '../../../../shared/domain/staff/roles';
import { contentIssueText } from '../../../../shared/i18n/content-issue-text';
import { fieldId } from '../../../components/form';
import { adminApi } from '../admin-api';
import { adminScreen } from '../kit/admin-screen';
import { LoadState } from '../../../components/load-state';
import { EditorNotices } from '../kit/editor/editor-notices';
import { messagesByPath } from '../kit/editor/field-path';
import { SaveBar } from '../kit/editor/save-bar';
import { useVersionedEditor } from '../kit/editor/use-versioned-editor';
import { useWording } from '../kit/editor/use-wording';
import { useAdminResource } from '../use-admin-resource';
import { ID_PREFIX, NavigationItemFields } from './navigation-item-fields';
import { type ListName, newItem, type OutlineItem, toOutline, toTree, treePaths } from './navigation-outline';
import './content.css';
import { AdminCard } from '../kit/admin-card';

const LISTS: readonly ListName[] = ['main', 'header'];

/** Both navigation lists (/admin/navigation), edited as outlines and saved whole. */
export const AdminNavigationPage = adminScreen('admin.navigation.title', officeStaff, NavigationLoader);

function NavigationLoader() {
  const loaded = useAdminResource(() => adminApi(getAdminNavigation), []);
  if (loaded.status !== 'ready') return <LoadState resource={loaded} />;
  return <NavigationEditor loaded={loaded.data} />;
}

type Outlines = Record<ListName, OutlineItem[]>;
const outlinesOf = (navigation: AdminNavigation): Outlines => ({
  main: toOutline(navigation.navigation.main),
  header: toOutline(navigation.navigation.header),
});
const navigationOf = (outlines: Outlines) => ({ main: toTree(outlines.main), header: toTree(outlines.header) }) as EditableNavigation;
// The outlines' keys are new on every load: what counts is the navigation they make.
const changesOf = (saved: AdminNavigation, outlines: Outlines) => Number(JSON.stringify(navigationOf(outlines)) !== JSON.stringify(saved.navigation));

/** The input a message names ('main.0.children.1.pageId': that item's page field). */
function fieldIdIn(outlines: Outlines, key: string) {
  for (const list of LISTS) {
    const paths = treePaths(list, outlines[list]);
    // The longest matching place: 'main.0' is also a prefix of 'main.0.children.1.pageId'.
    const index = paths.reduce((best, path, i) => (key.startsWith(`${path}.`) && path.length > (paths[best]?.length ?? -1) ? i : best), -1);
    const entry = outlines[list][index];
    if (entry) return fieldId(ID_PREFIX, `${entry.key}-${key.slice((paths[index] ?? '').length + 1).replace('.', '-')}`);
  }
  return undefined;
}

function NavigationEditor({ loaded }: { loaded: AdminNavigation }) {
  const { t, formatter } = useWording();
  const issues = useCallback(
    (outlines: Outlines) => messagesByPath(navigationIssues(navigationOf(outlines)), (issue) => contentIssueText(formatter, issue)),
    [formatter],
  );
  const editor = useVersionedEditor({
    loaded,
    documentOf: outlinesOf,
    issues,
    changes: changesOf,
    put: (saved, outlines) => adminApi(putAdminNavigation, { body: { revision: saved.revision, navigation: navigationOf(outlines) } }),
    get: () => adminApi(getAdminNavigation),
    fieldIdOf: (key, outlines) => fieldIdIn(outlines, key),
  });
  const errors = editor.checking ? editor.errors : {};
  const change = (list: ListName, next: OutlineItem[]) => editor.change((current) => ({ ...current, [list]: next }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void editor.save(() => t('admin.navigation.saved'));
  };

  return (
    <form className="content-navigation" noValidate onSubmit={submit} aria-busy={editor.busy}>
      <p className="admin-muted">{t('admin.navigation.intro')}</p>
      <EditorNotices name="navigation" editor={editor} />
      {LISTS.map((list) => {
        const outline = editor.document[list];
        const paths = treePaths(list, outline);
        const listName = t(`admin.navigation.list.${list}`);
        return (
          <AdminCard key={list} labelId={`navigation-${list}`} title={listName} testId={`navigation-${list}`}>
            {outline.length === 0 && <p className="admin-muted">{t('admin.navigation.empty')}</p>}
            <ol className="content-outline">
              {outline.map((entry, index) => (
                <NavigationItemFields
                  key={entry.key}
                  outline={outline}
                  index={index}
                  path={paths[index] ?? ''}
                  errors={errors}
                  pages={editor.saved.pages}
                  products={editor.saved.products}
                  onChange={(next) => change(list, next)}
                />
              ))}
            </ol>
            <button type="button" className="button secondary" onClick={() => change(list, [...outline, newItem({ de: '', fr: '', it: '', en: '' })])}>
              {t('admin.navigation.add', { list: listName })}
            </button>
          </AdminCard>
        );
      })}
      <SaveBar name="navigation" editor={editor} saveLabel={t('admin.navigation.save')} />
    </form>
  );
}
