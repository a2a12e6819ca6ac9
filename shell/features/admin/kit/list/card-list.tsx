import type { ReactNode } from 'react';

interface Props<Item> {
  items: readonly Item[];
  testId: string;
  renderCard: (item: Item) => ReactNode;
}

/** Rows that each hold a card with its own form (a bank credit to settle, a refund to pay back). */
export function CardList<Item extends { id: number }>({ items, testId, renderCard }: Props<Item>) {
  return (
    <ul className="admin-credits" data-testid={testId}>
      {items.map((item) => (
        <li key={item.id}>{renderCard(item)}</li>
      ))}
    </ul>
  );
}
