import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { readBody } from '../read-body';
import {
  createFakeState,
  type FakeApp,
  type FakeMember,
  type FakeOrganization,
  type FakePost,
  type FakeState,
  type ScriptedFailure,
} from './fake-state';
import { handleAccessToken, handleAuthorize, handleDecision, handleRevoke, sendJson } from './oauth-handlers';
import { handleAssetStatus, handleInitializeUpload, handleUpload } from './media-handlers';
import { handleCreateComment, handleCreatePost, handlePicture, handleUserInfo } from './rest-handlers';
import { handleOrganizationAcls, handleOrganizations } from './organization-handlers';

// A project-owned LinkedIn stand-in speaking LinkedIn's real protocol over
// HTTP: OAuth (authorize page with Allow/Cancel, token, revoke), OpenID
// userinfo, and the Posts API. Integration tests drive it in-process; the
// Playwright run starts it through linkedin-server-cli.ts and reads it over
// /__fake/* control endpoints.

export type { FakeApp, FakeMember, FakeOrganization, FakePost };

export async function startFakeLinkedIn(
  options: { port?: number; host?: string; apps?: FakeApp[]; member?: FakeMember } = {},
) {
  const state: FakeState = createFakeState(options);
  const sockets = new Set<Socket>();
  let baseUrl = '';

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', baseUrl);
      const upload = /^\/upload\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'PUT' && upload) return handleUpload(state, decodeURIComponent(upload[1]!), req, res);
      const body = req.method === 'POST' ? await readBody(req) : '';
      const route = `${req.method} ${url.pathname}`;
      if (route === 'GET /oauth/v2/authorization') return handleAuthorize(state, url.searchParams, res);
      if (route === 'POST /oauth/v2/authorization/decision')
        return handleDecision(state, new URLSearchParams(body), res);
      if (route === 'POST /oauth/v2/accessToken') return handleAccessToken(state, req, new URLSearchParams(body), res);
      if (route === 'POST /oauth/v2/revoke') return handleRevoke(state, new URLSearchParams(body), res);
      if (route === 'GET /v2/userinfo') return handleUserInfo(state, req, res, baseUrl);
      if (req.method === 'GET' && url.pathname.startsWith('/media/')) return handlePicture(res);
      if (route === 'POST /rest/posts') return handleCreatePost(state, req, body, res);
      const asset = /^\/rest\/(image|document)s(?:\/([^/]+))?$/.exec(url.pathname);
      if (asset && req.method === 'POST' && url.searchParams.get('action') === 'initializeUpload') {
        return handleInitializeUpload(state, asset[1] as 'image' | 'document', req, body, res, baseUrl);
      }
      if (asset?.[2] && req.method === 'GET') return handleAssetStatus(state, decodeURIComponent(asset[2]), req, res);
      if (route === 'GET /rest/organizationAcls') return handleOrganizationAcls(state, req, url, res);
      const organization = /^\/rest\/organizations(?:\/(\d+))?$/.exec(url.pathname);
      if (req.method === 'GET' && organization) return handleOrganizations(state, req, url, organization[1], res);
      const comment = /^\/rest\/socialActions\/([^/]+)\/comments$/.exec(url.pathname);
      if (req.method === 'POST' && comment)
        return handleCreateComment(state, req, decodeURIComponent(comment[1]!), body, res);
      // Browsers ask every origin for one; LinkedIn has one.
      if (route === 'GET /favicon.ico') return void res.writeHead(204).end();
      // Control endpoints for the Playwright run (another process).
      if (route === 'GET /__fake/health') return sendJson(res, 200, { ok: true });
      if (route === 'GET /__fake/posts') return sendJson(res, 200, { posts: state.posts });
      if (route === 'POST /__fake/token-lifetime') {
        state.tokenLifetimeSeconds = Number(url.searchParams.get('seconds'));
        return sendJson(res, 200, { ok: true });
      }
      if (route === 'POST /__fake/organizations') {
        state.organizations = JSON.parse(body) as FakeOrganization[];
        return sendJson(res, 200, { ok: true });
      }
      if (route === 'POST /__fake/fail-next-post') {
        state.postFailures.push({ status: Number(url.searchParams.get('status')) });
        return sendJson(res, 200, { ok: true });
      }
      sendJson(res, 404, { status: 404, message: `No route ${route}` });
    })().catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { status: 500, message: String(error) });
    });
  });
  // Like LinkedIn's edge, keep idle connections for a minute: with Node's 5 s default, a loaded test machine
  // could reuse a socket the fake had just closed, and a reset POST is an unknown outcome by design.
  server.keepAliveTimeout = 65_000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  baseUrl = `http://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    /** LINKEDIN_AUTH_URL for the app. */
    authUrl: `${baseUrl}/oauth/v2`,
    /** LINKEDIN_API_URL for the app. */
    apiUrl: baseUrl,
    state,
    addApp(app: FakeApp) {
      state.apps.set(app.clientId, app);
    },
    setMember(member: FakeMember) {
      state.member = member;
    },
    /** Company pages and their administrators (the Community Management API's organizations). */
    addOrganization(organization: FakeOrganization) {
      state.organizations.push(organization);
    },
    failNextPost(...failures: ScriptedFailure[]) {
      state.postFailures.push(...failures);
    },
    /** The next `count` posts are created, but LinkedIn never answers (a timeout after the request was sent). */
    hangAfterNextCreate(count = 1) {
      state.hangAfterCreate += count;
    },
    failNextUserInfo(...failures: ScriptedFailure[]) {
      state.userInfoFailures.push(...failures);
    },
    /** Invalidates an issued token, as when the member revokes the app on linkedin.com. */
    revokeToken(token: string) {
      const issued = state.tokens.get(token);
      if (issued) issued.revoked = true;
    },
    /**
     * The browser's part of the flow: opens the authorization URL, presses Allow
     * or Cancel on the consent page, and answers where LinkedIn sends the browser back.
     */
    async authorize(authorizationUrl: string, decision: 'allow' | 'cancel' = 'allow'): Promise<URL> {
      const page = await fetch(authorizationUrl, { redirect: 'manual' });
      if (page.status === 302) return new URL(page.headers.get('location')!);
      const html = await page.text();
      if (page.status !== 200) throw new Error(`authorize page ${page.status}: ${html}`);
      const fields = new URLSearchParams({ decision });
      for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
        fields.set(
          match[1]!,
          match[2]!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
        );
      }
      const answer = await fetch(`${baseUrl}/oauth/v2/authorization/decision`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: fields.toString(),
      });
      return new URL(answer.headers.get('location')!);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}
export type FakeLinkedIn = Awaited<ReturnType<typeof startFakeLinkedIn>>;
