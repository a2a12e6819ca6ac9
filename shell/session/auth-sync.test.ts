import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceAuthChange, watchAuthToken } from './auth-sync';

const setCookie = (value: string | null) => {
  document.cookie = value === null ? 'auth_token=; path=/; max-age=0' : `auth_token=${value}; path=/`;
};

describe('watchAuthToken', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    setCookie(null);
  });

  it('re-reads the cookie when the tab becomes visible or gains focus', () => {
    const seen: (string | null)[] = [];
    stop = watchAuthToken((token) => seen.push(token));
    setCookie('abc');
    document.dispatchEvent(new Event('visibilitychange'));
    setCookie(null);
    window.dispatchEvent(new Event('focus'));
    expect(seen).toEqual(['abc', null]);
  });

  it('takes the state another tab announces (its cookie may not be visible here yet)', async () => {
    const onToken = vi.fn<(token: string | null) => void>();
    stop = watchAuthToken(onToken);
    announceAuthChange('from-other-tab');
    await vi.waitFor(() => expect(onToken).toHaveBeenCalledWith('from-other-tab'));
    announceAuthChange(null);
    await vi.waitFor(() => expect(onToken).toHaveBeenLastCalledWith(null));
  });

  it('ignores foreign messages on the channel', async () => {
    const onToken = vi.fn<(token: string | null) => void>();
    stop = watchAuthToken(onToken);
    const foreign = new BroadcastChannel('printshop-auth');
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
    foreign.postMessage('logged out, trust me');
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
    foreign.postMessage({ token: 42 });
    announceAuthChange('real');
    await vi.waitFor(() => expect(onToken).toHaveBeenCalledWith('real'));
    foreign.close();
    expect(onToken).toHaveBeenCalledTimes(1);
  });

  it('stops listening when unsubscribed', () => {
    const onToken = vi.fn<(token: string | null) => void>();
    watchAuthToken(onToken)();
    window.dispatchEvent(new Event('focus'));
    expect(onToken).not.toHaveBeenCalled();
  });
});
