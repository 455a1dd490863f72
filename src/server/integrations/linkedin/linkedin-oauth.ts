import { OAuth2Client, OAuth2Tokens, generateState } from 'arctic';
import { LinkedInError, fetchWithDeadline } from './linkedin-error';

// LinkedIn's OAuth 2.0 authorization code flow ("3-legged OAuth"). arctic's
// LinkedIn provider has LinkedIn's endpoints built in, and its generic client
// authenticates at the token endpoint with HTTP Basic, which LinkedIn does not
// accept. So arctic's generic client builds the authorization URL against the
// configured LINKEDIN_AUTH_URL, and the two form posts LinkedIn wants (token,
// revoke, with the client credentials in the body) are made here.

export type LinkedInApp = { clientId: string; clientSecret: string; redirectUri: string };
export type LinkedInGrant = {
  accessToken: string;
  expiresInSeconds: number;
  scopes: string[];
  /** Only apps LinkedIn approved for refresh tokens get one; absent (never empty) otherwise. */
  refreshToken?: string;
};

export function createLinkedInOAuth({ authUrl, timeoutMs }: { authUrl: string; timeoutMs: number }) {
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(fields).toString(),
  });

  async function tokenRequest(fields: Record<string, string>): Promise<LinkedInGrant> {
    const response = await fetchWithDeadline(`${authUrl}/accessToken`, form(fields), timeoutMs);
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!response.ok || !body) {
      const code = typeof body?.error === 'string' ? body.error : undefined;
      const detail = typeof body?.error_description === 'string' ? body.error_description.slice(0, 300) : undefined;
      throw new LinkedInError(code ? 'oauth' : response.status >= 500 ? 'unavailable' : 'rejected', {
        status: response.status,
        code,
        detail,
      });
    }
    const tokens = new OAuth2Tokens(body);
    try {
      const scope = typeof body.scope === 'string' ? body.scope : '';
      const refreshToken = typeof body.refresh_token === 'string' ? body.refresh_token : '';
      return {
        accessToken: tokens.accessToken(),
        expiresInSeconds: tokens.accessTokenExpiresInSeconds(),
        scopes: scope.split(/[\s,]+/).filter(Boolean),
        ...(refreshToken ? { refreshToken } : {}),
      };
    } catch {
      throw new LinkedInError('rejected', {
        status: response.status,
        detail: 'The token response has no access token or expiry',
      });
    }
  }

  return {
    newState: (): string => generateState(),

    authorizationUrl({
      clientId,
      redirectUri,
      state,
      scopes,
    }: {
      clientId: string;
      redirectUri: string;
      state: string;
      scopes: readonly string[];
    }): string {
      return new OAuth2Client(clientId, null, redirectUri)
        .createAuthorizationURL(`${authUrl}/authorization`, state, [...scopes])
        .toString();
    },

    /** Exchanges an authorization code; LinkedIn lists the granted scopes comma-separated. */
    exchangeCode: (app: LinkedInApp, code: string): Promise<LinkedInGrant> =>
      tokenRequest({
        grant_type: 'authorization_code',
        code,
        redirect_uri: app.redirectUri,
        client_id: app.clientId,
        client_secret: app.clientSecret,
      }),

    /** A new access token from a refresh token (programmatic refresh; the refresh token's own lifetime does not move). */
    refresh: (app: Pick<LinkedInApp, 'clientId' | 'clientSecret'>, refreshToken: string): Promise<LinkedInGrant> =>
      tokenRequest({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: app.clientId,
        client_secret: app.clientSecret,
      }),

    /** Revokes a token (LinkedIn answers 200 with an empty body). */
    async revoke(app: Pick<LinkedInApp, 'clientId' | 'clientSecret'>, token: string): Promise<void> {
      const response = await fetchWithDeadline(
        `${authUrl}/revoke`,
        form({ client_id: app.clientId, client_secret: app.clientSecret, token }),
        timeoutMs,
      );
      await response.body?.cancel();
      if (!response.ok)
        throw new LinkedInError(response.status >= 500 ? 'unavailable' : 'rejected', { status: response.status });
    },
  };
}
export type LinkedInOAuth = ReturnType<typeof createLinkedInOAuth>;
