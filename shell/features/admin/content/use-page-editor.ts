import { useCallback, useMemo, useState } from 'react';
import { type AdminPage, type PageContent, putAdminPage, putAdminPagePublication } from '../../../../shared/api/admin-content';
import { ApiError } from '../../../../shared/api/client';
import { type ContentPath, pageIssues } from '../../../../shared/domain/content/content-issues';
import { withValueAt } from '../../../../shared/domain/product/product-definition';
import { contentIssueText } from '../../../../shared/i18n/content-issue-text';
import { adminApi } from '../admin-api';
import { pathKey, type PathErrors } from '../kit/editor/field-path';
import { useWording } from '../kit/editor/use-wording';

export type PageOutcome =
  | { kind: 'saved' | 'published' | 'unpublished'; page: AdminPage }
  | { kind: 'unchanged' }
  /** The paths of the fields to check, in the order the checks found them. */
  | { kind: 'invalid'; fields: string[] }
  | { kind: 'conflict'; message: string }
  | { kind: 'failed'; message: string };

export interface PageEditor {
  readonly page: AdminPage;
  /** The working copy as edited now. */
  readonly content: PageContent;
  /** The shared checks' messages (and the server's from the last save) per field path. */
  readonly errors: PathErrors;
  /** The edited content differs from the saved working copy. */
  readonly pending: boolean;
  readonly busy: boolean;
  set(path: ContentPath, value: unknown): void;
  discard(): void;
  save(): Promise<PageOutcome>;
  publish(published: boolean): Promise<PageOutcome>;
  /** After a 409: the newest version from the server, edits dropped. */
  replace(page: AdminPage): void;
}

/**
 * The page editor's state: the loaded working copy, the edited content, and its judgement by
 * pageIssues, the function the server saves with, so the form shows at its fields what a save
 * would be refused for. Every change makes a new document; nothing loaded is changed.
 */
export function usePageEditor(loaded: AdminPage): PageEditor {
  const { t, formatter } = useWording();
  const [page, setPage] = useState(loaded);
  const [content, setContent] = useState<PageContent>(loaded.content);
  const [serverErrors, setServerErrors] = useState<PathErrors>({});
  const [busy, setBusy] = useState(false);
  const isHome = page.content.slugs.de === '';

  const errors = useMemo(() => {
    const found: PathErrors = {};
    for (const issue of pageIssues(content, { isHome })) (found[pathKey(issue.path)] ??= []).push(contentIssueText(formatter, issue));
    for (const [key, messages] of Object.entries(serverErrors)) found[key] ??= messages;
    return found;
  }, [content, isHome, serverErrors, formatter]);
  const pending = useMemo(() => JSON.stringify(content) !== JSON.stringify(page.content), [content, page]);

  const set = useCallback((path: ContentPath, value: unknown) => {
    setContent((current) => withValueAt(current, path, value));
    const key = pathKey(path);
    setServerErrors((current) =>
      Object.keys(current).some((k) => k === key || k.startsWith(`${key}.`))
        ? Object.fromEntries(Object.entries(current).filter(([k]) => k !== key && !k.startsWith(`${key}.`)))
        : current,
    );
  }, []);

  const replace = useCallback((next: AdminPage) => {
    setPage(next);
    setContent(next.content);
    setServerErrors({});
  }, []);

  /** One call to the server, its refusals as outcomes. */
  const call = async (send: () => Promise<AdminPage>, done: (saved: AdminPage) => PageOutcome): Promise<PageOutcome> => {
    if (busy) return { kind: 'failed', message: '' };
    setBusy(true);
    try {
      const saved = await send();
      const outcome = done(saved);
      replace(saved);
      return outcome;
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.fields) {
        setServerErrors(error.fields);
        return { kind: 'invalid', fields: Object.keys(error.fields) };
      }
      if (error instanceof ApiError && error.status === 409) return { kind: 'conflict', message: error.message };
      return { kind: 'failed', message: error instanceof ApiError ? error.message : t('admin.loadFailed') };
    } finally {
      setBusy(false);
    }
  };

  const save = async (): Promise<PageOutcome> => {
    const issues = pageIssues(content, { isHome });
    if (issues.length > 0) return { kind: 'invalid', fields: [...new Set(issues.map((issue) => pathKey(issue.path)))] };
    return call(
      () => adminApi(putAdminPage, { params: { pageId: page.id }, body: { version: page.version, content } }),
      (saved) => (saved.version === page.version ? { kind: 'unchanged' } : { kind: 'saved', page: saved }),
    );
  };

  const publish = (published: boolean): Promise<PageOutcome> =>
    call(
      () => adminApi(putAdminPagePublication, { params: { pageId: page.id }, body: { version: page.version, published } }),
      (saved) => ({ kind: saved.published ? 'published' : 'unpublished', page: saved }),
    );

  return { page, content, errors, pending, busy, set, discard: () => replace(page), save, publish, replace };
}
