import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router';
import type { NavigationItem } from '../../../shared/api/cms';
import { basketCountAtom } from '../../state/core';

/** One navigation list; sub-menus open on click (full behaviour arrives with the shell issue). */
export function NavList({ items, className, label }: { items: NavigationItem[]; className: string; label: string }) {
  return (
    <nav className={className} aria-label={label}>
      <ul>
        {items.map((item) => (
          <NavEntry key={item.id} item={item} />
        ))}
      </ul>
    </nav>
  );
}

function NavEntry({ item }: { item: NavigationItem }) {
  const [open, setOpen] = useState(false);
  const basketCount = useAtomValue(basketCountAtom);
  if (item.type === 'title') return <li className="nav-title">{item.text}</li>;
  const href = item.url ? `${item.url}${item.hash ? `#${item.hash}` : ''}` : null;
  let link;
  if (item.linkType === 'noLink' || item.linkType === 'contact' || !href) {
    link = (
      <button type="button" aria-expanded={item.subItems.length ? open : undefined} onClick={() => setOpen((o) => !o)}>
        {item.text}
      </button>
    );
  } else if (item.linkType === 'externalWebsite') {
    link = (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {item.text}
      </a>
    );
  } else {
    link = (
      <Link to={href}>
        {item.text}
        {item.linkType === 'basket' && (
          <span className={basketCount > 0 ? 'badge badge-active' : 'badge'} data-testid="basket-count">
            {basketCount}
          </span>
        )}
      </Link>
    );
  }
  return (
    <li data-link-type={item.linkType}>
      {link}
      {item.subItems.length > 0 && open && (
        <ul className="sub-menu">
          {item.subItems.map((sub) => (
            <NavEntry key={sub.id} item={sub} />
          ))}
        </ul>
      )}
    </li>
  );
}
