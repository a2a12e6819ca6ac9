import { describe, expect, it, vi } from 'vitest';
import { prime, takePrimed } from './primed';

describe('primed requests', () => {
  it('hands out a primed promise once, then loads afresh', async () => {
    const first = vi.fn<() => Promise<string>>(async () => 'primed');
    prime('k', first);
    const load = vi.fn<() => Promise<string>>(async () => 'fresh');
    expect(await takePrimed('k', load)).toBe('primed');
    expect(await takePrimed('k', load)).toBe('fresh');
    expect(first).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledOnce();
  });
});
