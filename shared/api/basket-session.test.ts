import { describe, expect, it } from 'vitest';
import { basketSessionGate } from './basket-session';
import { createApiClient, type FetchLike } from './client';
import { type DraftState, putConfiguratorDraft } from './drafts';
import { login } from './selfcare';

/** An answer the test gives when it chooses, to see what waits for it. */
function later<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('basketSessionGate', () => {
  it('asks the server once for writes that start together', async () => {
    let asked = 0;
    const answer = later();
    const gate = basketSessionGate(() => (asked++, answer.promise));
    const writes = Promise.all([gate.ready(), gate.ready(), gate.ready()]);
    answer.resolve();
    await writes;
    await gate.ready();
    expect(asked).toBe(1);
  });

  it('asks again after a failed ask, and lets the writes that waited go on', async () => {
    const answers = [later(), later()];
    let asked = 0;
    const gate = basketSessionGate(() => answers[asked++]!.promise);
    const waiting = gate.ready();
    answers[0]!.reject(new Error('offline'));
    await waiting;
    const next = gate.ready();
    answers[1]!.resolve();
    await next;
    expect(asked).toBe(2);
  });

  it('asks again after a reset', async () => {
    let asked = 0;
    const gate = basketSessionGate(async () => void asked++);
    await gate.ready();
    gate.reset();
    await gate.ready();
    expect(asked).toBe(2);
  });
});

describe('the API client with a basket session', () => {
  const ok = { status: 200, ok: true, json: async () => ({ revision: 1, updatedAt: '2026-11-28T10:00:00.000Z' }), text: async () => '' };

  it('sends a call that opens a session only once the session is there', async () => {
    const session = later();
    const sent: string[] = [];
    const fetch: FetchLike = async (url) => (sent.push(url), ok);
    const api = createApiClient({ baseUrl: '', fetch, language: () => 'de', basketSession: { ready: () => session.promise, reset: () => undefined } });
    const saving = api(putConfiguratorDraft, { params: { productId: 'canvas' }, body: { revision: 0, state: draftState } });
    await Promise.resolve();
    expect(sent).toEqual([]);
    session.resolve();
    await saving;
    expect(sent).toEqual(['/api/configurator/drafts/canvas']);
  });

  it('resets the session after a call that ends it', async () => {
    let resets = 0;
    const api = createApiClient({
      baseUrl: '',
      fetch: async () => ok,
      language: () => 'de',
      basketSession: { ready: async () => undefined, reset: () => void resets++ },
    });
    await api(login, { body: { username: 'anna', password: 'secret-enough' } }).catch(() => undefined);
    expect(resets).toBe(1);
  });
});

const draftState: DraftState = { step: 'productSettings', configuration: {}, quantity: 1, images: [], layout: null, design: {} };
