import { z } from 'zod';

/** Every error the API returns carries one of these codes (`{ message, code }`). */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'INSUFFICIENT_CREDITS',
  'FORBIDDEN',
  'ACCOUNT_SUSPENDED',
  'EMAIL_NOT_VERIFIED',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'RATE_LIMITED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  'UPSTREAM_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  INSUFFICIENT_CREDITS: 402,
  FORBIDDEN: 403,
  // A suspended account: its own code, so callers (Google sign-in) can tell it from other refusals.
  ACCOUNT_SUSPENDED: 403,
  // Buying and publishing wait for a confirmed e-mail address (decision 091); the web offers the link again.
  EMAIL_NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  // A known /api path asked with a method it does not take; `Allow` lists the ones it does.
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  UPSTREAM_ERROR: 502,
};

export const errorBodySchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  /** Field path → first message, for validation errors. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const INSUFFICIENT_CREDITS_MESSAGE = 'Insufficient credits';
