import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense, use } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type ImportTexts, textLoader } from './load-texts';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>could not load</p> : this.props.children;
  }
}

describe('textLoader under React’s use()', () => {
  it('shows a failed file as an error instead of importing it again and again', async () => {
    const importTexts = vi.fn<ImportTexts>(() => Promise.reject(new Error('offline')));
    const load = textLoader(importTexts);
    function Texts() {
      return <p>{Object.keys(use(load('configurator-de'))).length}</p>;
    }
    await act(async () => {
      render(
        <Boundary>
          <Suspense fallback={<p>loading</p>}>
            <Texts />
          </Suspense>
        </Boundary>,
      );
    });
    expect(await screen.findByText('could not load')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(importTexts).toHaveBeenCalledTimes(1);
  });
});
