import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEXT_DEFAULTS, type FontId, type FontWeight, type TextItemSpecs } from '../../../../shared/domain/text';
import { FontBaseContext } from '../text/use-text-fonts';
import { useTextsWithFonts } from './use-texts-with-fonts';

const title: TextItemSpecs = { ...TEXT_DEFAULTS, text: 'Grosi 80', font: 'lora', weight: 'bold', x: 100, y: 50 };
const date: TextItemSpecs = { ...TEXT_DEFAULTS, text: '12. Mai 2026', font: 'oswald', x: 100, y: 150 };
const subtitle: TextItemSpecs = { ...title, text: 'Familie Müller', y: 80 };

/** A font loader whose loads the test settles, one by one. */
function heldLoader() {
  const held = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const load = vi.fn<(base: string, font: FontId, weight: FontWeight) => Promise<void>>(
    (base, font, weight) =>
      new Promise<void>((resolve, reject) => {
        held.set(`${base}|${font}/${weight}`, { resolve, reject });
      }),
  );
  return { load, held };
}

afterEach(cleanup);

function Shown({ texts, load }: { texts: readonly TextItemSpecs[]; load: ReturnType<typeof heldLoader>['load'] }) {
  return (
    <p data-testid="shown">
      {useTextsWithFonts(texts, load)
        .map((text) => text.text)
        .join(' | ')}
    </p>
  );
}

describe('the texts a preview paints', () => {
  it('are those whose fonts have arrived, or failed; each arrival draws again', async () => {
    const { load, held } = heldLoader();
    const view = render(
      <FontBaseContext.Provider value="https://shop.example">
        <Shown texts={[title, date, subtitle]} load={load} />
      </FontBaseContext.Provider>,
    );
    const shown = () => view.getByTestId('shown').textContent;
    // One load per cut, from the shop's base: the title and the subtitle share theirs.
    expect(load.mock.calls.map(([base, font, weight]) => `${base}|${font}/${weight}`)).toEqual([
      'https://shop.example|lora/bold',
      'https://shop.example|oswald/regular',
    ]);
    expect(shown()).toBe('');
    await act(async () => held.get('https://shop.example|oswald/regular')?.resolve());
    expect(shown()).toBe('12. Mai 2026');
    // A font that could not be had: its fallback shows rather than no text at all.
    await act(async () => held.get('https://shop.example|lora/bold')?.reject(new Error('404')));
    expect(shown()).toBe('Grosi 80 | 12. Mai 2026 | Familie Müller');
  });

  it('ask for nothing again when the same fonts come in a new array', async () => {
    const { load, held } = heldLoader();
    const view = render(<Shown texts={[date]} load={load} />);
    await act(async () => held.get('|oswald/regular')?.resolve());
    view.rerender(<Shown texts={[{ ...date, text: '13. Mai 2026' }]} load={load} />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(view.getByTestId('shown').textContent).toBe('13. Mai 2026');
  });
});
