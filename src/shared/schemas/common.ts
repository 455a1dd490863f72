import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../constants';

// Every schema file imports `z` from here, so this error map is always in
// force, on the server and in the browser alike: a missing field reads
// "Full name is required", never "expected string, received undefined".
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) {
      const last = issue.path?.[issue.path.length - 1];
      return typeof last === 'string' ? `${humanize(last)} is required` : 'This field is required';
    }
    if (issue.code === 'invalid_type') {
      const last = issue.path?.[issue.path.length - 1];
      return typeof last === 'string'
        ? `${humanize(last)} must be a ${issue.expected}`
        : `Expected a ${issue.expected}`;
    }
    return undefined;
  },
});

/** `fullName` → "Full name". */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export { z };

/**
 * A timestamp that is a `Date` in code and an ISO string on the wire: the
 * server's response serializer encodes it, the client's `parse` decodes it.
 */
export const timestampSchema = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (value) => new Date(value),
  encode: (date) => date.toISOString(),
});

/** A trimmed, lower-cased e-mail address (the form the database stores). */
export const emailSchema = (message = 'Invalid email address') =>
  z
    .string()
    .trim()
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email(message))
    .transform((v) => v.toLowerCase());

export const newPasswordSchema = (message = `Password must be at least ${PASSWORD_MIN} characters`) =>
  z.string().min(PASSWORD_MIN, message).max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** An optional text field from a form: empty or whitespace becomes undefined. */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** `{id}` in a URL. Not checked as a UUID here: a malformed id is simply not found (404, not 400). */
export const idParamsSchema = z.object({ id: z.string().max(100) });
