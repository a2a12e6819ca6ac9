import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from '../../../ui/intl/intl-provider';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageLoadingBar } from './page-loading-bar';
import type { Catalogue } from '../../../shared/i18n/messages';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A router whose /next page's loader takes `ms`; the bar sits in the root layout. */
function renderBar(ms: number) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <IntlProvider locale="de" messages={{ 'nav.loadingBar': 'Seite wird geladen' } as Catalogue}>
          <PageLoadingBar />
          <Outlet />
        </IntlProvider>
      ),
      children: [
        { index: true, element: <p>start</p> },
        { path: 'next', loader: () => delay(ms).then(() => null), element: <p>next</p> },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('PageLoadingBar', () => {
  it('stays hidden for navigations faster than 200 ms', async () => {
    vi.useFakeTimers();
    const router = renderBar(150);
    act(() => void router.navigate('/next'));
    await act(async () => vi.advanceTimersByTimeAsync(190));
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('next')).toBeTruthy();
  });

  it('shows during a slow navigation and goes away after', async () => {
    vi.useFakeTimers();
    const router = renderBar(1000);
    act(() => void router.navigate('/next'));
    await act(async () => vi.advanceTimersByTimeAsync(250));
    expect(screen.getByRole('progressbar', { name: 'Seite wird geladen' })).toBeTruthy();
    // The loader ends at 1000 ms; the bar then fills up and fades for 400 ms.
    await act(async () => vi.advanceTimersByTimeAsync(800));
    expect(screen.getByText('next')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
