/** A page whose content the spec does not show yet: its title and what it will hold. */
export function PlaceholderPage({ title, text, testId }: { title: string; text: string; testId: string }) {
  return (
    <section className="placeholder-page" data-testid={testId}>
      <h1>{title}</h1>
      <p className="lead">{text}</p>
    </section>
  );
}
