import { CodeChallengeMethod, OAuth2Client, decodeIdToken, generateCodeVerifier, generateState } from 'arctic';

// Google sign-in: OAuth 2 authorization code flow with state and PKCE, through
// arctic's generic client so the endpoints can point at any OpenID Connect
// issuer (Google in production, a local OIDC server in tests).

export type GoogleIdentity = { subject: string; email: string; emailVerified: boolean; name?: string };

export type GoogleOAuth = {
  createAuthorization(): Promise<{ url: string; state: string; codeVerifier: string }>;
  /** Exchanges the code and returns the verified identity from the ID token. */
  exchange(code: string, codeVerifier: string): Promise<GoogleIdentity>;
};

type Endpoints = { issuer: string; authorizationEndpoint: string; tokenEndpoint: string };

const GOOGLE: Endpoints = {
  issuer: 'https://accounts.google.com',
  authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenEndpoint: 'https://oauth2.googleapis.com/token',
};

export function createGoogleOAuth(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  issuerUrl?: string;
  now?: () => Date;
}): GoogleOAuth {
  const client = new OAuth2Client(options.clientId, options.clientSecret, options.redirectUri);
  const now = options.now ?? (() => new Date());
  let endpoints: Promise<Endpoints> | undefined;
  const resolveEndpoints = () =>
    (endpoints ??= options.issuerUrl ? discover(options.issuerUrl) : Promise.resolve(GOOGLE));

  return {
    async createAuthorization() {
      const { authorizationEndpoint } = await resolveEndpoints();
      const state = generateState();
      const codeVerifier = generateCodeVerifier();
      const url = client.createAuthorizationURLWithPKCE(
        authorizationEndpoint,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        ['openid', 'email', 'profile'],
      );
      url.searchParams.set('prompt', 'select_account');
      return { url: url.toString(), state, codeVerifier };
    },

    async exchange(code, codeVerifier) {
      const { tokenEndpoint, issuer } = await resolveEndpoints();
      const tokens = await client.validateAuthorizationCode(tokenEndpoint, code, codeVerifier);
      // The ID token comes straight from the token endpoint over TLS, so OIDC
      // Core §3.1.3.7 lets TLS stand in for the signature; the claims are still checked.
      const claims = decodeIdToken(tokens.idToken()) as Record<string, unknown>;
      const issuers = issuer === GOOGLE.issuer ? [GOOGLE.issuer, 'accounts.google.com'] : [issuer];
      const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
      if (!issuers.includes(String(claims.iss))) throw new Error('ID token from an unexpected issuer');
      if (!audience.includes(options.clientId)) throw new Error('ID token for another client');
      if (typeof claims.exp !== 'number' || claims.exp * 1000 < now().getTime()) throw new Error('ID token expired');
      if (typeof claims.sub !== 'string' || typeof claims.email !== 'string')
        throw new Error('ID token without subject or e-mail');
      return {
        subject: claims.sub,
        email: claims.email.trim().toLowerCase(),
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: typeof claims.name === 'string' ? claims.name : undefined,
      };
    },
  };
}

async function discover(issuerUrl: string): Promise<Endpoints> {
  const response = await fetch(`${issuerUrl.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`OIDC discovery failed: ${response.status}`);
  const doc = (await response.json()) as { issuer: string; authorization_endpoint: string; token_endpoint: string };
  return { issuer: doc.issuer, authorizationEndpoint: doc.authorization_endpoint, tokenEndpoint: doc.token_endpoint };
}
