import type { ReactNode, Ref } from 'react';

/**
 * A section of the account page (heading care-<name>-title, test id selfcare-<name>). A section
 * that changes data has a status line that announces what changed, and a heading the focus can go
 * back to (`headingRef`).
 */
export function CareSection({
  name,
  title,
  status,
  headingRef,
  children,
}: {
  name: 'summary' | 'orders' | 'addresses' | 'contact' | 'password';
  title: string;
  status?: string | null;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <section className="panel care-section" aria-labelledby={`care-${name}-title`} data-testid={`selfcare-${name}`}>
      <h2 id={`care-${name}-title`} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </h2>
      {status !== undefined && (
        <p className="care-status" role="status" data-testid={`selfcare-${name}-status`}>
          {status}
        </p>
      )}
      {children}
    </section>
  );
}
