import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminTable } from './admin-table';

afterEach(cleanup);

const body = (
  <tbody>
    <tr>
      <td>one</td>
    </tr>
  </tbody>
);

describe('AdminTable', () => {
  it('frames the table in a region the keyboard reaches, named by its heading', () => {
    render(
      <>
        <h2 id="books-vat">VAT return</h2>
        <AdminTable label={{ labelledBy: 'books-vat' }} testId="books">
          {body}
        </AdminTable>
      </>,
    );
    const frame = screen.getByRole('region', { name: 'VAT return' });
    expect(frame.tabIndex).toBe(0);
    expect(frame.className).toBe('admin-table-wrap');
    expect(frame.firstElementChild).toBe(screen.getByTestId('books'));
    expect(screen.getByTestId('books').className).toBe('admin-table');
    expect(screen.getByRole('table', { name: 'VAT return' })).toBe(screen.getByTestId('books'));
  });

  it('takes a name of its own and a class for the table', () => {
    render(
      <AdminTable label={{ text: 'Uses of SPRING' }} className="partner-ledger-table">
        {body}
      </AdminTable>,
    );
    expect(screen.getByRole('region', { name: 'Uses of SPRING' }).querySelector('table')?.className).toBe('admin-table partner-ledger-table');
  });

  it('names the frame and the table with one text, written once', () => {
    render(<AdminTable label={{ text: 'Uses of SPRING' }}>{body}</AdminTable>);
    const table = screen.getByRole('table', { name: 'Uses of SPRING' });
    expect(screen.getByRole('region', { name: 'Uses of SPRING' }).firstElementChild).toBe(table);
    expect(screen.getAllByText('Uses of SPRING')).toHaveLength(1);
  });
});
