import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ApiErrorBody, type ErrorCode } from '../../shared/api/error';

/** Asserts the one error shape with the given status and code; returns the parsed body. */
export function expectError(response: LightMyRequestResponse, status: number, code: ErrorCode): ApiErrorBody {
  expect(response.statusCode, response.body).toBe(status);
  const body = ApiErrorBody.parse(response.json());
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(0);
  return body;
}
