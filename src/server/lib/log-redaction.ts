// Secrets never reach the logs: headers and bodies are redacted by path, and
// the logged URL is masked: query values that carry secrets (reset tokens,
// OAuth codes) by key, and personal data wherever it appears.

export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.clientSecret',
  '*.secret',
  '*.apiKey',
  '*.authorization',
  '*.cookie',
];

const SECRET_QUERY_KEYS = new Set([
  'token',
  'code',
  'state',
  'session_id',
  'access_token',
  'id_token',
  'client_secret',
]);

// Not only known keys (issue 24, hole 4): every path segment and query value
// is masked when it holds an e-mail address (also percent-encoded, as in
// `?search=alice%40example.com`), a Stripe object id (a checkout session id
// in `/checkout-session/cs_…`), or a token-like run of 24+ URL-safe
// characters. Our own UUIDs stay: they name rows, not people, and logs need them.
const STRIPE_ID = /\b(?:cs|pi|cus|sub|in|ch|seti|pm|re|evt|bps)_[A-Za-z0-9_]{8,}/g;
const TOKEN_LIKE = /^[A-Za-z0-9_.~=-]{24,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REDACTED = '[Redacted]';

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A path segment (percent-encoded) or query value (decoded already) with its personal data masked; the same string when there is none. */
function redactPart(raw: string, encoded: boolean): string {
  const value = encoded ? decode(raw) : raw;
  if (TOKEN_LIKE.test(value) && !UUID.test(value)) return REDACTED;
  const masked = value.replace(EMAIL, '[email]').replace(STRIPE_ID, REDACTED);
  return masked === value ? raw : masked;
}

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const redactedPath = path
    .split('/')
    .map((segment) => redactPart(segment, true))
    .join('/');
  if (q === -1) return redactedPath;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const [key, value] of [...params.entries()]) {
    const next = SECRET_QUERY_KEYS.has(key.toLowerCase()) ? REDACTED : redactPart(value, false);
    if (next !== value) {
      params.set(key, next);
      changed = true;
    }
  }
  return `${redactedPath}?${changed ? params.toString() : url.slice(q + 1)}`;
}

// Personal data never reaches the logs either: e-mail addresses are masked in
// every log line, and database errors are logged by code and table only —
// never the SQL text or its parameters (a failed INSERT carries the whole row:
// password hash, e-mail, session id).

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

export const redactText = (text: string): string => text.replace(EMAIL, '[email]');

/** Deep copy with every string's e-mail addresses masked (log line objects are small). */
export function redactPersonalData(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((v) => redactPersonalData(v, depth + 1));
  // Errors and requests keep their shape for their serializers (`err` masks errors itself).
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactPersonalData(v, depth + 1)]));
}

type MaybeDbError = {
  name?: unknown;
  code?: unknown;
  table?: unknown;
  constraint?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
  message?: unknown;
  stack?: unknown;
};

/** The pino `err` serializer: database errors by code and table; others with personal data masked. */
type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

export function serializeError(error: unknown): SerializedError {
  const chain: MaybeDbError[] = [];
  for (
    let current: unknown = error;
    current && typeof current === 'object' && chain.length < 5;
    current = (current as MaybeDbError).cause
  )
    chain.push(current as MaybeDbError);
  const isDatabase = chain.some(
    (e) =>
      'query' in e || 'params' in e || (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && 'severity' in e),
  );
  if (isDatabase) {
    const withCode = chain.find((e) => typeof e.code === 'string');
    const withTable = chain.find((e) => typeof e.table === 'string');
    const withConstraint = chain.find((e) => typeof e.constraint === 'string');
    const code = typeof withCode?.code === 'string' ? withCode.code : 'unknown';
    return {
      type: 'DatabaseError',
      message: `database error ${code}`,
      stack: '',
      code,
      ...(withTable ? { table: withTable.table } : {}),
      ...(withConstraint ? { constraint: withConstraint.constraint } : {}),
    };
  }
  const first = chain[0];
  if (!first) return { type: typeof error, message: redactText(String(error)), stack: '' };
  return {
    type: typeof first.name === 'string' ? first.name : 'Error',
    message: redactText(String(first.message ?? '')),
    ...(typeof first.code === 'string' ? { code: first.code } : {}),
    stack: typeof first.stack === 'string' ? redactText(first.stack) : '',
  };
}
