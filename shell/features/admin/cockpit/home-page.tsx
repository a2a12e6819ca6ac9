import { getCockpit } from '../../../../shared/api/cockpit';
import { rolesOf } from '../admin-nav';
import { useAdminSession } from '../admin-session';
import { AdminOrdersPage } from '../orders-page';
import { AdminCockpitPage } from './cockpit-page';

/** The back office's first page (/admin): the cockpit for those who may read its figures, the order list for the workshop. */
export function AdminHomePage() {
  const { me } = useAdminSession();
  return me && !rolesOf(getCockpit).includes(me.role) ? <AdminOrdersPage /> : <AdminCockpitPage />;
}
