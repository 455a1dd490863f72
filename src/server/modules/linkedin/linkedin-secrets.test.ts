import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemLogs, users } from '../../db/schema';
import { signIn } from '../../test/auth-helpers';
import { createPost } from '../../test/factories';
import {
  APP_URL,
  CALLBACK,
  SHARE_APP,
  connectThroughLinkedIn,
  signedInUser,
  startLinkedInTestApp,
  type LinkedInTestApp,
} from '../../test/linkedin';
import { createTestApp } from '../../test/test-app';

const OWN_SECRET = 'users-own-linkedin-client-secret-42';

describe('LinkedIn secrets at rest, in answers and in logs', () => {
  let app: LinkedInTestApp;
  beforeAll(async () => {
    app = await startLinkedInTestApp();
  });
  afterAll(() => app.close());

  it('stores tokens and client secrets sealed, and no answer or log line ever contains one', async () => {
    const answers: LightMyRequestResponse[] = [];
    const call = async (options: InjectOptions) => {
      const res = await app.t.app.inject(options);
      answers.push(res);
      return res;
    };
    const { user, headers } = await signedInUser(app.t);
    await call({
      method: 'POST',
      url: '/api/linkedin/credentials',
      headers,
      payload: { clientId: SHARE_APP.clientId, clientSecret: OWN_SECRET, redirectUri: CALLBACK },
    });
    // The fake accepts this app's real secret only; store it as the user's own so the flow works.
    await call({
      method: 'POST',
      url: '/api/linkedin/credentials',
      headers,
      payload: { clientId: SHARE_APP.clientId, clientSecret: SHARE_APP.clientSecret, redirectUri: CALLBACK },
    });
    const start = await call({ url: '/api/linkedin/auth', headers });
    const back = await app.linkedin.authorize(start.json().authUrl);
    await call({ url: `${back.pathname}${back.search}`, headers });
    const token = [...app.linkedin.state.tokens.values()].at(-1)!.token;
    const post = await createPost(app.t.db, user.id, { platform: 'linkedin' });
    await call({ url: '/api/auth/me', headers });
    await call({ url: '/api/linkedin/status', headers });
    await call({ method: 'POST', url: '/api/linkedin/settings', headers, payload: { directPostingEnabled: true } });
    await call({ method: 'POST', url: '/api/linkedin/publish', headers, payload: { postId: post.id } });
    app.linkedin.failNextPost({ status: 500 });
    await call({ method: 'POST', url: '/api/linkedin/publish', headers, payload: { postId: post.id, force: true } });
    await call({ url: '/api/posts/search', headers });
    await call({ url: '/api/gdpr/export-data', headers });
    await call({ method: 'DELETE', url: '/api/linkedin/disconnect', headers });

    const [row] = await app.t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.linkedinClientSecret).toMatch(/^pw1\./);
    expect(row!.linkedinClientSecret).not.toContain(SHARE_APP.clientSecret);
    expect(app.linkedin.state.revocations.map((r) => r.token)).toContain(token);

    const secrets = [token, SHARE_APP.clientSecret, OWN_SECRET];
    const everything = [
      ...answers.map((res) => `${JSON.stringify(res.headers)}\n${res.body}`),
      ...app.logLines,
      ...(await app.t.db.select().from(systemLogs)).map((l) => JSON.stringify(l)),
    ].join('\n');
    expect(answers.length).toBeGreaterThan(10);
    expect(app.logLines.length).toBeGreaterThan(10);
    for (const secret of secrets) expect(everything).not.toContain(secret);
  });

  it('keeps the token sealed in the users row while connected', async () => {
    const { user, headers } = await signedInUser(app.t);
    await connectThroughLinkedIn(app, headers);
    const token = [...app.linkedin.state.tokens.values()].at(-1)!.token;
    const [row] = await app.t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.linkedinAccessToken).toMatch(/^pw1\.[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(row!.linkedinAccessToken).not.toContain(token);
    expect(row!.linkedinAccessToken).not.toContain(Buffer.from(token).toString('base64'));
  });

  it('exports the connection’s metadata for GDPR, never the token or the client secret', async () => {
    const { user, headers } = await signedInUser(app.t);
    await app.t.app.inject({
      method: 'POST',
      url: '/api/linkedin/credentials',
      headers,
      payload: { clientId: SHARE_APP.clientId, clientSecret: SHARE_APP.clientSecret, redirectUri: CALLBACK },
    });
    await connectThroughLinkedIn(app, headers);
    const token = [...app.linkedin.state.tokens.values()].at(-1)!.token;
    const res = await app.t.app.inject({ url: '/api/gdpr/export-data', headers });
    const { account } = JSON.parse(res.body) as { account: Record<string, unknown> };
    expect(account.linkedin).toEqual({
      memberName: 'Grace Hopper',
      memberUrn: 'urn:li:person:fake-member-7f3a',
      scopes: ['openid', 'profile', 'email', 'w_member_social'],
      connectedAt: app.t.clock.now().toISOString(),
      tokenExpiresAt: new Date(app.t.clock.now().getTime() + 60 * 24 * 60 * 60 * 1000).toISOString(),
      clientId: SHARE_APP.clientId,
      redirectUri: CALLBACK,
      directPostingEnabled: false,
    });
    expect(res.body).not.toContain(token);
    expect(res.body).not.toContain(SHARE_APP.clientSecret);
    const [row] = await app.t.db.select().from(users).where(eq(users.id, user.id));
    expect(res.body).not.toContain(row!.linkedinAccessToken!);
    expect(res.body).not.toContain(row!.linkedinClientSecret!);
  });
});

