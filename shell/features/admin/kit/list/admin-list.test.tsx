import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAdminMails, MAIL_STATUSES, type MailSummary } from '../../../../../shared/api/admin-mails';
import { compileCatalogue } from '../../../../../shared/i18n/compile-message';
import { catalogues } from '../../../../../shared/i18n/messages';
import { IntlProvider } from '../../../../../ui/intl/intl-provider';
import { TextField } from '../../../../components/form';
import { AdminSessionContext } from '../../admin-session';
import { AdminList } from './admin-list';
import { FilterSelect } from './filter-select';
import { given, oneOf } from './query-values';
import { useAdminList } from './use-admin-list';
import { SelectBox } from './selection-bar';
import { useListSelection } from './use-list-selection';

const api = vi.hoisted(() => ({ call: vi.fn<(endpoint: unknown, input: { query: Record<string, unknown> }) => Promise<unknown>>() }));
vi.mock('../../admin-api', () => ({ adminApi: api.call }));

afterEach(() => {
  cleanup();
  api.call.mockReset();
});

const en = catalogues.en;
const mail = (id: number) => ({ id, subject: `Mail ${id}` }) as MailSummary;
/** The mails of one answer, newest (highest id) first. */
const answer = (...ids: number[]) => ({ mails: ids.map(mail) });
const queries = () => api.call.mock.calls.map(([, input]) => input.query);
/** What the selectable list's action would work on: the ticked ids, or 'all' the filter finds. */
const chosenText = () => screen.getByTestId('chosen').textContent;

function Address() {
  return <span data-testid="address">{useLocation().search}</span>;
}

/** The outbox's list, two mails a page. */
const outbox = {
  endpoint: getAdminMails,
  filters: ['status', 'q'] as const,
  toQuery: ({ status, q }: Record<'status' | 'q', string>) => ({ status: oneOf(MAIL_STATUSES, status), q: given(q) }),
  rowsOf: (data: { mails: MailSummary[] }) => data.mails,
  pageSize: 2,
};

function Mails({ nextBefore, selectable = false }: { nextBefore?: (() => number | null) | undefined; selectable?: boolean }) {
  const list = useAdminList({ ...outbox, nextBefore });
  const selection = useListSelection(list.key);
  const chosen = selection.allMatching ? 'all' : [...selection.ids].join(',');
  return (
    <AdminList
      list={list}
      wording="admin.mails"
      idPrefix="test"
      renderFields={(field) => (
        <>
          <TextField {...field('q')} type="search" label={en['admin.mails.search']} />
          <FilterSelect field={field('status')} label={en['admin.mails.status']} options={MAIL_STATUSES.map((s) => [s, s] as const)} />
        </>
      )}
      selection={selectable ? { state: selection, actions: <output data-testid="chosen">{chosen}</output> } : undefined}
      className="rows"
      testId="rows"
      renderRow={(row) => (
        <li key={row.id}>
          {selectable && <SelectBox selection={selection} id={row.id} label={`Select ${row.subject}`} />}
          {row.subject}
        </li>
      )}
    />
  );
}

function renderAt(address: string, nextBefore?: () => number | null, selectable = false) {
  render(
    <IntlProvider locale="en" messages={compileCatalogue(en)}>
      <AdminSessionContext.Provider value={{ me: null, setMe: () => undefined, locale: 'en', changeLanguage: () => undefined }}>
        <MemoryRouter initialEntries={[address]}>
          <Mails nextBefore={nextBefore} selectable={selectable} />
          <Address />
        </MemoryRouter>
      </AdminSessionContext.Provider>
    </IntlProvider>,
  );
}

