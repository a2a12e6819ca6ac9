import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ColumnHeads } from './column-heads';

afterEach(cleanup);

describe('ColumnHeads', () => {
  it('heads each column in order, a set-apart column with its class', () => {
    render(
      <table>
        <ColumnHeads columns={['Order', { text: 'Total', className: 'amount' }]} />
      </table>,
    );
    const heads = screen.getAllByRole('columnheader');
    expect(heads.map((head) => [head.textContent, head.className])).toEqual([
      ['Order', ''],
      ['Total', 'amount'],
    ]);
  });
});