describe('rotating APP_SECRET', () => {
  it('keeps connections working with APP_SECRET_PREVIOUS (re-sealing them), and says what is wrong without it', async () => {
    const before = await startLinkedInTestApp({ env: { APP_SECRET: 'the-first-app-secret-of-this-install-0001' } });
    try {
      const { user, headers } = await signedInUser(before.t);
      await connectThroughLinkedIn(before, headers);
      const [sealedBefore] = await before.t.db.select().from(users).where(eq(users.id, user.id));
      const post = await createPost(before.t.db, user.id, { platform: 'linkedin' });
      const env = {
        APP_URL,
        LINKEDIN_AUTH_URL: before.linkedin.authUrl,
        LINKEDIN_API_URL: before.linkedin.apiUrl,
        LINKEDIN_CLIENT_ID: SHARE_APP.clientId,
        LINKEDIN_CLIENT_SECRET: SHARE_APP.clientSecret,
      };

      // A new secret without the old one: the token cannot be read; the user is told to reconnect and the admin why.
      const forgotten = await createTestApp({
        database: before.t.database,
        clock: before.t.clock,
        env: { ...env, APP_SECRET: 'the-second-app-secret-of-this-install-002' },
      });
      try {
        const { cookie } = await signIn(forgotten.app, user.email);
        const res = await forgotten.app.inject({
          method: 'POST',
          url: '/api/linkedin/publish',
          headers: { cookie, origin: APP_URL },
          payload: { postId: post.id },
        });
        expect([res.statusCode, res.json().message]).toEqual([
          409,
          'Your LinkedIn connection can no longer be used. Reconnect LinkedIn in your profile to publish.',
        ]);
        const logs = await forgotten.db.select().from(systemLogs).where(eq(systemLogs.userId, user.id));
        expect(logs.map((l) => l.message)).toContainEqual(
          expect.stringMatching(/APP_SECRET changed without APP_SECRET_PREVIOUS/),
        );
      } finally {
        await forgotten.app.close();
      }

      // Restore the row as it was, then rotate properly.
      await before.t.db
        .update(users)
        .set({
          linkedinAccessToken: sealedBefore!.linkedinAccessToken,
          linkedinTokenExpiry: sealedBefore!.linkedinTokenExpiry,
        })
        .where(eq(users.id, user.id));
      const rotated = await createTestApp({
        database: before.t.database,
        clock: before.t.clock,
        env: {
          ...env,
          APP_SECRET: 'the-second-app-secret-of-this-install-002',
          APP_SECRET_PREVIOUS: 'the-first-app-secret-of-this-install-0001',
        },
      });
      try {
        const { cookie } = await signIn(rotated.app, user.email);
        const res = await rotated.app.inject({
          method: 'POST',
          url: '/api/linkedin/publish',
          headers: { cookie, origin: APP_URL },
          payload: { postId: post.id },
        });
        expect(res.statusCode, res.body).toBe(200);
        const [after] = await rotated.db.select().from(users).where(eq(users.id, user.id));
        const keyId = (sealed: string) => sealed.split('.')[1];
        expect(keyId(after!.linkedinAccessToken!)).not.toBe(keyId(sealedBefore!.linkedinAccessToken!));
      } finally {
        await rotated.app.close();
      }
    } finally {
      await before.close();
    }
  });
});
