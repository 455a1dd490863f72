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
