import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAlerts, publications, systemLogs, users } from '../../db/schema';
import { createPost } from '../../test/factories';
import {
  connectThroughLinkedIn,
  connectedUserWithPost,
  SHARE_APP,
  signedInUser,
  startLinkedInTestApp,
  type LinkedInTestApp,
} from '../../test/linkedin';
import { scheduleDue, userRow } from '../../test/scheduled-publishing';
import { RECONNECT_MESSAGE, UNKNOWN_OUTCOME_MESSAGE } from './scheduled-publish.service';

// Issue #23, "failures reach the user" and "tokens": a scheduled post that
// fails or ends "Check LinkedIn" e-mails its author and shows on the
// dashboard; a connection ending before scheduled posts warns 7 days ahead;
// tokens with a refresh token are refreshed ahead of expiry; the admin is
// alerted when more than 10 % of the last hour's publications failed. The
// jobs' handlers are called directly (no workers), against the fake LinkedIn.

const DAY = 24 * 60 * 60 * 1000;
let app: LinkedInTestApp;
beforeAll(async () => {
  // 1 s LinkedIn timeout for the "Check LinkedIn" case.
  app = await startLinkedInTestApp({ env: { LINKEDIN_TIMEOUT_MS: '1000' } });
});
afterAll(async () => {
  await app?.close();
});
beforeEach(() => {
  app.t.clock.set(new Date());
});

const services = () => app.t.app.services;

async function scheduledPost(tag: string) {
  const { user, headers } = await connectedUserWithPost(app);
  const post = await createPost(app.t.db, user.id, { platform: 'linkedin', generatedContent: `${tag} scheduled post` });
  const row = await userRow(app, user.id);
  const dueAt = await scheduleDue(app, row, [post.id]);
  const [publication] = await app.t.db.select().from(publications).where(eq(publications.postId, post.id));
  return { user: row, headers, post, publication: publication!, dueAt };
}

const mailsTo = async (email: string) => (await app.t.outbox.messages()).filter((m) => m.to.includes(email));

