import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkedinAuthStates, systemLogs, users } from '../../db/schema';
import { signIn } from '../../test/auth-helpers';
import {
  APP_URL,
  CALLBACK,
  SHARE_APP,
  SIGN_IN_ONLY_APP,
  connectThroughLinkedIn,
  signedInUser,
  startLinkedInTestApp,
  type LinkedInTestApp,
} from '../../test/linkedin';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('connecting a LinkedIn account', () => {
  let app: LinkedInTestApp;
  beforeAll(async () => {
    app = await startLinkedInTestApp();
  });
  afterAll(() => app.close());
  const me = async (headers: { cookie: string }) => (await app.t.app.inject({ url: '/api/auth/me', headers })).json();
  const status = async (headers: { cookie: string }) =>
    (await app.t.app.inject({ url: '/api/linkedin/status', headers })).json();

  it('connects with full permissions through the popup and stores the member, scopes and expiry', async () => {
    const { user, headers } = await signedInUser(app.t);
    const { authUrl, landing } = await connectThroughLinkedIn(app, headers);

    expect(`${authUrl.origin}${authUrl.pathname}`).toBe(`${app.linkedin.authUrl}/authorization`);
    expect(Object.fromEntries(authUrl.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: SHARE_APP.clientId,
      redirect_uri: CALLBACK,
      scope: 'openid profile email w_member_social',
    });
    expect(authUrl.searchParams.get('state')!.length).toBeGreaterThanOrEqual(32);
    expect(`${landing.pathname}${landing.search}`).toBe('/linkedin/callback?status=connected&popup=1');

    expect(await me(headers)).toMatchObject({
      linkedinConnected: true,
      linkedinStatus: 'connected',
      linkedinCanPublish: true,
      linkedinTokenExpiresAt: new Date(app.t.clock.now().getTime() + 60 * DAY_MS).toISOString(),
      directPostingEnabled: false,
      hasLinkedinCredentials: false,
    });
    const view = await status(headers);
    expect(view).toMatchObject({
      status: 'connected',
      canPublish: true,
      memberName: 'Grace Hopper',
      scopes: ['openid', 'profile', 'email', 'w_member_social'],
      appCredentials: true,
    });
    expect(view.memberPicture).toMatch(/^data:image\/png;base64,/);

    const [row] = await app.t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.linkedinUserUrn).toBe('urn:li:person:fake-member-7f3a');
    expect(row!.linkedinTokenClientId).toBe(SHARE_APP.clientId);
    // LinkedIn takes the client credentials in the form body, not as HTTP Basic.
    const exchange = app.linkedin.state.tokenRequests.at(-1)!;
    expect(exchange.authorization).toBeUndefined();
    expect(exchange.fields).toMatchObject({
      grant_type: 'authorization_code',
      client_id: SHARE_APP.clientId,
      client_secret: SHARE_APP.clientSecret,
      redirect_uri: CALLBACK,
    });
    expect(await app.t.db.select().from(linkedinAuthStates).where(eq(linkedinAuthStates.userId, user.id))).toHaveLength(
      0,
    );
  });

  it('connects with Limited Permissions (sign-in only): connected, but no posting and no one-click publishing', async () => {
    const { headers } = await signedInUser(app.t);
    const { authUrl, landing } = await connectThroughLinkedIn(app, headers, { limited: true });
    expect(authUrl.searchParams.get('scope')).toBe('openid profile email');
    expect(landing.searchParams.get('status')).toBe('connected');
    expect(landing.searchParams.get('limited')).toBe('1');
    expect(await me(headers)).toMatchObject({ linkedinConnected: true, linkedinCanPublish: false });
    const settings = await app.t.app.inject({
      method: 'POST',
      url: '/api/linkedin/settings',
      headers,
      payload: { directPostingEnabled: true },
    });
    expect(settings.statusCode).toBe(409);
    expect(settings.json().message).toMatch(/Limited Permissions/);
  });

  it('brings LinkedIn’s unauthorized_scope_error back as the help text, and Limited Permissions then works with the same app', async () => {
    const { headers } = await signedInUser(app.t);
    const saved = await app.t.app.inject({
      method: 'POST',
      url: '/api/linkedin/credentials',
      headers,
      payload: {
        clientId: SIGN_IN_ONLY_APP.clientId,
        clientSecret: SIGN_IN_ONLY_APP.clientSecret,
        redirectUri: CALLBACK,
      },
    });
    expect(saved.statusCode).toBe(200);
    const refused = await connectThroughLinkedIn(app, headers);
    expect(refused.authUrl.searchParams.get('client_id')).toBe(SIGN_IN_ONLY_APP.clientId);
    expect(Object.fromEntries(refused.landing.searchParams)).toEqual({
      status: 'error',
      reason: 'unauthorized_scope_error',
      popup: '1',
    });
    expect((await me(headers)).linkedinConnected).toBe(false);

    const limited = await connectThroughLinkedIn(app, headers, { limited: true });
    expect(limited.landing.searchParams.get('status')).toBe('connected');
    expect(await me(headers)).toMatchObject({
      linkedinConnected: true,
      linkedinCanPublish: false,
      hasLinkedinCredentials: true,
    });
  });

  it('reports a cancelled authorization and connects nothing', async () => {
    const { headers } = await signedInUser(app.t);
    const { landing } = await connectThroughLinkedIn(app, headers, { decision: 'cancel' });
    expect(landing.searchParams.get('reason')).toBe('cancelled');
    expect((await me(headers)).linkedinConnected).toBe(false);
  });

  it('lands on the page without the popup flag when the tab itself went to LinkedIn (popup blocked)', async () => {
    const { headers } = await signedInUser(app.t);
    const { landing } = await connectThroughLinkedIn(app, headers, { popup: false });
    expect(`${landing.pathname}${landing.search}`).toBe('/linkedin/callback?status=connected');
  });

  describe('the state', () => {
    async function approvedCallback(headers: { cookie: string; origin: string }) {
      const start = await app.t.app.inject({ url: '/api/linkedin/auth', headers });
      return app.linkedin.authorize(start.json().authUrl);
    }
    const call = (back: URL, headers?: Record<string, string>) =>
      app.t.app.inject({ url: `${back.pathname}${back.search}`, ...(headers ? { headers } : {}) });

    it('refuses a forged state without exchanging the code', async () => {
      const { headers } = await signedInUser(app.t);
      const back = await approvedCallback(headers);
      back.searchParams.set('state', 'forged-state-value-that-was-never-issued');
      const exchanges = app.linkedin.state.tokenRequests.length;
      const res = await call(back, headers);
      expect(new URL(res.headers.location!, APP_URL).searchParams.get('reason')).toBe('invalid_state');
      expect(app.linkedin.state.tokenRequests).toHaveLength(exchanges);
      expect((await me(headers)).linkedinConnected).toBe(false);
    });

    it('is single use: a replayed callback is refused and LinkedIn is asked once', async () => {
      const { headers } = await signedInUser(app.t);
      const back = await approvedCallback(headers);
      expect(new URL((await call(back, headers)).headers.location!, APP_URL).searchParams.get('status')).toBe(
        'connected',
      );
      const exchanges = app.linkedin.state.tokenRequests.length;
      const replay = await call(back, headers);
      expect(new URL(replay.headers.location!, APP_URL).searchParams.get('reason')).toBe('invalid_state');
      expect(app.linkedin.state.tokenRequests).toHaveLength(exchanges);
    });

    it('is bound to the session that asked: another user, or another session of the same user, is refused', async () => {
      const asker = await signedInUser(app.t);
      const other = await signedInUser(app.t);
      const back = await approvedCallback(asker.headers);
      const stolen = await call(back, other.headers);
      expect(new URL(stolen.headers.location!, APP_URL).searchParams.get('reason')).toBe('invalid_state');
      expect((await me(other.headers)).linkedinConnected).toBe(false);

      const second = await approvedCallback(asker.headers);
      const { cookie } = await signIn(app.t.app, asker.user.email);
      const otherSession = await call(second, { cookie });
      expect(new URL(otherSession.headers.location!, APP_URL).searchParams.get('reason')).toBe('invalid_state');
      expect((await me(asker.headers)).linkedinConnected).toBe(false);
    });

    it('expires after 10 minutes (injected clock)', async () => {
      const { headers } = await signedInUser(app.t);
      const back = await approvedCallback(headers);
      app.t.clock.advance(10 * 60 * 1000 + 1);
      const res = await call(back, headers);
      expect(new URL(res.headers.location!, APP_URL).searchParams.get('reason')).toBe('expired_state');
    });

    it('needs a signed-in browser: the callback says so instead of failing blankly', async () => {
      const { headers } = await signedInUser(app.t);
      const back = await approvedCallback(headers);
      const res = await call(back);
      expect(res.statusCode).toBe(302);
      expect(new URL(res.headers.location!, APP_URL).searchParams.get('reason')).toBe('signed_out');
    });
  });

  it('says so when LinkedIn refuses the code exchange or the userinfo call, and stores nothing', async () => {
    const wrongSecret = await signedInUser(app.t);
    await app.t.app.inject({
      method: 'POST',
      url: '/api/linkedin/credentials',
      headers: wrongSecret.headers,
      payload: { clientId: SHARE_APP.clientId, clientSecret: 'not-the-right-secret', redirectUri: CALLBACK },
    });
    expect((await connectThroughLinkedIn(app, wrongSecret.headers)).landing.searchParams.get('reason')).toBe(
      'exchange_failed',
    );

    const { user, headers } = await signedInUser(app.t);
    app.linkedin.failNextUserInfo({ status: 500 });
    expect((await connectThroughLinkedIn(app, headers)).landing.searchParams.get('reason')).toBe('profile_failed');
    const [row] = await app.t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.linkedinAccessToken).toBeNull();
    const logs = await app.t.db.select().from(systemLogs).where(eq(systemLogs.userId, user.id));
    expect(logs.map((l) => [l.source, l.level])).toContainEqual(['linkedin', 'warning']);
  });

  it('disconnects: revokes the token at LinkedIn and forgets the connection', async () => {
    const { user, headers } = await signedInUser(app.t);
    await connectThroughLinkedIn(app, headers);
    await app.t.app.inject({
      method: 'POST',
      url: '/api/linkedin/settings',
      headers,
      payload: { directPostingEnabled: true },
    });
    const issued = [...app.linkedin.state.tokens.values()].at(-1)!;

    const res = await app.t.app.inject({ method: 'DELETE', url: '/api/linkedin/disconnect', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      linkedinConnected: false,
      linkedinStatus: 'not_connected',
      directPostingEnabled: false,
      linkedinTokenExpiresAt: null,
    });
    expect(app.linkedin.state.revocations).toContainEqual({ clientId: SHARE_APP.clientId, token: issued.token });
    expect(issued.revoked).toBe(true);
    expect(await status(headers)).toMatchObject({
      status: 'not_connected',
      memberName: null,
      memberPicture: null,
      scopes: [],
    });
    const [row] = await app.t.db.select().from(users).where(eq(users.id, user.id));
    expect([row!.linkedinAccessToken, row!.linkedinUserUrn, row!.linkedinScopes]).toEqual([null, null, null]);
  });

  it('switches one-click publishing only while connected with the posting permission', async () => {
    const { headers } = await signedInUser(app.t);
    const before = await app.t.app.inject({
      method: 'POST',
      url: '/api/linkedin/settings',
      headers,
      payload: { directPostingEnabled: true },
    });
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toBe('Connect your LinkedIn account first to change one-click publishing.');

    await connectThroughLinkedIn(app, headers);
    const on = await app.t.app.inject({
      method: 'POST',
      url: '/api/linkedin/settings',
      headers,
      payload: { directPostingEnabled: true },
    });
    expect(on.json().directPostingEnabled).toBe(true);
    const off = await app.t.app.inject({
      method: 'POST',
      url: '/api/linkedin/settings',
      headers,
      payload: { directPostingEnabled: false },
    });
    expect(off.json().directPostingEnabled).toBe(false);
    const bad = await app.t.app.inject({
      method: 'POST',
      url: '/api/linkedin/settings',
      headers,
      payload: { directPostingEnabled: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('warns from 7 days before expiry and treats an expired token as disconnected (injected clock)', async () => {
    const { user, headers } = await signedInUser(app.t);
    await connectThroughLinkedIn(app, headers);
    const start = app.t.clock.now().getTime();
    // Sessions end after 14 idle days: sign in again at each point in time.
    const at = async (days: number) => {
      app.t.clock.set(new Date(start + days * DAY_MS));
      const { cookie } = await signIn(app.t.app, user.email);
      return { cookie, origin: APP_URL };
    };
    try {
      expect(await me(await at(52))).toMatchObject({ linkedinStatus: 'connected', linkedinConnected: true });
      expect(await me(await at(54))).toMatchObject({
        linkedinStatus: 'expiring',
        linkedinConnected: true,
        linkedinCanPublish: true,
      });
      const expired = await at(60.01);
      expect(await me(expired)).toMatchObject({
        linkedinStatus: 'expired',
        linkedinConnected: false,
        linkedinCanPublish: false,
      });
      expect(await status(expired)).toMatchObject({ status: 'expired', canPublish: false });
      const settings = await app.t.app.inject({
        method: 'POST',
        url: '/api/linkedin/settings',
        headers: expired,
        payload: { directPostingEnabled: true },
      });
      expect(settings.statusCode).toBe(409);
      expect(settings.json().message).toMatch(/expired/);

      // Reconnecting starts a new 60 days.
      await connectThroughLinkedIn(app, expired);
      expect(await me(expired)).toMatchObject({ linkedinStatus: 'connected', linkedinConnected: true });
    } finally {
      app.t.clock.set(new Date(start));
    }
  });

  it('asks for every call to be signed in', async () => {
    for (const [method, url] of [
      ['GET', '/api/linkedin/auth'],
      ['GET', '/api/linkedin/status'],
      ['POST', '/api/linkedin/credentials'],
      ['DELETE', '/api/linkedin/credentials'],
      ['DELETE', '/api/linkedin/disconnect'],
      ['POST', '/api/linkedin/settings'],
      ['POST', '/api/linkedin/publish'],
    ] as const) {
      const res = await app.t.app.inject({
        method,
        url,
        headers: { origin: APP_URL },
        ...(method === 'POST'
          ? {
              payload: {
                directPostingEnabled: true,
                postId: 'x',
                clientId: 'a',
                clientSecret: 'b',
                redirectUri: CALLBACK,
              },
            }
          : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('a user’s own LinkedIn app credentials', () => {
  let app: LinkedInTestApp;
  beforeAll(async () => {
    // No app-wide LinkedIn app: the user must bring their own.
    app = await startLinkedInTestApp({ env: { LINKEDIN_CLIENT_ID: undefined, LINKEDIN_CLIENT_SECRET: undefined } });
  });
  afterAll(() => app.close());
  const save = (headers: Record<string, string>, payload: unknown) =>
    app.t.app.inject({ method: 'POST', url: '/api/linkedin/credentials', headers, payload: payload as object });

  it('asks for credentials first when Postwright has no LinkedIn app', async () => {
    const { headers } = await signedInUser(app.t);
    expect((await app.t.app.inject({ url: '/api/linkedin/status', headers })).json()).toMatchObject({
      appCredentials: false,
      ownCredentials: null,
      defaultRedirectUri: CALLBACK,
    });
    const res = await app.t.app.inject({ url: '/api/linkedin/auth', headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Client ID, Client Secret and Redirect URI/);
  });

  it('validates the three fields with the messages the form shows', async () => {
    const { headers } = await signedInUser(app.t);
    const empty = await save(headers, { clientId: '', clientSecret: ' ', redirectUri: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      clientId: 'Client ID is required',
      clientSecret: 'Client Secret is required',
      redirectUri: 'Redirect URI is required',
    });
    const notUrl = await save(headers, { clientId: 'abc', clientSecret: 'def', redirectUri: 'not a url' });
    expect(notUrl.json().fields).toEqual({ redirectUri: 'Redirect URI must be a valid URL' });
    const elsewhere = await save(headers, {
      clientId: 'abc',
      clientSecret: 'def',
      redirectUri: 'https://evil.example/steal',
    });
    expect(elsewhere.json().fields).toEqual({ redirectUri: 'Redirect URI must end with /api/linkedin/callback' });
    const missing = await save(headers, {});
    expect(missing.statusCode).toBe(400);
  });

  it('stores them (the secret sealed, never answered), uses them to connect, and removes them', async () => {
    const { user, headers } = await signedInUser(app.t);
    const res = await save(headers, {
      clientId: SHARE_APP.clientId,
      clientSecret: SHARE_APP.clientSecret,
      redirectUri: CALLBACK,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      hasLinkedinCredentials: true,
      linkedinClientId: SHARE_APP.clientId,
      linkedinRedirectUri: CALLBACK,
    });
    expect(res.body).not.toContain(SHARE_APP.clientSecret);
    const [row] = await app.t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.linkedinClientSecret).not.toContain(SHARE_APP.clientSecret);

    const { authUrl, landing } = await connectThroughLinkedIn(app, headers);
    expect(authUrl.searchParams.get('client_id')).toBe(SHARE_APP.clientId);
    expect(landing.searchParams.get('status')).toBe('connected');

    const removed = await app.t.app.inject({ method: 'DELETE', url: '/api/linkedin/credentials', headers });
    expect(removed.json()).toMatchObject({ hasLinkedinCredentials: false, linkedinClientId: null });
  });
});
