import { hasMessage } from '../../../shared/i18n/messages/has-message';
import { ColumnHeads } from '../../components/column-heads';
import { useIntl } from '../../../ui/intl/intl-provider';
import { formatMoment } from './admin-dates';
import { auditChanges } from './audit-diff';
import { useT } from '../../../ui/intl/use-t';

const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** An entry's before and after as a few readable lines (path: was → is), the full record one click away. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const intl = useIntl();
  const t = useT();
  const { changes, more } = auditChanges(before, after, 6);
  if (changes.length === 0) return null;
  // A record made (nothing before) or removed (nothing after) shows the one side it has.
  const sides = [
    ...(before === null || before === undefined ? [] : (['before'] as const)),
    ...(after === null || after === undefined ? [] : (['after'] as const)),
  ];
  const show = (path: string, value: unknown): string => {
    if (value === undefined) return '–';
    if (value === null) return t('admin.audit.nullValue');
    if (typeof value === 'boolean') return t(value ? 'admin.audit.yes' : 'admin.audit.no');
    if (typeof value === 'string' && MOMENT.test(value)) return formatMoment(intl.locale, value);
    // An order's status reads as the order list names it; a coded value (a refused login's reason) as its text.
    const status = `admin.status.${String(value)}`;
    if (typeof value === 'string' && /(^|\.)status$/.test(path) && hasMessage(intl.messages, status)) return t(status);
    const coded = `admin.audit.value.${path}.${String(value)}`;
    if (typeof value === 'string' && hasMessage(intl.messages, coded)) return t(coded);
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
  return (
    <>
      <table className="admin-table admin-diff">
        <ColumnHeads columns={[t('admin.audit.field'), ...sides.map((side) => t(`admin.audit.${side}`))]} />
        <tbody>
          {changes.map((change) => (
            <tr key={change.path}>
              <th scope="row">
                <code>{change.path}</code>
              </th>
              {sides.map((side) => (
                <td key={side} className={`admin-diff-${side}`}>
                  {show(change.path, change[side])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {more > 0 && <p className="admin-muted">{t('admin.audit.more', { count: more })}</p>}
      <details className="admin-raw">
        <summary>{t('admin.audit.raw')}</summary>
        <pre>{JSON.stringify({ before, after }, null, 2)}</pre>
      </details>
    </>
  );
}
