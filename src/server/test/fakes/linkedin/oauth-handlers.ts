import type { IncomingMessage, ServerResponse } from 'node:http';
import { authorizePage, errorPage } from './authorize-page';
import { allowedScopes, memberName, random, type FakeState } from './fake-state';

// LinkedIn's OAuth 2.0 endpoints as they behave: the consent page (or an
// immediate redirect with unauthorized_scope_error), single-use codes that
// expire, client credentials in the form body (HTTP Basic is not accepted),
// and token revocation.

const CODE_TTL_MS = 30 * 60 * 1000;

export const sendJson = (
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
};
const sendHtml = (res: ServerResponse, status: number, html: string): void => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html);
};
const redirect = (res: ServerResponse, to: URL): void => {
  res.writeHead(302, { location: to.toString() }).end();
};

function callbackUrl(redirectUri: string, params: Record<string, string | undefined>): URL {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return url;
}

export function handleAuthorize(state: FakeState, query: URLSearchParams, res: ServerResponse): void {
  const app = state.apps.get(query.get('client_id') ?? '');
  if (!app) return sendHtml(res, 400, errorPage('The passed in client_id is invalid'));
  const redirectUri = query.get('redirect_uri') ?? '';
  if (!app.redirectUris.includes(redirectUri))
    return sendHtml(res, 400, errorPage('The redirect_uri does not match the registered value'));
  const stateParam = query.get('state') ?? undefined;
  if (query.get('response_type') !== 'code')
    return redirect(
      res,
      callbackUrl(redirectUri, {
        error: 'invalid_request',
        error_description: 'response_type must be code',
        state: stateParam,
      }),
    );
  const scopes = (query.get('scope') ?? '').split(/\s+/).filter(Boolean);
  const refused = scopes.find((scope) => !allowedScopes(app).includes(scope));
  if (refused) {
    return redirect(
      res,
      callbackUrl(redirectUri, {
        error: 'unauthorized_scope_error',
        error_description: `Scope "${refused}" is not authorized for your application`,
        state: stateParam,
      }),
    );
  }
  const fields: Record<string, string> = {
    client_id: app.clientId,
    redirect_uri: redirectUri,
    scope: scopes.join(' '),
  };
  if (stateParam !== undefined) fields.state = stateParam;
  sendHtml(res, 200, authorizePage({ appName: app.name, memberName: memberName(state.member), scopes, fields }));
}

export function handleDecision(state: FakeState, form: URLSearchParams, res: ServerResponse): void {
  const app = state.apps.get(form.get('client_id') ?? '');
  const redirectUri = form.get('redirect_uri') ?? '';
  if (!app || !app.redirectUris.includes(redirectUri))
    return sendHtml(res, 400, errorPage('Invalid authorization request'));
  const stateParam = form.get('state') ?? undefined;
  if (form.get('decision') !== 'allow') {
    return redirect(
      res,
      callbackUrl(redirectUri, {
        error: 'user_cancelled_authorize',
        error_description: 'The user cancelled the authorization',
        state: stateParam,
      }),
    );
  }
  const code = random(48);
  const scopes = (form.get('scope') ?? '').split(' ').filter(Boolean);
  state.codes.set(code, {
    clientId: app.clientId,
    redirectUri,
    scopes,
    member: { ...state.member },
    used: false,
    expiresAt: Date.now() + CODE_TTL_MS,
  });
  redirect(res, callbackUrl(redirectUri, { code, state: stateParam }));
}

export function handleAccessToken(
  state: FakeState,
  req: IncomingMessage,
  form: URLSearchParams,
  res: ServerResponse,
): void {
  state.tokenRequests.push({ authorization: req.headers.authorization, fields: Object.fromEntries(form) });
  if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
    return sendJson(res, 400, {
      error: 'invalid_request',
      error_description: 'Content-Type must be application/x-www-form-urlencoded',
    });
  }
  const app = state.apps.get(form.get('client_id') ?? '');
  if (!app || form.get('client_secret') !== app.clientSecret)
    return sendJson(res, 401, { error: 'invalid_client', error_description: 'Client authentication failed' });
  if (form.get('grant_type') === 'refresh_token') return refreshGrant(state, app, form, res);
  if (form.get('grant_type') !== 'authorization_code')
    return sendJson(res, 400, {
      error: 'unsupported_grant_type',
      error_description: 'grant_type must be authorization_code or refresh_token',
    });
  const code = state.codes.get(form.get('code') ?? '');
  if (
    !code ||
    code.used ||
    code.expiresAt < Date.now() ||
    code.clientId !== app.clientId ||
    code.redirectUri !== form.get('redirect_uri')
  ) {
    return sendJson(res, 400, {
      error: 'invalid_request',
      error_description:
        'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired.',
    });
  }
  code.used = true;
  const token = issueToken(state, app.clientId, code.scopes, code.member);
  const refresh = app.refreshTokens ? `AQ${random(120)}` : null;
  if (refresh)
    state.refreshTokens.set(refresh, {
      token: refresh,
      clientId: app.clientId,
      scopes: code.scopes,
      member: code.member,
      expiresAt: Date.now() + state.refreshTokenLifetimeSeconds * 1000,
      revoked: false,
    });
  sendJson(res, 200, {
    access_token: token,
    expires_in: state.tokenLifetimeSeconds,
    ...(refresh ? { refresh_token: refresh, refresh_token_expires_in: state.refreshTokenLifetimeSeconds } : {}),
    scope: code.scopes.join(','),
    token_type: 'Bearer',
  });
}

function issueToken(state: FakeState, clientId: string, scopes: string[], member: FakeState['member']): string {
  const token = `AQ${random(90)}`;
  state.tokens.set(token, { token, clientId, scopes, member, revoked: false });
  return token;
}

/** Programmatic refresh: a new access token; the same refresh token comes back with what is left of its lifetime. */
function refreshGrant(state: FakeState, app: { clientId: string }, form: URLSearchParams, res: ServerResponse) {
  const refresh = state.refreshTokens.get(form.get('refresh_token') ?? '');
  if (!refresh || refresh.revoked || refresh.clientId !== app.clientId || refresh.expiresAt < Date.now())
    return sendJson(res, 400, {
      error: 'invalid_request',
      error_description: 'The provided refresh token is invalid, expired or revoked',
    });
  const token = issueToken(state, app.clientId, refresh.scopes, refresh.member);
  sendJson(res, 200, {
    access_token: token,
    expires_in: state.tokenLifetimeSeconds,
    refresh_token: refresh.token,
    refresh_token_expires_in: Math.floor((refresh.expiresAt - Date.now()) / 1000),
    scope: refresh.scopes.join(','),
    token_type: 'Bearer',
  });
}

export function handleRevoke(state: FakeState, form: URLSearchParams, res: ServerResponse): void {
  const app = state.apps.get(form.get('client_id') ?? '');
  if (!app || form.get('client_secret') !== app.clientSecret)
    return sendJson(res, 401, { error: 'invalid_client', error_description: 'Client authentication failed' });
  const token = state.tokens.get(form.get('token') ?? '');
  if (token && token.clientId === app.clientId) token.revoked = true;
  state.revocations.push({ clientId: app.clientId, token: form.get('token') ?? '' });
  res.writeHead(200).end();
}
