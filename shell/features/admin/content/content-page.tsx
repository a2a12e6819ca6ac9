import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type AdminPageRow, getAdminPages, type PageContent, postAdminPage } from '../../../../shared/api/admin-content';
import { ApiError } from '../../../../shared/api/client';
import { pageIssues } from '../../../../shared/domain/content/content-issues';
import { withValueAt } from '../../../../shared/domain/product/product-definition';
import { officeStaff } from '../../../../shared/domain/staff/roles';
import { contentIssueText } from '../../../../shared/i18n/content-issue-text';
import { locales } from '../../../../shared/i18n/locales';
import { Notice } from '../../../components/form';
import { paths } from '../../../config/paths';
import { adminApi } from '../admin-api';
import { AdminScreen } from '../kit/admin-screen';
import { messagesByPath, type PathErrors } from '../kit/editor/field-path';
import { useWording } from '../kit/editor/use-wording';
import { ListTable } from '../kit/list/list-table';
import { useAdminResource } from '../use-admin-resource';
import type { PageDeletedState } from './page-deletion';
import { PageTextFields, pathFieldId } from './page-fields';
import '../kit/editor/editor.css';
import './content.css';
import { refusalText } from '../kit/refusal-text';
import { AdminCard } from '../kit/admin-card';

/** The content pages (/admin/content): each with its address, whether the shop shows it, who saved it; and a form for a new page. After a deletion, a notice naming the page. */
export function AdminContentPage() {
  const { t } = useWording();
  const deleted = (useLocation().state as PageDeletedState | null)?.deletedTitle;
  // Coming from the bottom of the editor: the notice is at the top.
  useEffect(() => {
    if (deleted !== undefined) window.scrollTo(0, 0);
  }, [deleted]);
  return (
    <AdminScreen title="admin.content.title" roles={officeStaff}>
      {deleted !== undefined && (
        <Notice kind="success" testId="content-deleted">
          {t('admin.content.deleted', { title: deleted })}
        </Notice>
      )}
      <PageList />
      <NewPage />
    </AdminScreen>
  );
}

function stateOf(row: AdminPageRow) {
  if (!row.published) return 'admin.content.state.unpublished' as const;
  return row.changedSincePublished ? ('admin.content.state.changed' as const) : ('admin.content.state.published' as const);
}

function PageList() {
  const { t, locale } = useWording();
  const pages = useAdminResource(() => adminApi(getAdminPages), [locale]);
  return (
    <ListTable
      resource={pages}
      intro={t('admin.content.intro')}
      columns={[t('admin.content.page'), t('admin.content.address'), t('admin.content.state'), t('admin.content.updated')]}
      rowsOf={(data) => data.pages}
      testId="content-pages"
      className="content-pages"
      rowOf={(page) => ({
        key: page.id,
        edit: { to: paths.adminPage.href(page.id), label: t('admin.content.edit', { title: page.title }), text: page.title },
        updatedAt: page.updatedAt,
        updatedBy: page.updatedBy,
      })}
      renderCells={(page) => (
        <>
          <td>
            <code>
              /{locale}/{page.slugs[locale]}
            </code>
          </td>
          <td>
            <span className={page.published ? 'content-state content-state-live' : 'content-state'}>{t(stateOf(page))}</span>
          </td>
        </>
      )}
      seeded={t('admin.content.seeded')}
    />
  );
}

const emptyTexts = { de: '', fr: '', it: '', en: '' };
const emptyContent: PageContent = { slugs: emptyTexts, titles: emptyTexts, descriptions: emptyTexts, blocks: { de: [], fr: [], it: [], en: [] } };

/** A new page: title and address in every language; it starts unpublished, in its editor. */
function NewPage() {
  const { t, formatter } = useWording();
  const navigate = useNavigate();
  const [content, setContent] = useState(emptyContent);
  const [checking, setChecking] = useState(false);
  const [serverErrors, setServerErrors] = useState<PathErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = useMemo(
    () => ({ ...serverErrors, ...messagesByPath(pageIssues(content, { isHome: false }), (issue) => contentIssueText(formatter, issue)) }),
    [content, serverErrors, formatter],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecking(true);
    setFailure(null);
    const first = Object.keys(errors)[0];
    if (first) return document.getElementById(pathFieldId(first.split('.')))?.focus();
    setBusy(true);
    try {
      const page = await adminApi(postAdminPage, { body: { content } });
      void navigate(paths.adminPage.href(page.id));
    } catch (error) {
      if (error instanceof ApiError && error.fields) setServerErrors(error.fields);
      else setFailure(refusalText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminCard labelId="content-new-title" title={t('admin.content.new')} className="content-new">
      <p className="admin-muted">{t('admin.content.newIntro')}</p>
      <form className="account-form content-new-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
        {failure && <Notice kind="error">{failure}</Notice>}
        {locales.map((language) => (
          <fieldset key={language} lang={language} className="editor-fieldset">
            <legend>{t(`admin.content.language.${language}`)}</legend>
            <PageTextFields
              language={language}
              isHome={false}
              errors={checking ? errors : {}}
              values={{ slug: content.slugs[language], title: content.titles[language] }}
              onChange={(path, value) => {
                setContent((current) => withValueAt(current, path, value));
                setServerErrors({});
              }}
            />
          </fieldset>
        ))}
        <button type="submit" className="button primary" disabled={busy}>
          {t('admin.content.create')}
        </button>
      </form>
    </AdminCard>
  );
}
