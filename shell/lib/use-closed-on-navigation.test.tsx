import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useClosedOnNavigation } from './use-closed-on-navigation';

afterEach(cleanup);

function Menu() {
  const [open, setOpen] = useClosedOnNavigation();
  return (
    <>
      <button type="button" aria-expanded={open} onClick={() => setOpen(true)}>
        menu
      </button>
      <Link to="/de/a">same page</Link>
      <Link to="/de/b#top">other page</Link>
    </>
  );
}

const expanded = () => screen.getByRole('button', { name: 'menu' }).getAttribute('aria-expanded');

describe('useClosedOnNavigation', () => {
  it('stays open on the same route and closes when a link leads elsewhere', () => {
    render(
      <MemoryRouter initialEntries={['/de/a']}>
        <Menu />
      </MemoryRouter>,
    );
    act(() => fireEvent.click(screen.getByRole('button', { name: 'menu' })));
    act(() => fireEvent.click(screen.getByRole('link', { name: 'same page' })));
    expect(expanded()).toBe('true');
    act(() => fireEvent.click(screen.getByRole('link', { name: 'other page' })));
    expect(expanded()).toBe('false');
  });
});
