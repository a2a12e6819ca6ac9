import { type FormEvent, useMemo, useState } from 'react';
import { type AdminNavigation, type EditableNavigation, getAdminNavigation, putAdminNavigation } from '../../../../shared/api/admin-content';
import { ApiError } from '../../../../shared/api/client';
import { navigationIssues } from '../../../../shared/domain/content/content-issues';
import { officeStaff } from '../../../../shared/domain/staff/roles';
import { contentIssueText } from '../../../../shared/i18n/content-issue-text';
import { fieldId, Notice } from '../../../components/form';
import { adminApi } from '../admin-api';
import { StaffPage } from '../admin-layout';
import { LoadState } from '../admin-status';
import { pathKey, type PathErrors } from '../kit/editor/field-path';
import { useWording } from '../kit/editor/use-wording';
import { useAdminResource } from '../use-admin-resource';
import { ID_PREFIX, NavigationItemFields } from './navigation-item-fields';
import { type ListName, newItem, type OutlineItem, toOutline, toTree, treePaths } from './navigation-outline';
import '../catalogue/catalogue.css';
import './content.css';

const LISTS: readonly ListName[] = ['main', 'header'];

/** Both navigation lists (/admin/navigation), edited as outlines and saved whole. */
export function AdminNavigationPage() {
  const { t } = useWording();
  return (
    <StaffPage title={t('admin.navigation.title')} roles={officeStaff}>
      {() => <NavigationLoader />}
    </StaffPage>
  );
}

function NavigationLoader() {
  const loaded = useAdminResource(() => adminApi(getAdminNavigation), []);
  if (loaded.status !== 'ready') return <LoadState resource={loaded} />;
  return <NavigationEditor loaded={loaded.data} />;
}

type Outlines = Record<ListName, OutlineItem[]>;
const outlinesOf = (navigation: EditableNavigation): Outlines => ({ main: toOutline(navigation.main), header: toOutline(navigation.header) });
const navigationOf = (outlines: Outlines) => ({ main: toTree(outlines.main), header: toTree(outlines.header) }) as EditableNavigation;

function NavigationEditor({ loaded }: { loaded: AdminNavigation }) {
  const { t, formatter } = useWording();
  const [saved, setSaved] = useState(loaded);
  const [outlines, setOutlines] = useState(() => outlinesOf(loaded.navigation));
  const [serverErrors, setServerErrors] = useState<PathErrors>({});
  const [checking, setChecking] = useState(false);
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string; reload?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const navigation = useMemo(() => navigationOf(outlines), [outlines]);
  const errors = useMemo(() => {
    const found: PathErrors = { ...serverErrors };
    for (const issue of navigationIssues(navigation)) (found[pathKey(issue.path)] ??= []).push(contentIssueText(formatter, issue));
    return found;
  }, [navigation, serverErrors, formatter]);
  const pending = JSON.stringify(navigation) !== JSON.stringify(saved.navigation);

  const change = (list: ListName, next: OutlineItem[]) => {
    setOutlines((current) => ({ ...current, [list]: next }));
    setServerErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    setChecking(true);
    const first = Object.keys(errors)[0];
    if (first) return focusField(first);
    setBusy(true);
    try {
      const answer = await adminApi(putAdminNavigation, { body: { revision: saved.revision, navigation } });
      setSaved(answer);
      setOutlines(outlinesOf(answer.navigation));
      setChecking(false);
      setStatus({ kind: 'success', text: t('admin.navigation.saved') });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.fields) {
        setServerErrors(error.fields);
        focusField(Object.keys(error.fields)[0] ?? '');
      } else if (error instanceof ApiError && error.status === 409) setStatus({ kind: 'error', text: error.message, reload: true });
      else setStatus({ kind: 'error', text: error instanceof ApiError ? error.message : t('admin.loadFailed') });
    } finally {
      setBusy(false);
    }
  };

  /** Focuses the field a message names ('main.0.children.1.pageId': that item's page field). */
  const focusField = (key: string) => {
    for (const list of LISTS) {
      const paths = treePaths(list, outlines[list]);
      // The longest matching place: 'main.0' is also a prefix of 'main.0.children.1.pageId'.
      const index = paths.reduce((best, path, i) => (key.startsWith(`${path}.`) && path.length > (paths[best]?.length ?? -1) ? i : best), -1);
      const entry = outlines[list][index];
      if (!entry) continue;
      const part = key.slice((paths[index] ?? '').length + 1).replace('.', '-');
      requestAnimationFrame(() => document.getElementById(fieldId(ID_PREFIX, `${entry.key}-${part}`))?.focus());
      return;
    }
  };

  const reload = async () => {
    setBusy(true);
    try {
      const newest = await adminApi(getAdminNavigation);
      setSaved(newest);
      setOutlines(outlinesOf(newest.navigation));
      setServerErrors({});
      setStatus(null);
    } catch (error) {
      setStatus({ kind: 'error', text: error instanceof ApiError ? error.message : t('admin.loadFailed'), reload: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="content-navigation" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <p className="admin-muted">{t('admin.navigation.intro')}</p>
      {status && (
        <Notice kind={status.kind} testId="navigation-status">
          <p>{status.text}</p>
          {status.reload && (
            <button type="button" className="button secondary" onClick={() => void reload()}>
              {t('admin.content.reload')}
            </button>
          )}
        </Notice>
      )}
      {LISTS.map((list) => {
        const outline = outlines[list];
        const paths = treePaths(list, outline);
        const listName = t(`admin.navigation.list.${list}`);
        return (
          <section key={list} className="admin-card" aria-labelledby={`navigation-${list}`} data-testid={`navigation-${list}`}>
            <h2 id={`navigation-${list}`}>{listName}</h2>
            {outline.length === 0 && <p className="admin-muted">{t('admin.navigation.empty')}</p>}
            <ol className="content-outline">
              {outline.map((entry, index) => (
                <NavigationItemFields
                  key={entry.key}
                  outline={outline}
                  index={index}
                  path={paths[index] ?? ''}
                  errors={checking ? errors : serverErrors}
                  pages={saved.pages}
                  products={saved.products}
                  onChange={(next) => change(list, next)}
                />
              ))}
            </ol>
            <button type="button" className="button secondary" onClick={() => change(list, [...outline, newItem({ de: '', fr: '', it: '', en: '' })])}>
              {t('admin.navigation.add', { list: listName })}
            </button>
          </section>
        );
      })}
      <div className="catalogue-savebar">
        <p className="catalogue-pending" aria-live="polite" data-testid="navigation-pending">
          {pending ? t('admin.content.pending') : t('admin.content.noChanges')}
        </p>
        <button type="button" className="button secondary" disabled={!pending || busy} onClick={() => setOutlines(outlinesOf(saved.navigation))}>
          {t('admin.content.discard')}
        </button>
        <button type="submit" className="button primary" disabled={busy}>
          {t(busy ? 'admin.content.saving' : 'admin.navigation.save')}
        </button>
      </div>
    </form>
  );
}
