import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publications, users } from '../../db/schema';
import type { FakeMember, FakeOrganization } from '../../test/fakes/linkedin/linkedin-server';
import { createPost } from '../../test/factories';
import {
  SHARE_APP,
  connectThroughLinkedIn,
  connectedUserWithPost,
  signedInUser,
  startLinkedInTestApp,
  type Headers,
  type LinkedInTestApp,
} from '../../test/linkedin';
import { scheduleDue, startTestWorkers, userRow, waitForPublications } from '../../test/scheduled-publishing';

// Company pages as targets (issue #23 "Targets", decision 123), against the fake LinkedIn's Community Management
// API: the pages are read on connect, one is the default target, and posts go out with the page as their author.

const GRACE = 'fake-member-7f3a';
const page = (id: number, name: string, roles: FakeOrganization['roles']): FakeOrganization => ({
  id,
  localizedName: name,
  vanityName: name.toLowerCase().replace(/\s+/g, '-'),
  roles,
});
const ACME = page(1001, 'Acme Robotics', [{ sub: GRACE, role: 'ADMINISTRATOR', state: 'APPROVED' }]);
const BETA = page(1002, 'Beta Labs', [{ sub: GRACE, role: 'ADMINISTRATOR', state: 'APPROVED' }]);
// Neither an analyst's page, nor a requested role, nor someone else's page is a target.
const GAMMA = page(1003, 'Gamma Analytics', [{ sub: GRACE, role: 'ANALYST', state: 'APPROVED' }]);
const DELTA = page(1004, 'Delta Pending', [{ sub: GRACE, role: 'ADMINISTRATOR', state: 'REQUESTED' }]);
const OTHER = page(1005, 'Not Grace’s', [{ sub: 'someone-else', role: 'ADMINISTRATOR', state: 'APPROVED' }]);
const ACME_URN = 'urn:li:organization:1001';
const BETA_URN = 'urn:li:organization:1002';

let app: LinkedInTestApp;
let stopWorkers: () => Promise<void>;
beforeAll(async () => {
  app = await startLinkedInTestApp({ env: { LINKEDIN_ORGANIZATION_SCOPES: 'true', PUBLISH_RETRY_BASE_MS: '200' } });
  // The operator's app has the Community Management API product, so LinkedIn grants the two page scopes.
  app.linkedin.addApp({ ...SHARE_APP, products: ['openid', 'share', 'community'] });
  for (const organization of [ACME, BETA, GAMMA, DELTA, OTHER])
    app.linkedin.addOrganization(structuredClone(organization));
  stopWorkers = await startTestWorkers(app);
});
afterAll(async () => {
  await stopWorkers?.();
  await app?.close();
});

const status = async (headers: Headers) => (await app.t.app.inject({ url: '/api/linkedin/status', headers })).json();
const putTarget = (headers: Headers, target: string) =>
  app.t.app.inject({ method: 'PUT', url: '/api/linkedin/target', headers, payload: { target } });

