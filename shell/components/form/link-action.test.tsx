import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/client';
import { linkKeyOf, useLinkAction } from './link-action';

afterEach(cleanup);

const KEY = 'a'.repeat(32);
type Request = () => Promise<string>;
const hook = (request: Request, done = vi.fn<(answer: string) => void>(), refusedWith?: number[]) =>
  renderHook(() => useLinkAction({ link: linkKeyOf(KEY), request, done, refusedWith, what: 'test' }));

describe('useLinkAction', () => {
  it('is broken from the start for a key of the wrong shape, and never asks the server', () => {
    const request = vi.fn<Request>(() => Promise.resolve('ok'));
    const { result } = renderHook(() => useLinkAction({ link: linkKeyOf('short'), request, done: vi.fn<(answer: string) => void>(), what: 'test' }));
    act(() => result.current.run());
    expect(result.current.state).toBe('broken');
    expect(request).not.toHaveBeenCalled();
  });

  it('hands the answer on, and asks once while busy', async () => {
    const done = vi.fn<(answer: string) => void>();
    let answer: ((value: string) => void) | undefined;
    const request = vi.fn<Request>(() => new Promise<string>((resolve) => (answer = resolve)));
    const { result } = hook(request, done);
    act(() => result.current.run());
    expect(result.current.state).toBe('busy');
    act(() => result.current.run());
    await act(async () => answer?.('ok'));
    expect(request).toHaveBeenCalledOnce();
    expect(done).toHaveBeenCalledWith('ok');
  });

  it('tells a refused link from a failure', async () => {
    const refused = hook(() => Promise.reject(new ApiError(401, 'unauthorized', 'no')), undefined, [401]);
    await act(async () => refused.result.current.run());
    expect(refused.result.current.state).toBe('broken');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = hook(() => Promise.reject(new ApiError(401, 'unauthorized', 'no')));
    await act(async () => failed.result.current.run());
    expect(failed.result.current.state).toBe('failed');
  });
});
