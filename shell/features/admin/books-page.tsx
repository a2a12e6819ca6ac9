import { useState } from 'react';
import { BOOK_FILES, type BooksExportQuery, getBooksExport, getVatReturn, type VatReturn } from '../../../shared/api/books';
import { buildPath } from '../../../shared/api/route';
import { zurichDate } from '../../../shared/domain/calendar/zurich-date';
import { CSV_FORMATS, type CsvFormat } from '../../../shared/domain/books/csv';
import { vatReturnLines } from '../../../shared/domain/books/vat-return';
import { formatSwissDate, formatVatRate } from '../../../shared/i18n/format';
import { ColumnHeads } from '../../components/column-heads';
import { SelectField, TextField } from '../../components/form';
import { adminApi } from './admin-api';
import { rolesOf } from './admin-nav';
import { useAdminSession } from './admin-session';
import { LoadState } from '../../components/load-state';
import { AdminCard } from './kit/admin-card';
import { AdminTable } from './kit/admin-table';
import { adminScreen } from './kit/admin-screen';
import { FilterForm } from './kit/list/filter-form';
import { useAdminFormat } from './kit/use-admin-format';
import { useAdminResource } from './use-admin-resource';

/** The books (/admin/books): a period's VAT return figures on screen, and the accountant's files of it. */
export const AdminBooksPage = adminScreen('admin.books.title', rolesOf(getVatReturn), Books);

/** The period and format as the form holds them (the server checks them). */
type Choice = Record<'from' | 'to' | 'format', string>;

/** This month so far, in Zurich days. */
function thisMonth(): Choice {
  const today = zurichDate(new Date()) ?? new Date().toISOString().slice(0, 10);
  return { from: `${today.slice(0, 8)}01`, to: today, format: 'semicolon' satisfies CsvFormat };
}

function Books() {
  const { t } = useAdminFormat();
  const [choice, setChoice] = useState(thisMonth);
  const figures = useAdminResource(() => adminApi(getVatReturn, { query: { from: choice.from, to: choice.to } }), [choice.from, choice.to]);
  const fileHref = (file: BooksExportQuery['file']) => `${buildPath(getBooksExport.path)}?${new URLSearchParams({ ...choice, file })}`;
  return (
    <div className="admin-detail">
      <AdminCard labelId="books-period" title={t('admin.books.title')} wide className="admin-stack">
        <p>{t('admin.books.intro')}</p>
        <FilterForm<keyof Choice>
          label={t('admin.books.title')}
          idPrefix="books"
          initial={choice}
          onApply={setChoice}
          applyLabel={t('admin.books.show')}
          resettable={false}
        >
          {(field) => (
            <>
              <TextField {...field('from')} type="date" required label={t('admin.books.from')} />
              <TextField {...field('to')} type="date" required label={t('admin.books.to')} />
              <SelectField {...field('format')} label={t('admin.books.format')}>
                {CSV_FORMATS.map((format) => (
                  <option key={format} value={format}>
                    {t(`admin.books.format.${format}`)}
                  </option>
                ))}
              </SelectField>
            </>
          )}
        </FilterForm>
      </AdminCard>
      <AdminCard labelId="books-files" title={t('admin.books.downloads')} wide>
        <ul className="admin-actions" data-testid="books-files">
          {BOOK_FILES.map((file) => (
            <li key={file}>
              <a href={fileHref(file)} download data-file={file}>
                {t(`admin.books.file.${file}`)}
              </a>
            </li>
          ))}
        </ul>
      </AdminCard>
      <AdminCard labelId="books-vat" title={t('admin.books.vatTitle', { from: formatSwissDate(choice.from), to: formatSwissDate(choice.to) })} wide>
        {figures.status === 'ready' ? <VatReturnTable figures={figures.data} /> : <LoadState resource={figures} />}
      </AdminCard>
    </div>
  );
}

/** The return's lines as the ESTV form numbers them, and how they reconcile with the orders. */
function VatReturnTable({ figures }: { figures: VatReturn }) {
  const { t, chf } = useAdminFormat();
  const { locale } = useAdminSession();
  const rate = (rateBp: number | undefined) => (rateBp === undefined ? undefined : { rate: formatVatRate(locale, rateBp) });
  const net = figures.ordersGrossRappen - figures.refundsGrossRappen;
  return (
    <>
      <AdminTable label={{ labelledBy: 'books-vat' }} testId="books-vat-return">
        <ColumnHeads columns={[t('admin.books.field'), t('admin.books.figure'), { text: t('admin.books.amount'), className: 'admin-number' }]} />
        <tbody>
          {vatReturnLines(figures).map((entry) => (
            <tr key={`${entry.field}-${entry.figure}`} data-field={entry.field}>
              <td className="admin-nowrap">{entry.field}</td>
              <td>{t(`admin.books.vat.${entry.figure}`, rate(entry.rateBp))}</td>
              <td className="admin-number">{chf(entry.rappen)}</td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
      <p data-testid="books-reconciled">
        {t('admin.books.reconciled', {
          count: figures.orderCount,
          gross: chf(figures.ordersGrossRappen),
          refunds: chf(figures.refundsGrossRappen),
          net: chf(net),
        })}
      </p>
      <p className="admin-muted">{t('admin.books.inputTax')}</p>
    </>
  );
}
