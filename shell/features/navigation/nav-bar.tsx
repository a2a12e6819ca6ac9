import type { KeyboardEvent } from 'react';
import type { NavigationItem } from '../../../shared/api/cms';
import { NavEntry } from './nav-entry';

function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
  const list = event.currentTarget;
  const tops = [...list.children].map((li) => li.querySelector<HTMLElement>(':scope > a, :scope > button, :scope > .nav-disclosure > button'));
  const controls = tops.filter((c): c is HTMLElement => c !== null);
  const index = controls.indexOf(document.activeElement as HTMLElement);
  if (index < 0) return;
  event.preventDefault();
  const step = event.key === 'ArrowRight' ? 1 : -1;
  controls[(index + step + controls.length) % controls.length]?.focus();
}

/** A top-level list (left `main` or right `header`); Left/Right arrows move between its items. */
export function NavBar({ items, label, className }: { items: NavigationItem[]; label: string; className: string }) {
  return (
    <nav className={className} aria-label={label}>
      <ul className="nav-bar" onKeyDown={onKeyDown}>
        {items.map((item) => (
          <NavEntry key={item.id} item={item} depth={0} />
        ))}
      </ul>
    </nav>
  );
}
