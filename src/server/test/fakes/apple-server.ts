import { createPublicKey, generateKeyPairSync, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { readBody } from './read-body';

// A project-owned stand-in for Sign in with Apple, speaking Apple's protocol over HTTP:
// - GET /auth/authorize: the sign-in page; its Continue (or Cancel) button posts the answer to the app's redirect
//   URI as a form (response_mode=form_post), from this origin, like Apple's page does: code and state, and the
//   user's name as JSON on that Apple ID's first authorization for the app only;
// - POST /auth/token: redeems a code (single use, 5 minutes, same redirect URI) for a client secret that must be
//   an ES256 JWT signed with the app's registered key (kid, iss = team, sub = client, aud = Apple), and answers
//   tokens with an RS256 ID token (iss, aud, exp, sub, nonce, email, email_verified, is_private_email);
// - GET /auth/keys: the JWKS whose key signs the ID tokens.
// Tests drive it in-process; a Playwright spec starts it in its own worker.

export type FakeAppleUser = {
  sub: string;
  email?: string;
  /** Apple has sent both forms; the fake sends what it is given. */
  emailVerified: boolean | 'true' | 'false';
  isPrivateEmail?: boolean;
  firstName?: string;
  lastName?: string;
};

export type FakeAppleClient = {
  clientId: string;
  teamId: string;
  keyId: string;
  /** The public half of the app's Sign in with Apple key (.p8), which checks its client secrets. */
  publicKey: KeyObject | string;
  redirectUris: string[];
};

type Grant = { clientId: string; redirectUri: string; nonce?: string; user: FakeAppleUser; expiresAt: number };

const APPLE_AUDIENCE = 'https://appleid.apple.com';
const CODE_LIFETIME_MS = 5 * 60 * 1000;

export async function startFakeApple(options: { clients: FakeAppleClient[]; port?: number; host?: string }) {
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = `fake-${randomBytes(4).toString('hex')}`;
  const grants = new Map<string, Grant>();
  const authorized = new Set<string>();
  const sockets = new Set<Socket>();
  let nextUser: FakeAppleUser = { sub: '000123.apple.fake', email: 'someone@icloud.com', emailVerified: true };
  let baseUrl = '';
  const tokenRequests: Record<string, string>[] = [];
  let forgeNext = false;

  const client = (id: string | null) => options.clients.find((c) => c.clientId === id);

  function authorize(params: URLSearchParams, res: ServerResponse) {
    const app = client(params.get('client_id'));
    const redirectUri = params.get('redirect_uri') ?? '';
    if (!app || !app.redirectUris.includes(redirectUri)) return sendText(res, 400, 'invalid_client');
    if (params.get('response_type') !== 'code') return sendText(res, 400, 'unsupported_response_type');
    // Apple refuses a name or e-mail scope unless the answer is posted.
    if (params.get('scope') && params.get('response_mode') !== 'form_post')
      return sendText(
        res,
        400,
        'invalid_request: response_mode must be form_post when name or email scope is requested',
      );
    const user = nextUser;
    const code = `c${randomBytes(16).toString('hex')}.0.fake`;
    grants.set(code, {
      clientId: app.clientId,
      redirectUri,
      nonce: params.get('nonce') ?? undefined,
      user,
      expiresAt: Date.now() + CODE_LIFETIME_MS,
    });
    const first = !authorized.has(`${app.clientId}:${user.sub}`);
    authorized.add(`${app.clientId}:${user.sub}`);
    const state = params.get('state') ?? '';
    const userJson =
      first && (user.firstName || user.lastName || user.email)
        ? JSON.stringify({ name: { firstName: user.firstName, lastName: user.lastName }, email: user.email })
        : undefined;
    const hidden = (name: string, value: string | undefined) =>
      value === undefined ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in with Apple (fake)</title></head>
<body><main><h1>Sign in with Apple</h1><p>Continue to the app as ${escapeHtml(user.email ?? user.sub)}?</p>
<form method="post" action="${escapeHtml(redirectUri)}">${hidden('code', code)}${hidden('state', state)}${hidden('user', userJson)}
<button type="submit">Continue</button></form>
<form method="post" action="${escapeHtml(redirectUri)}">${hidden('error', 'user_cancelled_authorize')}${hidden('state', state)}
<button type="submit">Cancel</button></form></main></body></html>`);
  }

  function token(form: URLSearchParams, res: ServerResponse) {
    tokenRequests.push(Object.fromEntries(form));
    const app = client(form.get('client_id'));
    if (!app || !validClientSecret(form.get('client_secret'), app))
      return sendJson(res, 400, { error: 'invalid_client' });
    if (form.get('grant_type') !== 'authorization_code') return sendJson(res, 400, { error: 'unsupported_grant_type' });
    const code = form.get('code') ?? '';
    const grant = grants.get(code);
    grants.delete(code);
    if (!grant || grant.expiresAt < Date.now() || grant.clientId !== app.clientId)
      return sendJson(res, 400, {
        error: 'invalid_grant',
        error_description: 'The code has expired or has been revoked.',
      });
    if (form.get('redirect_uri') !== grant.redirectUri) return sendJson(res, 400, { error: 'invalid_grant' });
    const now = Math.floor(Date.now() / 1000);
    const claims: Record<string, unknown> = {
      iss: baseUrl,
      aud: app.clientId,
      exp: now + 600,
      iat: now,
      sub: grant.user.sub,
      at_hash: randomBytes(16).toString('base64url'),
      auth_time: now,
      nonce_supported: true,
      ...(grant.nonce ? { nonce: grant.nonce } : {}),
      ...(grant.user.email
        ? {
            email: grant.user.email,
            email_verified: grant.user.emailVerified,
            ...(grant.user.isPrivateEmail !== undefined ? { is_private_email: grant.user.isPrivateEmail } : {}),
          }
        : {}),
    };
    sendJson(res, 200, {
      access_token: randomBytes(24).toString('hex'),
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: randomBytes(24).toString('hex'),
      id_token: signIdToken(claims),
    });
  }

  function signIdToken(claims: Record<string, unknown>): string {
    const header = Buffer.from(JSON.stringify({ kid, alg: 'RS256' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    // A forged token: the published key id, another key's signature.
    const key = forgeNext ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey : signingKey.privateKey;
    forgeNext = false;
    const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), key);
    return `${header}.${payload}.${signature.toString('base64url')}`;
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', baseUrl);
      const body = req.method === 'POST' ? await readBody(req) : '';
      const route = `${req.method} ${url.pathname}`;
      if (route === 'GET /auth/authorize') return authorize(url.searchParams, res);
      if (route === 'POST /auth/token') return token(new URLSearchParams(body), res);
      if (route === 'GET /auth/keys')
        return sendJson(res, 200, {
          keys: [{ ...signingKey.publicKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' }],
        });
      if (route === 'GET /favicon.ico') return void res.writeHead(204).end();
      // Control endpoints for a Playwright spec in another process.
      if (route === 'GET /__fake/health') return sendJson(res, 200, { ok: true });
      if (route === 'POST /__fake/next-user') {
        nextUser = JSON.parse(body) as FakeAppleUser;
        return sendJson(res, 200, { ok: true });
      }
      sendJson(res, 404, { error: 'not_found' });
    })().catch((error: unknown) => sendJson(res, 500, { error: String(error) }));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  baseUrl = `http://${options.host ?? '127.0.0.1'}:${address.port}`;

  return {
    url: baseUrl,
    /** Who signs in at the next authorize page. */
    setNextUser(user: FakeAppleUser) {
      nextUser = user;
    },
    /** The next ID token is signed by a key Apple never published. */
    forgeNextIdToken() {
      forgeNext = true;
    },
    /** Every form posted to the token endpoint, as sent (the client secret included). */
    tokenRequests,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeApple = Awaited<ReturnType<typeof startFakeApple>>;

/** Apple's check of a client secret: an ES256 JWT by the app's key for the app, to Apple, not expired. */
function validClientSecret(secret: string | null, app: FakeAppleClient): boolean {
  const [header, payload, signature] = (secret ?? '').split('.');
  if (!header || !payload || !signature) return false;
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string; kid?: string };
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const now = Math.floor(Date.now() / 1000);
    const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    const key = typeof app.publicKey === 'string' ? createPublicKey(app.publicKey) : app.publicKey;
    return (
      head.alg === 'ES256' &&
      head.kid === app.keyId &&
      claims.iss === app.teamId &&
      claims.sub === app.clientId &&
      audience.includes(APPLE_AUDIENCE) &&
      typeof claims.exp === 'number' &&
      claims.exp > now &&
      typeof claims.iat === 'number' &&
      claims.iat <= now + 60 &&
      verify(
        'SHA256',
        Buffer.from(`${header}.${payload}`),
        { key, dsaEncoding: 'ieee-p1363' },
        Buffer.from(signature, 'base64url'),
      )
    );
  } catch {
    return false;
  }
}

/** A Sign in with Apple key as Apple hands it out (.p8: PKCS#8 PEM, EC P-256), with its public half for the fake. */
export function createAppleKey(): { privateKeyPem: string; publicKey: KeyObject } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(), publicKey };
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function sendText(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(text);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
