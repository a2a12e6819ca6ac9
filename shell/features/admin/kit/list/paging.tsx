import { Link } from 'react-router';
import { useT } from '../../../../../ui/intl/use-t';
import type { ListWording } from './list-wording';

interface Props {
  wording: ListWording;
  /** The page shown starts below this id; null on the newest page. */
  before: number | null;
  /** The id the next (older) page starts below; null on the last page. */
  older: number | null;
  pageLink: (before: number | null) => string;
}

/** A list's paging: to the newest entries from a later page, and to older ones while there are more. */
export function Paging({ wording, before, older, pageLink }: Props) {
  const t = useT();
  return (
    <nav className="admin-paging" aria-label={t(`${wording}.paging`)}>
      {before !== null && <Link to={pageLink(null)}>{t(`${wording}.newest`)}</Link>}
      {older !== null && <Link to={pageLink(older)}>{t(`${wording}.older`)}</Link>}
    </nav>
  );
}
