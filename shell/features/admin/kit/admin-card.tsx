import type { ReactNode, Ref } from 'react';

interface Props {
  /** The section's own id, where a link leads to it. */
  id?: string;
  /** The heading's element id, which names the section. */
  labelId: string;
  title: ReactNode;
  /** Across the whole width of a detail screen's grid. */
  wide?: boolean;
  className?: string;
  testId?: string;
  /** A heading the focus can be sent back to (after the section's list changed). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** A card of a back office screen: a section named by its heading. */
export function AdminCard({ id, labelId, title, wide, className, testId, headingRef, children }: Props) {
  const classes = ['panel admin-card', wide && 'admin-wide', className].filter(Boolean).join(' ');
  return (
    <section id={id} className={classes} aria-labelledby={labelId} data-testid={testId}>
      <h2 id={labelId} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </h2>
      {children}
    </section>
  );
}
