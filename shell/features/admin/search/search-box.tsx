import { type FormEvent, useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../../ui/intl/use-t';

/**
 * The search box of the back office's bar: a plain search form (a landmark screen readers list),
 * whose answer is a page of its own, so results are reached by Tab and read as headed lists.
 */
export function AdminSearchBox() {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (q) void navigate(paths.adminSearch.href(q));
  };
  return (
    <form role="search" className="admin-search" onSubmit={submit} aria-label={t('admin.search.label')}>
      <label className="visually-hidden" htmlFor={id}>
        {t('admin.search.label')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        minLength={2}
        maxLength={100}
        required
        defaultValue={params.get('q') ?? ''}
        placeholder={t('admin.search.placeholder')}
        data-testid="admin-search-input"
      />
      {/* A name of its own, beginning with the word it shows: a list's search button beside it says "Search" alone. */}
      <button type="submit" className="button secondary" aria-label={t('admin.search.submitName')}>
        {t('admin.search.submit')}
      </button>
    </form>
  );
}
