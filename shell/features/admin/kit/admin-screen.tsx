import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import type { StaffMember } from '../../../../shared/api/admin-staff';
import type { StaffRole } from '../../../../shared/domain/staff/roles';
import type { MessageKey } from '../../../../shared/i18n/messages';
import { useT } from '../../../../ui/intl/use-t';
import type { Resource } from '../../../lib/use-resource';
import { StaffPage } from '../admin-layout';
import { LoadState } from '../../../components/load-state';

interface ScreenProps {
  /** Who may see the screen (default: every member of staff). */
  roles?: readonly StaffRole[];
}

/** A back office screen with a fixed title: it states only its title, who may see it and its content (given who is logged in, where it needs that). */
export function AdminScreen({ title, roles, children }: ScreenProps & { title: MessageKey; children: ReactNode | ((me: StaffMember) => ReactNode) }) {
  const t = useT();
  return (
    <StaffPage title={t(title)} roles={roles}>
      {(me) => (typeof children === 'function' ? children(me) : children)}
    </StaffPage>
  );
}

/** The page component of a screen with a fixed title, declared in one line: `export const AdminXPage = adminScreen('admin.x.title', roles, X)`. */
export function adminScreen(title: MessageKey, roles: readonly StaffRole[] | undefined, Content: ComponentType<{ me: StaffMember }>) {
  return function Screen() {
    return (
      <AdminScreen title={title} roles={roles}>
        {(me) => <Content me={me} />}
      </AdminScreen>
    );
  };
}

interface DetailProps<T> extends ScreenProps {
  /** The thing's own title once loaded, a general one before. */
  title: string;
  /** The link back to the list the thing belongs to. */
  back: { to: string; text: MessageKey };
  resource: Resource<T>;
  children: (data: T) => ReactNode;
}

/** A back office screen of one thing (an order, a mail, a product, a page): the way back to its list, then the thing or its loading and failure. */
export function AdminDetailScreen<T>({ title, roles, back, resource, children }: DetailProps<T>) {
  const t = useT();
  return (
    <StaffPage title={title} roles={roles}>
      {() => (
        <>
          <p>
            <Link to={back.to}>{t(back.text)}</Link>
          </p>
          {resource.status === 'ready' ? children(resource.data) : <LoadState resource={resource} />}
        </>
      )}
    </StaffPage>
  );
}
