import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Option {
  /** The filter's value; '' for none (all). */
  value: string;
  text: ReactNode;
  testId?: string;
}

interface Props {
  /** The filter's value now. */
  current: string;
  options: readonly Option[];
  /** The link to the list filtered by a value (the list search's `filterLink`). */
  linkTo: (value: string) => string;
  /** The group's name, where it has one. */
  label?: string;
}

/** A filter of a few values as links, one of them current: each is an address that can be linked and goes back. */
export function FilterLinks({ current, options, linkTo, label }: Props) {
  return (
    <div className="admin-switch" role={label ? 'group' : undefined} aria-label={label}>
      {options.map((option) => (
        <Link key={option.value} to={linkTo(option.value)} aria-current={option.value === current ? 'page' : undefined} data-testid={option.testId}>
          {option.text}
        </Link>
      ))}
    </div>
  );
}
