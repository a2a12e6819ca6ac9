import { Link } from 'react-router';

interface Props {
  label: string;
  /** Shown on a later page: back to the newest. */
  newest: { show: boolean; label: string };
  /** The id the next (older) page starts below; null on the last page. */
  older: { before: number | null; label: string };
  pageLink: (before: number | null) => string;
}

/** A list's paging: to the newest entries, and to older ones while there are more. */
export function Paging({ label, newest, older, pageLink }: Props) {
  return (
    <nav className="admin-paging" aria-label={label}>
      {newest.show && <Link to={pageLink(null)}>{newest.label}</Link>}
      {older.before !== null && <Link to={pageLink(older.before)}>{older.label}</Link>}
    </nav>
  );
}
