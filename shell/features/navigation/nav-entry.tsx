import { useId } from 'react';
import type { NavigationItem } from '../../../shared/api/cms';
import { NavDisclosure } from './nav-disclosure';
import { NavLink } from './nav-link';

/** One list item of a menu at any depth: a title with its group, a sub-menu, or a link. */
export function NavEntry({ item, depth }: { item: NavigationItem; depth: number }) {
  if (item.type === 'title') return <NavTitle item={item} depth={depth} />;
  if (item.linkType === 'noLink' && item.subItems.length > 0) {
    return (
      <li className="nav-item" data-link-type={item.linkType}>
        <NavDisclosure item={item} depth={depth}>
          {item.subItems.map((sub) => (
            <NavEntry key={sub.id} item={sub} depth={depth + 1} />
          ))}
        </NavDisclosure>
      </li>
    );
  }
  return (
    <li className="nav-item" data-link-type={item.linkType}>
      <NavLink item={item} />
    </li>
  );
}

/** An item of type 'title': styled as a title, its sub-items listed beneath it as a labelled group. */
function NavTitle({ item, depth }: { item: NavigationItem; depth: number }) {
  const id = useId();
  return (
    <li className="nav-group" data-type="title">
      <span className="nav-title" id={id}>
        {item.text}
      </span>
      {item.subItems.length > 0 && (
        <ul aria-labelledby={id}>
          {item.subItems.map((sub) => (
            <NavEntry key={sub.id} item={sub} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}
