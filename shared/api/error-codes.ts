/** The code of every API failure (its body: ApiErrorBody in ./error.ts); zod-free, for the client's first paint. */
export const errorCodes = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'login_challenge',
  'not_found',
  'method_not_allowed',
  'request_timeout',
  'conflict',
  'gone',
  'payload_too_large',
  'uri_too_long',
  'unsupported_media_type',
  'unprocessable',
  'rate_limited',
  'header_too_large',
  'internal',
  'service_unavailable',
] as const;
export type ErrorCode = (typeof errorCodes)[number];
