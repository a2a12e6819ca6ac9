import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackLoading } from '../../lib/loading-tracker';
import { PageLoadingBar } from './page-loading-bar';
import type { Catalogue } from '../../../shared/i18n/messages';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function renderBar() {
  render(
    <IntlProvider locale="de" messages={{ 'nav.loadingBar': 'Seite wird geladen' } as Catalogue}>
      <PageLoadingBar />
    </IntlProvider>,
  );
}

describe('PageLoadingBar', () => {
  it('stays hidden for loads faster than 200 ms', async () => {
    vi.useFakeTimers();
    renderBar();
    act(() => void trackLoading(delay(150)));
    await act(async () => vi.advanceTimersByTimeAsync(190));
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows during a slow load and goes away after', async () => {
    vi.useFakeTimers();
    renderBar();
    act(() => void trackLoading(delay(1000)));
    await act(async () => vi.advanceTimersByTimeAsync(250));
    expect(screen.getByRole('progressbar', { name: 'Seite wird geladen' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(1200));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
