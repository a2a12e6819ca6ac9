import { Fragment, type ReactNode } from 'react';

/** One named fact: what it is (a shown text, unique in its list) and its value. */
export interface Fact {
  label: string;
  value: ReactNode;
  testId?: string;
  className?: string;
}

/**
 * A list of named facts (an order's overview, an account's data) as one definition list. A fact
 * that does not apply is given as `false` or `null` and left out, so a list reads as one table.
 */
export function FactList({ facts, className, testId }: { facts: readonly (Fact | false | null)[]; className: string; testId?: string }) {
  return (
    <dl className={className} data-testid={testId}>
      {facts
        .filter((fact): fact is Fact => Boolean(fact))
        .map((fact) => (
          <Fragment key={fact.label}>
            <dt>{fact.label}</dt>
            <dd className={fact.className} data-testid={fact.testId}>
              {fact.value}
            </dd>
          </Fragment>
        ))}
    </dl>
  );
}
