import { cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminCard } from './admin-card';

afterEach(cleanup);

describe('AdminCard', () => {
  it('is a section named by its heading', () => {
    render(
      <AdminCard labelId="order-items" title="Items" wide testId="items">
        <p>one</p>
      </AdminCard>,
    );
    const section = screen.getByRole('region', { name: 'Items' });
    expect(section.className).toBe('panel admin-card admin-wide');
    expect(screen.getByTestId('items')).toBe(section);
  });

  it('lets the focus go back to its heading when asked for', () => {
    const headingRef = createRef<HTMLHeadingElement>();
    render(
      <AdminCard labelId="credits" title="Credits" headingRef={headingRef}>
        <p>one</p>
      </AdminCard>,
    );
    expect(headingRef.current?.tabIndex).toBe(-1);
  });
});
