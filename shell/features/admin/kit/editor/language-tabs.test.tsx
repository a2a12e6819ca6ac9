import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../../../shared/i18n/locales';
import { LanguageTabs } from './language-tabs';

afterEach(cleanup);

describe('LanguageTabs', () => {
  it('has a tab per shop language, the failing ones marked, and the arrows choose the next', () => {
    const onChange = vi.fn<(language: Locale) => void>();
    render(
      <LanguageTabs idPrefix="texts-tab" panelId="texts" value="de" onChange={onChange} label="Language" failingIn={(l) => l === 'it'}>
        {(l) => l.toUpperCase()}
      </LanguageTabs>,
    );
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => [tab.id, tab.textContent])).toEqual([
      ['texts-tab-de', 'DE'],
      ['texts-tab-fr', 'FR'],
      ['texts-tab-it', 'IT'],
      ['texts-tab-en', 'EN'],
    ]);
    expect(tabs.filter((tab) => tab.classList.contains('has-error')).map((tab) => tab.id)).toEqual(['texts-tab-it']);
    fireEvent.keyDown(tabs[0] as HTMLElement, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenCalledWith('fr');
  });
});
