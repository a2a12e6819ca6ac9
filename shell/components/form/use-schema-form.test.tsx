import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/client';
import { AddressesBody } from '../../../shared/api/checkout';
import { RefundForm } from '../../../shared/api/online-payment';
import { LoginRequest, LostCredentialsRequest, NewPasswordRequest } from '../../../shared/api/selfcare';
import { useSchemaForm } from './use-schema-form';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const input = (id: string) => {
  const element = document.createElement('input');
  element.id = id;
  document.body.append(element);
  return element;
};

/** 'billingAddress.zipcode' -> 'billingAddress-zipcode', as the checkout names its address inputs. */
const dashed = (field: string) => field.replace('.', '-');

describe('useSchemaForm', () => {
  it('refuses invalid input before any request, per field, and focuses the first failing field', async () => {
    input('np-password');
    const confirmation = input('np-passwordConfirmation');
    const { result } = renderHook(() => useSchemaForm({ idPrefix: 'np', order: ['password', 'passwordConfirmation'], schema: NewPasswordRequest }));
    const send = vi.fn<() => Promise<void>>();
    await act(() => result.current.submit({ contactId: 1, accessKey: 'k', password: 'long-enough', passwordConfirmation: 'other' }, send, () => undefined));
    expect(send).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ passwordConfirmation: ['validation.passwordConfirm'] });
    expect(document.activeElement).toBe(confirmation);
  });

  it('words a check without a message key of its own as required or invalid, in message keys', async () => {
    input('refund-amountRappen');
    const { result } = renderHook(() => useSchemaForm({ idPrefix: 'refund', order: ['amountRappen', 'refundedRappen'], schema: RefundForm }));
    const send = vi.fn<() => Promise<void>>();
    await act(() => result.current.submit({ amountRappen: 12, reason: 'broken' }, send, () => undefined));
    expect(send).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ amountRappen: ['validation.invalid'], refundedRappen: ['validation.required'] });
  });

  it("shows the server's field errors on their fields", async () => {
    const email = input('lost-email');
    const { result } = renderHook(() => useSchemaForm({ idPrefix: 'lost', order: ['email'], schema: LostCredentialsRequest }));
    const onError = vi.fn<(error: unknown) => void>();
    await act(() =>
      result.current.submit(
        { email: 'erika@example.ch' },
        () =>
          Promise.reject(new ApiError(400, 'validation_failed', 'Eingaben prüfen', { email: ['Diese E-Mail-Adresse gehört bereits zu einem Kundenkonto.'] })),
        onError,
      ),
    );
    expect(result.current.errors).toEqual({ email: ['Diese E-Mail-Adresse gehört bereits zu einem Kundenkonto.'] });
    expect(document.activeElement).toBe(email);
    expect(onError).not.toHaveBeenCalled();
    expect(result.current.busy).toBe(false);
  });

  it('hands any other failure to onError', async () => {
    const { result } = renderHook(() => useSchemaForm({ idPrefix: 'lost', order: ['email'], schema: LostCredentialsRequest }));
    const onError = vi.fn<(error: unknown) => void>();
    const failure = new ApiError(500, 'internal', 'HTTP 500');
    await act(() => result.current.submit({ email: 'erika@example.ch' }, () => Promise.reject(failure), onError));
    expect(onError).toHaveBeenCalledWith(failure);
    expect(result.current.errors).toEqual({});
  });

  it('sends the parsed payload once: a second submit while the first runs is ignored', async () => {
    const { result } = renderHook(() => useSchemaForm({ idPrefix: 'lost', order: ['email'], schema: LostCredentialsRequest }));
    let finish: (() => void) | undefined;
    const send = vi.fn<(payload: { email: string }) => Promise<void>>(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.submit({ email: '  erika@example.ch ' }, send, () => undefined);
    });
    expect(result.current.busy).toBe(true);
    await act(() => result.current.submit({ email: 'erika@example.ch' }, send, () => undefined));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ email: 'erika@example.ch' });
    await act(async () => {
      finish?.();
      await first;
    });
    expect(result.current.busy).toBe(false);
  });

  it('keys the errors of a nested payload by path and focuses the element the form names', async () => {
    const zipcode = input('billingAddress-zipcode');
    const { result } = renderHook(() =>
      useSchemaForm({ idPrefix: 'guest', order: ['email', 'billingAddress.zipcode'], schema: AddressesBody, keys: 'path', elementId: dashed }),
    );
    const address = { sex: 'f', firstname: 'Erika', lastname: 'Muster', address1: 'Weg 1', zipcode: '12', city: 'Root', country: 'CH' };
    await act(() =>
      result.current.submit({ kind: 'guest', email: 'erika@example.ch', billingAddress: address, deliveryAddress: null }, vi.fn(), () => undefined),
    );
    expect(Object.keys(result.current.errors)).toEqual(['billingAddress.zipcode']);
    expect(document.activeElement).toBe(zipcode);
  });

  it("tells the server's field errors from its own", async () => {
    const { result } = renderHook(() => useSchemaForm({ idPrefix: 'lost', order: ['email'], schema: LostCredentialsRequest }));
    await act(() => result.current.submit({ email: 'no' }, vi.fn(), () => undefined));
    expect(result.current.origin).toBe('schema');
    await act(() =>
      result.current.submit(
        { email: 'erika@example.ch' },
        () => Promise.reject(new ApiError(400, 'validation_failed', 'x', { email: ['taken'] })),
        () => undefined,
      ),
    );
    expect(result.current.origin).toBe('server');
  });

  it('hands a field error answer to onError when the form does not show server fields', async () => {
    const { result } = renderHook(() => useSchemaForm({ idPrefix: 'login', order: ['username', 'password'], schema: LoginRequest, serverFields: false }));
    const onError = vi.fn<(error: unknown) => void>();
    const refused = new ApiError(400, 'validation_failed', 'x', { username: ['unknown'] });
    await act(() => result.current.submit({ username: 'erika', password: 'secret' }, () => Promise.reject(refused), onError));
    expect(onError).toHaveBeenCalledWith(refused);
    expect(result.current.errors).toEqual({});
  });

  it('gives each kit field its id prefix, name and messages, disabled while the form is sent unless it keeps them enabled', async () => {
    const locked = renderHook(() => useSchemaForm({ idPrefix: 'lost', order: ['email'], schema: LostCredentialsRequest }));
    await act(() => locked.result.current.submit({ email: 'no' }, vi.fn(), () => undefined));
    expect(locked.result.current.field('email')).toEqual({ idPrefix: 'lost', name: 'email', messages: ['validation.email'], disabled: false });
    let finish: (() => void) | undefined;
    const pending = () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      });
    act(() => void locked.result.current.submit({ email: 'erika@example.ch' }, pending, () => undefined));
    expect(locked.result.current.field('email').disabled).toBe(true);
    await act(async () => finish?.());

    const open = renderHook(() => useSchemaForm({ idPrefix: 'login', order: ['username'], schema: LoginRequest, lockWhileBusy: false }));
    act(() => void open.result.current.submit({ username: 'erika', password: 'secret' }, pending, () => undefined));
    expect(open.result.current.busy).toBe(true);
    expect(open.result.current.field('username').disabled).toBe(false);
    await act(async () => finish?.());
  });
});
