import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSubmitGuard } from './use-submit-guard';

afterEach(cleanup);

describe('useSubmitGuard', () => {
  it('runs one task at a time and is busy meanwhile', async () => {
    const { result } = renderHook(() => useSubmitGuard());
    let finish: (() => void) | undefined;
    const task = vi.fn<() => Promise<void>>(() => new Promise<void>((resolve) => (finish = resolve)));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.run(task);
    });
    expect(result.current.busy).toBe(true);
    await act(() => result.current.run(task));
    expect(task).toHaveBeenCalledOnce();
    await act(async () => {
      finish?.();
      await first;
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.isRunning()).toBe(false);
  });

  it('is free again after a task that failed', async () => {
    const { result } = renderHook(() => useSubmitGuard());
    await act(() => result.current.run(() => Promise.reject(new Error('no answer'))).catch(() => undefined));
    expect(result.current.busy).toBe(false);
    expect(result.current.isRunning()).toBe(false);
  });
});
