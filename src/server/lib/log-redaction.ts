// Secrets never reach the logs: headers and bodies are redacted by path, and
// query-string values that carry secrets (reset tokens, OAuth codes, Stripe
// session ids) are masked in the logged URL.

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

const SECRET_QUERY_KEYS = new Set(['token', 'code', 'state', 'session_id', 'access_token', 'id_token', 'client_secret']);

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.has(key.toLowerCase())) {
      params.set(key, '[Redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
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

type MaybeDbError = { name?: unknown; code?: unknown; table?: unknown; constraint?: unknown; query?: unknown; params?: unknown; cause?: unknown; message?: unknown; stack?: unknown };

/** The pino `err` serializer: database errors by code and table; others with personal data masked. */
type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

export function serializeError(error: unknown): SerializedError {
  const chain: MaybeDbError[] = [];
  for (let current: unknown = error; current && typeof current === 'object' && chain.length < 5; current = (current as MaybeDbError).cause) chain.push(current as MaybeDbError);
  const isDatabase = chain.some((e) => 'query' in e || 'params' in e || (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && 'severity' in e));
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
