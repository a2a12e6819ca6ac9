import { getPackingSlips, type OrderSelection } from '../../../../shared/api/admin-orders-bulk';
import { toQueryString } from '../../../../shared/api/client';
import { useT } from '../../../../ui/intl/use-t';

/** The packing slips of these orders to download, on A4 paper or A6 labels. */
export function PackingSlipLinks({ selection }: { selection: OrderSelection }) {
  const t = useT();
  return (
    <>
      {(['a4', 'a6'] as const).map((format) => (
        <a
          key={format}
          className="button secondary"
          href={`${getPackingSlips.path}${toQueryString({ ...selection, format })}`}
          download
          data-testid={`admin-packing-slips-${format}`}
        >
          {t(format === 'a4' ? 'admin.bulk.slipsA4' : 'admin.bulk.slipsA6')}
        </a>
      ))}
    </>
  );
}