describe('AdminList', () => {
  it('loads for the filters in the address and shows them in the form', async () => {
    api.call.mockResolvedValue(answer(9));
    renderAt('/admin/mails?status=failed&q=lea');
    await screen.findByText('Mail 9');
    expect(queries()).toEqual([{ status: 'failed', q: 'lea', limit: 2 }]);
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('lea');
    expect(screen.getByRole<HTMLSelectElement>('combobox').value).toBe('failed');
  });

  it('puts applied filters into the address, leaving out the empty ones, and loads for them', async () => {
    api.call.mockResolvedValue(answer(9));
    renderAt('/admin/mails?status=failed&before=40');
    await screen.findByText('Mail 9');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'lea' } });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: en['admin.filters.apply'] }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?q=lea'));
    await waitFor(() => expect(queries().at(-1)).toEqual({ q: 'lea', limit: 2 }));
  });

  it('leaves a value out of the call that the call would refuse', async () => {
    api.call.mockResolvedValue(answer(9));
    renderAt('/admin/mails?status=lost');
    await screen.findByText('Mail 9');
    expect(queries()).toEqual([{ limit: 2 }]);
  });

  it('pages to older rows below the last one of a full page, and back to the newest', async () => {
    api.call.mockResolvedValueOnce(answer(9, 7)).mockResolvedValueOnce(answer(4));
    renderAt('/admin/mails?q=lea');
    await screen.findByText(en['admin.mails.count'].replace('{count, plural, one {# e-mail} other {# e-mails}}', '2 e-mails'));
    expect(screen.queryByRole('link', { name: en['admin.mails.newest'] })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: en['admin.mails.older'] }));
    await screen.findByText('Mail 4');
    expect(screen.getByTestId('address').textContent).toBe('?q=lea&before=7');
    expect(queries().at(-1)).toEqual({ q: 'lea', limit: 2, before: 7 });
    // A page less than full is the last.
    expect(screen.queryByRole('link', { name: en['admin.mails.older'] })).toBeNull();
    expect(screen.getByRole('link', { name: en['admin.mails.newest'] }).getAttribute('href')).toBe('/admin/mails?q=lea');
  });

  it('follows the cursor the answer names, where it names one', async () => {
    api.call.mockResolvedValue(answer(9));
    renderAt('/admin/mails', () => 3);
    expect((await screen.findByRole('link', { name: en['admin.mails.older'] })).getAttribute('href')).toBe('/admin/mails?before=3');
  });

  it('says so when nothing is found, without count or paging', async () => {
    api.call.mockResolvedValue(answer());
    renderAt('/admin/mails?q=nobody');
    expect((await screen.findByText(en['admin.mails.empty'])).getAttribute('role')).toBe('status');
    expect(screen.queryByTestId('rows')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('offers to try again when the list failed to load', async () => {
    api.call.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(answer(9));
    renderAt('/admin/mails');
    expect((await screen.findByRole('alert')).textContent).toContain(en['loadState.failed']);
    fireEvent.click(screen.getByRole('button', { name: en['loadState.retry'] }));
    expect(await screen.findByText('Mail 9')).toBeTruthy();
  });

  it('selects rows, the page, or every row the filter finds, and starts again for other filters', async () => {
    api.call.mockResolvedValue(answer(9, 7));
    renderAt('/admin/mails?q=lea', undefined, true);
    await screen.findByText('Mail 9');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Mail 7' }));
    expect(chosenText()).toBe('7');
    expect(screen.queryByRole('button', { name: en['admin.list.selectAllMatching'] })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: en['admin.list.selectPage'] }));
    expect(chosenText()).toBe('7,9');
    // A full page has more below it: every row the filter finds can be chosen.
    fireEvent.click(screen.getByRole('button', { name: en['admin.list.selectAllMatching'] }));
    expect(chosenText()).toBe('all');
    expect(screen.getByTestId('admin-selected').textContent).toBe(en['admin.list.allMatching']);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select Mail 9' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: en['admin.list.clearSelection'] }));
    expect(chosenText()).toBe('');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Mail 9' }));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'max' } });
    fireEvent.click(screen.getByRole('button', { name: en['admin.filters.apply'] }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?q=max'));
    await waitFor(() => expect(chosenText()).toBe(''));
  });
});
