import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterLinks } from './filter-links';
import { useListSearch } from './use-list-search';

afterEach(cleanup);

function States() {
  const { filters, filterLink } = useListSearch(['state', 'q']);
  return (
    <FilterLinks
      label="States"
      current={filters.state}
      options={['', 'ready', 'failed'].map((value) => ({ value, text: value || 'all' }))}
      linkTo={(state) => filterLink({ state })}
    />
  );
}

const renderAt = (address: string) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <States />
    </MemoryRouter>,
  );
const link = (name: string) => screen.getByRole('link', { name });

describe('FilterLinks', () => {
  it('links each value with the other filters kept, from the first page, and "all" without the parameter', () => {
    renderAt('/admin/production?state=ready&q=x&before=12');
    expect(link('failed').getAttribute('href')).toBe('/admin/production?state=failed&q=x');
    expect(link('all').getAttribute('href')).toBe('/admin/production?q=x');
  });

  it('marks the value in the address as the current one', () => {
    renderAt('/admin/production?state=failed');
    expect(link('failed').getAttribute('aria-current')).toBe('page');
    expect(link('all').getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('group', { name: 'States' })).toBeTruthy();
  });
});
