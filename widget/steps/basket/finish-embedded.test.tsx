import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DoneDetail } from '../../../shared/api/embed-events';
import { addTextAtom } from '../product-design/text/text-atoms';
import { renderWithPhoto } from '../product-design/text/text-test-store';
import { FinishEmbedded } from './finish-embedded';

afterEach(cleanup);

describe('the embedded finish', () => {
  it('hands the host the design with its texts beside its photos', () => {
    const onDone = vi.fn<(detail: DoneDetail) => void>();
    const store = renderWithPhoto(<FinishEmbedded onDone={onDone} />);
    act(() => store.set(addTextAtom, 'Grosi 80'));
    fireEvent.click(screen.getByRole('button'));
    const items = Object.values(onDone.mock.calls[0]?.[0].design ?? {})[0]?.items ?? [];
    expect(items.map((item) => item.type)).toEqual(['image', 'text']);
    expect(items[1]?.specs).toMatchObject({ text: 'Grosi 80' });
  });
});