describe('company pages', () => {
  it('asks for the page scopes and reads the pages the member administers when they connect', async () => {
    const before = app.linkedin.state.organizationRequests.length;
    const { headers } = await connectedUserWithPost(app);
    const view = await status(headers);
    expect(view).toMatchObject({ organizationScopes: true, canPostAsPages: true, defaultTarget: 'member' });
    expect(view.scopes).toEqual(expect.arrayContaining(['r_organization_admin', 'w_organization_social']));
    expect(view.companyPages).toEqual([
      { urn: ACME_URN, name: 'Acme Robotics', vanityName: 'acme-robotics' },
      { urn: BETA_URN, name: 'Beta Labs', vanityName: 'beta-labs' },
    ]);
    const calls = app.linkedin.state.organizationRequests.slice(before);
    expect(calls.map((c) => c.path)).toEqual([
      '/rest/organizationAcls?q=roleAssignee&role=ADMINISTRATOR&state=APPROVED&start=0&count=100',
      '/rest/organizations?ids=List(1001,1002)',
    ]);
    expect(calls[0]!.headers['linkedin-version']).toBe('202610');
    expect(calls[0]!.headers['x-restli-protocol-version']).toBe('2.0.0');
  });

  it('stores the default target, refuses an unknown one with 400, and goes back to the profile', async () => {
    const { user, headers } = await connectedUserWithPost(app);
    const chosen = await putTarget(headers, ACME_URN);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().linkedinDefaultTarget).toBe(ACME_URN);
    expect((await userRow(app, user.id)).selectedPostTargetUrn).toBe(ACME_URN);
    expect((await status(headers)).defaultTarget).toBe(ACME_URN);

    for (const unknown of ['urn:li:organization:1005', 'urn:li:organization:1003', 'urn:li:person:someone']) {
      const refused = await putTarget(headers, unknown);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/Unknown target/);
    }
    expect((await userRow(app, user.id)).selectedPostTargetUrn).toBe(ACME_URN);
    const back = await putTarget(headers, 'member');
    expect(back.json().linkedinDefaultTarget).toBe('member');
    expect((await userRow(app, user.id)).selectedPostTargetUrn).toBeNull();
  });

  it('publishes a scheduled post as the default page: author and first comment are the organization', async () => {
    const { user, headers, post } = await connectedUserWithPost(app, {
      generatedContent: 'pages-scheduled launch day',
    });
    expect((await putTarget(headers, ACME_URN)).statusCode).toBe(200);
    await scheduleDue(app, await userRow(app, user.id), [post.id], { firstComment: 'Details: example.com' });
    const [row] = await waitForPublications(app, [post.id], ['published'], 30_000);
    expect(row!.target).toBe(ACME_URN);
    const sent = app.linkedin.state.posts.filter((p) => p.text === 'pages-scheduled launch day');
    expect(sent.map((p) => p.author)).toEqual([ACME_URN]);
    expect(app.linkedin.state.comments.find((c) => c.postUrn === row!.linkedinPostUrn)?.actor).toBe(ACME_URN);
  });

  it('publishes now as another page, with its picture uploaded for that page', async () => {
    const { headers, post } = await connectedUserWithPost(app, { generatedContent: 'pages-now with a card' });
    const card = await app.t.app.inject({
      method: 'POST',
      url: `/api/posts/${post.id}/media`,
      headers,
      payload: { kind: 'card', template: 'quote' },
    });
    expect(card.statusCode, card.body).toBe(201);
    const before = app.linkedin.state.mediaRequests.length;
    const published = await app.t.app.inject({
      method: 'POST',
      url: '/api/linkedin/publish',
      headers,
      payload: { postId: post.id, target: BETA_URN },
    });
    expect(published.statusCode, published.body).toBe(200);
    const initialize = app.linkedin.state.mediaRequests.slice(before).find((r) => r.method === 'POST')!;
    expect(JSON.parse(initialize.body)).toEqual({ initializeUploadRequest: { owner: BETA_URN } });
    const sent = app.linkedin.state.posts.find((p) => p.urn === published.json().linkedinPostUrn)!;
    expect(sent.author).toBe(BETA_URN);
    expect((sent.content as { media: { id: string } }).media.id).toMatch(/^urn:li:image:/);
  });

  it('moves a scheduled post to another target instead of adding a second post', async () => {
    const { headers, post } = await connectedUserWithPost(app);
    const schedule = (target: string) =>
      app.t.app.inject({
        method: 'POST',
        url: `/api/posts/${post.id}/schedule`,
        headers,
        payload: { scheduledAt: new Date(Date.now() + 10 * 60_000).toISOString(), target },
      });
    expect((await schedule('member')).statusCode).toBe(200);
    const moved = await schedule(ACME_URN);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().post.publication).toMatchObject({ status: 'scheduled', target: ACME_URN });
    const rows = await app.t.db.select().from(publications).where(eq(publications.postId, post.id));
    expect(rows.map((r) => r.target)).toEqual([ACME_URN]);
  });

  it('never lets a user post to another member’s page', async () => {
    const grace = app.linkedin.state.member;
    const linus: FakeMember = { sub: 'fake-member-linus', givenName: 'Linus', familyName: 'T', email: 'l@example.com' };
    app.linkedin.setMember(linus);
    try {
      const { user, headers } = await signedInUser(app.t);
      await connectThroughLinkedIn(app, headers);
      expect((await status(headers)).companyPages).toEqual([]);
      const post = await createPost(app.t.db, user.id, { platform: 'linkedin' });
      const inTenMinutes = new Date(Date.now() + 10 * 60_000).toISOString();
      const scheduled = await app.t.app.inject({
        method: 'POST',
        url: `/api/posts/${post.id}/schedule`,
        headers,
        payload: { scheduledAt: inTenMinutes, target: ACME_URN },
      });
      expect(scheduled.statusCode).toBe(400);
      expect(scheduled.json().message).toMatch(/Unknown target/);
      const published = await app.t.app.inject({
        method: 'POST',
        url: '/api/linkedin/publish',
        headers,
        payload: { postId: post.id, target: ACME_URN },
      });
      expect(published.statusCode).toBe(400);
      expect((await putTarget(headers, ACME_URN)).statusCode).toBe(400);
      expect(app.linkedin.state.posts.filter((p) => p.author === ACME_URN && p.text === post.generatedContent)).toEqual(
        [],
      );
    } finally {
      app.linkedin.setMember(grace);
    }
  });

  it('"Refresh pages" picks up a new page and drops a default page the member no longer administers', async () => {
    const { user, headers } = await connectedUserWithPost(app);
    expect((await putTarget(headers, BETA_URN)).statusCode).toBe(200);
    const beta = app.linkedin.state.organizations.find((o) => o.id === 1002)!;
    beta.roles = [];
    app.linkedin.addOrganization(page(1006, 'Epsilon', [{ sub: GRACE, role: 'ADMINISTRATOR', state: 'APPROVED' }]));
    try {
      const refreshed = await app.t.app.inject({ method: 'POST', url: '/api/linkedin/pages/refresh', headers });
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      expect(refreshed.json().linkedinCompanyPages.map((p: { name: string }) => p.name)).toEqual([
        'Acme Robotics',
        'Epsilon',
      ]);
      expect(refreshed.json().linkedinDefaultTarget).toBe('member');
      const [row] = await app.t.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.selectedPostTargetUrn).toBeNull();
    } finally {
      beta.roles = structuredClone(BETA.roles);
      app.linkedin.state.organizations = app.linkedin.state.organizations.filter((o) => o.id !== 1006);
    }
  });
});

describe('without LINKEDIN_ORGANIZATION_SCOPES', () => {
  it('asks only for the member scopes, stores no pages, and says so in the status', async () => {
    const plain = await startLinkedInTestApp();
    try {
      plain.linkedin.addOrganization(structuredClone(ACME));
      const { headers } = await signedInUser(plain.t);
      const { authUrl } = await connectThroughLinkedIn(plain, headers);
      expect(authUrl.searchParams.get('scope')).toBe('openid profile email w_member_social');
      const view = (await plain.t.app.inject({ url: '/api/linkedin/status', headers })).json();
      expect(view).toMatchObject({
        organizationScopes: false,
        canPostAsPages: false,
        companyPages: [],
        defaultTarget: 'member',
      });
      expect(plain.linkedin.state.organizationRequests).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