async function notices(headers: Record<string, string>) {
  const response = await app.t.app.inject({ url: '/api/schedule/notices', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    attention: { postId: string; publication: { status: string; error: string } }[];
    expiring: { expiresAt: string; postsAfter: number } | null;
  };
}

describe('failures reach the user', () => {
  it('e-mails the author once and lists the post on the dashboard when a scheduled post fails', async () => {
    const { user, headers, post, publication, dueAt } = await scheduledPost('refused');
    app.linkedin.revokeToken([...app.linkedin.state.tokens.keys()].at(-1)!);
    const job = { publicationId: publication.id, dueAt };
    expect(await services().scheduledPublish.publishDue(job)).toBe('failed');
    // The same job delivered again changes nothing and sends nothing.
    expect(await services().scheduledPublish.publishDue(job)).toBe('skipped');

    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your scheduled post was not published');
    expect(mails[0]!.text).toContain('refused scheduled post');
    expect(mails[0]!.text).toContain(RECONNECT_MESSAGE);
    expect(mails[0]!.text).toContain('/calendar');

    const { attention } = await notices(headers);
    expect(attention).toMatchObject([{ postId: post.id, publication: { status: 'failed', error: RECONNECT_MESSAGE } }]);
    // Every attempt has its linkedin row in System Logs.
    const logs = await app.t.db.select().from(systemLogs).where(eq(systemLogs.userId, user.id));
    expect(logs.some((l) => l.source === 'linkedin' && l.message.startsWith('Scheduled post failed'))).toBe(true);
  });

  it('e-mails "Check LinkedIn" when LinkedIn created the post but never answered', async () => {
    const { user, headers, post, publication, dueAt } = await scheduledPost('unanswered');
    app.linkedin.hangAfterNextCreate();
    expect(await services().scheduledPublish.publishDue({ publicationId: publication.id, dueAt })).toBe(
      'check_linkedin',
    );
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Check LinkedIn: your scheduled post may not be published');
    expect(mails[0]!.text).toContain(UNKNOWN_OUTCOME_MESSAGE);
    const { attention } = await notices(headers);
    expect(attention).toMatchObject([{ postId: post.id, publication: { status: 'check_linkedin' } }]);
  });

  it('sends nothing and lists nothing for a post that was published', async () => {
    const { user, headers, publication, dueAt } = await scheduledPost('fine');
    expect(await services().scheduledPublish.publishDue({ publicationId: publication.id, dueAt })).toBe('published');
    expect(await mailsTo(user.email)).toHaveLength(0);
    expect(await notices(headers)).toEqual({ attention: [], expiring: null });
  });

  it('alerts the admin when more than 10 % of the last hour’s publications failed', async () => {
    await app.t.db.delete(adminAlerts);
    const { publication, dueAt } = await scheduledPost('alerting');
    app.linkedin.failNextPost({ status: 422, body: { message: 'Invalid content' } });
    expect(await services().scheduledPublish.publishDue({ publicationId: publication.id, dueAt })).toBe('failed');
    const raised = await services().adminAlerts.check();
    expect(raised).toContain('publish_failures');
    const [alert] = await app.t.db.select().from(adminAlerts).where(eq(adminAlerts.type, 'publish_failures'));
    expect(alert!.message).toMatch(/of the last hour's \d+ scheduled publications failed/);
    // Raised once per hour, however often the check runs.
    expect(await services().adminAlerts.check()).not.toContain('publish_failures');
  });

  it('does not alert while failures stay at or under 10 %', async () => {
    await app.t.db.delete(adminAlerts);
    // Only the publications of this test count: the others are moved out of the last hour.
    await app.t.db.update(publications).set({ updatedAt: new Date(Date.now() - 2 * 60 * 60 * 1000) });
    const { user } = await connectedUserWithPost(app);
    const row = await userRow(app, user.id);
    const ids = [];
    for (let i = 0; i < 10; i += 1)
      ids.push((await createPost(app.t.db, user.id, { platform: 'linkedin', generatedContent: `ten ${i}` })).id);
    const dueAt = await scheduleDue(app, row, ids);
    const rows = await app.t.db.select().from(publications).where(eq(publications.userId, user.id));
    app.linkedin.failNextPost({ status: 422, body: { message: 'Invalid content' } });
    for (const publication of rows)
      await services().scheduledPublish.publishDue({ publicationId: publication.id, dueAt });
    expect(await services().adminAlerts.check()).not.toContain('publish_failures');
  });
});

describe('a connection that ends before scheduled posts', () => {
  it('warns on the dashboard, e-mails once 7 days ahead, and fails the post with "Reconnect LinkedIn"', async () => {
    const { user, headers } = await connectedUserWithPost(app);
    // Three quarters into the hour, so the end (half past, 7 days on) is inside both the dashboard's
    // 7-day window and this hour's e-mail run, whatever the minute the test starts at.
    const hour = Math.floor(Date.now() / (60 * 60 * 1000)) * 60 * 60 * 1000;
    app.t.clock.set(new Date(hour + 45 * 60 * 1000));
    const expiresAt = new Date(hour + 7 * DAY + 30 * 60 * 1000);
    await app.t.db.update(users).set({ linkedinTokenExpiry: expiresAt }).where(eq(users.id, user.id));
    const post = await createPost(app.t.db, user.id, { platform: 'linkedin', generatedContent: 'after the end' });
    const scheduledAt = new Date(expiresAt.getTime() + DAY);
    await services().scheduling.schedule(await userRow(app, user.id), post.id, { scheduledAt });

    expect((await notices(headers)).expiring).toEqual({ expiresAt: expiresAt.toISOString(), postsAfter: 1 });
    expect(await services().linkedinTokens.warnExpiring()).toBe(1);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Reconnect LinkedIn before your scheduled posts go out');
    expect(mails[0]!.text).toContain('1 scheduled post is due after that');
    // The next hourly run looks at the next hour: no second e-mail.
    app.t.clock.advance(60 * 60 * 1000);
    expect(await services().linkedinTokens.warnExpiring()).toBe(0);
    expect(await mailsTo(user.email)).toHaveLength(1);

    // Its time comes after the end: it fails with "Reconnect LinkedIn", never silently.
    app.t.clock.set(new Date(scheduledAt.getTime() + 1000));
    const [publication] = await app.t.db.select().from(publications).where(eq(publications.postId, post.id));
    expect(
      await services().scheduledPublish.publishDue({ publicationId: publication!.id, dueAt: publication!.dueAt }),
    ).toBe('failed');
    const [after] = await app.t.db.select().from(publications).where(eq(publications.postId, post.id));
    expect(after).toMatchObject({ status: 'failed', error: RECONNECT_MESSAGE });
  });
});

describe('LinkedIn tokens', () => {
  const REFRESHING_APP = { ...SHARE_APP, refreshTokens: true };
  afterAll(() => app.linkedin.addApp(SHARE_APP));

  it('stores a granted refresh token sealed, refreshes ahead of expiry, and a reconnect without one keeps it', async () => {
    app.linkedin.addApp(REFRESHING_APP);
    const { user, headers } = await signedInUser(app.t);
    await connectThroughLinkedIn(app, headers);
    const [issued] = [...app.linkedin.state.refreshTokens.keys()].slice(-1);
    const connected = await userRow(app, user.id);
    expect(connected.linkedinRefreshToken).toBeTruthy();
    expect(connected.linkedinRefreshToken).not.toContain(issued);

    // Far from expiry: nothing to do.
    expect(await services().linkedinTokens.refreshDue()).toMatchObject({ refreshed: 0 });
    // Nine days before the end: refreshed, with LinkedIn's refresh grant.
    app.t.clock.set(new Date(connected.linkedinTokenExpiry!.getTime() - 9 * DAY));
    const grantsBefore = app.linkedin.state.tokenRequests.length;
    expect(await services().linkedinTokens.refreshDue()).toMatchObject({ refreshed: 1, failed: 0 });
    const grant = app.linkedin.state.tokenRequests.slice(grantsBefore);
    expect(grant.map((r) => r.fields.grant_type)).toEqual(['refresh_token']);
    expect(grant[0]!.fields.refresh_token).toBe(issued);
    const refreshed = await userRow(app, user.id);
    expect(refreshed.linkedinAccessToken).not.toBe(connected.linkedinAccessToken);
    expect(refreshed.linkedinTokenExpiry!.getTime()).toBe(app.t.clock.now().getTime() + 60 * DAY);
    // The new token publishes.
    const post = await createPost(app.t.db, user.id, { platform: 'linkedin', generatedContent: 'fresh token post' });
    app.t.clock.set(new Date());
    const response = await app.t.app.inject({
      method: 'POST',
      url: '/api/linkedin/publish',
      headers,
      payload: { postId: post.id },
    });
    expect(response.statusCode, response.body).toBe(200);

    // A reconnect through an app LinkedIn gives no refresh token keeps the stored one.
    app.linkedin.addApp(SHARE_APP);
    await connectThroughLinkedIn(app, headers);
    const reconnected = await userRow(app, user.id);
    expect(reconnected.linkedinAccessToken).not.toBe(refreshed.linkedinAccessToken);
    expect(reconnected.linkedinRefreshToken).toBe(refreshed.linkedinRefreshToken);
  });

  it('stops using a refresh token LinkedIn refuses, and logs why', async () => {
    app.linkedin.addApp(REFRESHING_APP);
    const { user, headers } = await signedInUser(app.t);
    await connectThroughLinkedIn(app, headers);
    const [issued] = [...app.linkedin.state.refreshTokens.values()].slice(-1);
    issued!.revoked = true;
    await app.t.db
      .update(users)
      .set({ linkedinTokenExpiry: new Date(Date.now() + DAY) })
      .where(eq(users.id, user.id));
    expect(await services().linkedinTokens.refreshDue()).toMatchObject({ refreshed: 0, failed: 1 });
    expect((await userRow(app, user.id)).linkedinRefreshToken).toBeNull();
    const logs = await app.t.db
      .select()
      .from(systemLogs)
      .where(and(eq(systemLogs.userId, user.id), eq(systemLogs.source, 'linkedin')));
    expect(logs.map((l) => l.message)).toContain('LinkedIn token refresh failed (oauth: invalid_request)');
  });

  it('warns in System Logs at start when LINKEDIN_API_VERSION is older than 10 months', async () => {
    app.t.clock.set(new Date('2027-09-15T00:00:00Z')); // 202610 is 11 months old then
    expect(await services().linkedinTokens.checkApiVersion()).toBe(false);
    const logs = await app.t.db.select().from(systemLogs).where(eq(systemLogs.source, 'linkedin'));
    expect(logs.map((l) => l.message).find((m) => m.startsWith('LINKEDIN_API_VERSION'))).toMatch(
      /LINKEDIN_API_VERSION \d{6} is 11 months old/,
    );
    app.t.clock.set(new Date('2027-08-15T00:00:00Z'));
    expect(await services().linkedinTokens.checkApiVersion()).toBe(true);
  });
});

describe('the verified-address rule', () => {
  it('refuses to schedule or queue for an account whose e-mail is not confirmed', async () => {
    const { user, headers, post } = await connectedUserWithPost(app);
    await app.t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id));
    const schedule = await app.t.app.inject({
      method: 'POST',
      url: `/api/posts/${post.id}/schedule`,
      headers,
      payload: { scheduledAt: new Date(Date.now() + DAY).toISOString() },
    });
    expect(schedule.statusCode).toBe(403);
    expect(schedule.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    await app.t.db.update(users).set({ schedulingEnabled: true }).where(eq(users.id, user.id));
    const queue = await app.t.app.inject({ method: 'POST', url: `/api/posts/${post.id}/queue`, headers, payload: {} });
    expect(queue.statusCode).toBe(403);
    expect(await app.t.db.select().from(publications).where(eq(publications.postId, post.id))).toHaveLength(0);
  });
});
