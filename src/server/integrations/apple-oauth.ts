import { AsyncLocalStorage } from 'node:async_hooks';
import { createPrivateKey, createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import { Apple, generateState } from 'arctic';

// Sign in with Apple through arctic's Apple provider: the authorization URL, and the code exchange whose client
// secret is a JWT signed (ES256) with the Sign in with Apple key. Apple posts the answer back as a form
// (response_mode=form_post); its ID token is checked here: signature against Apple's published keys (JWKS), issuer,
// audience, expiry and our nonce (decision 120).

export const APPLE_ORIGIN = 'https://appleid.apple.com';

export type AppleIdentity = {
  subject: string;
  /** Absent when the user shared none; a "Hide my e-mail" relay address (…@privaterelay.appleid.com) otherwise may be. */
  email?: string;
  emailVerified: boolean;
  isPrivateEmail: boolean;
  /** Only on the first authorization: Apple sends the name in the posted form once, never in the ID token. */
  name?: string;
};

export type AppleOAuth = {
  /** Apple's origin (or the stand-in's), the only other site allowed to post the callback form. */
  origin: string;
  createAuthorization(): { url: string; state: string; nonce: string };
  /** Exchanges the posted code; `user` is the JSON Apple posts with it on the first authorization. */
  exchange(input: { code: string; nonce: string; user?: string }): Promise<AppleIdentity>;
};

type Jwk = JsonWebKey & { kid?: string };

export function createAppleOAuth(options: {
  clientId: string;
  teamId: string;
  keyId: string;
  privateKeyPem: string;
  redirectUri: string;
  /** Another Apple (the tests' fake); default https://appleid.apple.com. */
  authUrl?: string;
  now?: () => Date;
}): AppleOAuth {
  const pkcs8 = createPrivateKey(options.privateKeyPem).export({ format: 'der', type: 'pkcs8' });
  const apple = new Apple(options.clientId, options.teamId, options.keyId, new Uint8Array(pkcs8), options.redirectUri);
  const base = (options.authUrl ?? APPLE_ORIGIN).replace(/\/+$/, '');
  const now = options.now ?? (() => new Date());
  let keys: Promise<Jwk[]> | undefined;
  const fetchKeys = async (): Promise<Jwk[]> => {
    const response = await fetch(`${base}/auth/keys`);
    if (!response.ok) throw new Error(`Apple's keys could not be read: ${response.status}`);
    return ((await response.json()) as { keys: Jwk[] }).keys;
  };
  /** Apple rotates its keys: a key id not in the set read last reads it again. */
  async function keyFor(kid: string): Promise<Jwk> {
    const cached = keys && (await keys.catch((): Jwk[] => [])).find((k) => k.kid === kid);
    if (cached) return cached;
    keys = fetchKeys();
    const key = (await keys).find((k) => k.kid === kid);
    if (!key) throw new Error('ID token signed with an unknown key');
    return key;
  }

  return {
    origin: new URL(base).origin,

    createAuthorization() {
      const state = generateState();
      const nonce = generateState();
      const url = apple.createAuthorizationURL(state, ['name', 'email']);
      // Apple sends the requested name and e-mail only to a form_post callback.
      url.searchParams.set('response_mode', 'form_post');
      url.searchParams.set('nonce', nonce);
      return { url: base + url.href.slice(APPLE_ORIGIN.length), state, nonce };
    },

    async exchange({ code, nonce, user }) {
      const tokens = await sendAppleRequestsTo(base, () => apple.validateAuthorizationCode(code));
      const claims = await verifiedClaims(tokens.idToken(), keyFor);
      const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
      if (claims.iss !== base) throw new Error('ID token from an unexpected issuer');
      if (!audience.includes(options.clientId)) throw new Error('ID token for another client');
      if (typeof claims.exp !== 'number' || claims.exp * 1000 < now().getTime()) throw new Error('ID token expired');
      if (claims.nonce !== nonce) throw new Error('ID token for another sign-in (nonce)');
      if (typeof claims.sub !== 'string' || claims.sub === '') throw new Error('ID token without subject');
      const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : undefined;
      return {
        subject: claims.sub,
        email: email || undefined,
        // Apple has sent these as booleans and as the strings "true" / "false".
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        isPrivateEmail: claims.is_private_email === true || claims.is_private_email === 'true',
        name: nameFrom(user),
      };
    },
  };
}

async function verifiedClaims(
  idToken: string,
  keyFor: (kid: string) => Promise<Jwk>,
): Promise<Record<string, unknown>> {
  const [header, payload, signature] = idToken.split('.');
  if (!header || !payload || !signature) throw new Error('Malformed ID token');
  const { alg, kid } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string; kid?: string };
  if (alg !== 'RS256' || !kid) throw new Error('ID token not signed with RS256');
  const key = createPublicKey({ key: await keyFor(kid), format: 'jwk' });
  const signed = verify('RSA-SHA256', Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('ID token signature is not Apple’s');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** `{"name":{"firstName":"Ada","lastName":"Lovelace"},"email":"…"}`, posted only the first time; anything else: no name. */
function nameFrom(user: string | undefined): string | undefined {
  if (!user) return undefined;
  try {
    const parsed = JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } };
    const parts = [parsed.name?.firstName, parsed.name?.lastName].filter(
      (part): part is string => typeof part === 'string' && part.trim() !== '',
    );
    return parts.length > 0
      ? parts
          .map((part) => part.trim())
          .join(' ')
          .slice(0, 100)
      : undefined;
  } catch {
    return undefined;
  }
}

// arctic's Apple provider has Apple's token endpoint built in. With APPLE_AUTH_URL set (tests, a proxy), the requests
// it makes for one exchange go to that base instead: only requests to Apple's origin, only inside that call
// (AsyncLocalStorage), so arctic's own request and client-secret code is what the tests run (decision 120).
const appleBase = new AsyncLocalStorage<string>();
let fetchRouted = false;

function sendAppleRequestsTo<T>(base: string, run: () => Promise<T>): Promise<T> {
  if (base === APPLE_ORIGIN) return run();
  if (!fetchRouted) {
    fetchRouted = true;
    const original = globalThis.fetch;
    const routed = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
      const target = appleBase.getStore();
      const url = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
      if (!target || !url.startsWith(`${APPLE_ORIGIN}/`)) return original(input, init);
      const moved = target + url.slice(APPLE_ORIGIN.length);
      if (!(input instanceof Request)) return original(moved, init);
      return original(moved, {
        method: input.method,
        headers: input.headers,
        body: await input.arrayBuffer(),
        ...init,
      });
    };
    Object.assign(globalThis, { fetch: routed });
  }
  return appleBase.run(base, run);
}
