import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FactList } from './fact-list';

afterEach(cleanup);

describe('FactList', () => {
  it('shows each fact as a term and its value, in order', () => {
    render(
      <FactList
        className="facts"
        facts={[
          { label: 'Name', value: 'Anna' },
          { label: 'Role', value: 'Office', testId: 'role' },
        ]}
      />,
    );
    expect([...document.querySelectorAll('dt, dd')].map((node) => node.textContent)).toEqual(['Name', 'Anna', 'Role', 'Office']);
    expect(screen.getByTestId('role').tagName).toBe('DD');
  });

  it('leaves out a fact that does not apply', () => {
    render(<FactList className="facts" facts={[{ label: 'Name', value: 'Anna' }, false, null]} />);
    expect(document.querySelectorAll('dt')).toHaveLength(1);
  });
});
