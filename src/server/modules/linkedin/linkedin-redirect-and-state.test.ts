import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_URL,
  CALLBACK,
  SHARE_APP,
  signedInUser,
  startLinkedInTestApp,
  type Headers,
  type LinkedInTestApp,
} from '../../test/linkedin';

// Hole 6 of issue 24: a user's LinkedIn redirect URI could point at any host
// (169.254.169.254, 127.0.0.1:5432), and a callback consumed the state before
// checking whose it was, so anyone holding the URL could spoil the owner's connection.
describe('LinkedIn: the redirect URI and the state', () => {
  let app: LinkedInTestApp;
  beforeAll(async () => {
    app = await startLinkedInTestApp();
  });
  afterAll(() => app.close());

  it('pins a user’s redirect URI to APP_URL’s origin, with a clear 400', async () => {
    const { headers } = await signedInUser(app.t);
    const save = (redirectUri: string) =>
      app.t.app.inject({
        method: 'POST',
        url: '/api/linkedin/credentials',
        headers,
        payload: { clientId: SHARE_APP.clientId, clientSecret: SHARE_APP.clientSecret, redirectUri },
      });
    for (const elsewhere of [
      'http://169.254.169.254/api/linkedin/callback',
      'http://127.0.0.1:5432/api/linkedin/callback',
      'https://localhost:3000/api/linkedin/callback',
    ]) {
      const refused = await save(elsewhere);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({
        redirectUri: `Redirect URI must be on this app's address (${APP_URL}): use ${CALLBACK}`,
      });
      expect(refused.body).not.toContain('169.254');
    }
    expect((await save(CALLBACK)).statusCode).toBe(200);
  });

  it('a state is not spent by someone else’s or a signed-out callback: its owner still connects with it', async () => {
    const owner = await signedInUser(app.t);
    const stranger = await signedInUser(app.t);
    const start = await app.t.app.inject({ url: '/api/linkedin/auth', headers: owner.headers });
    const back = await app.linkedin.authorize(start.json().authUrl);
    const call = (headers?: Headers) =>
      app.t.app.inject({ url: `${back.pathname}${back.search}`, ...(headers ? { headers } : {}) });
    const reason = (res: Awaited<ReturnType<typeof call>>) => new URL(res.headers.location!, APP_URL).searchParams;

    expect(reason(await call(stranger.headers)).get('reason')).toBe('invalid_state');
    expect(reason(await call()).get('reason')).toBe('signed_out');
    expect(reason(await call(owner.headers)).get('status')).toBe('connected');
    expect(reason(await call(owner.headers)).get('reason')).toBe('invalid_state');
  });
});
