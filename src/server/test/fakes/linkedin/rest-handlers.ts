import type { IncomingMessage, ServerResponse } from 'node:http';
import { mayActAs, memberName, type FakeState, type FakeToken, type ScriptedFailure } from './fake-state';
import { sendJson } from './oauth-handlers';
import { contentProblem } from './media-handlers';
import { LittleTextError, renderLittleText } from './parse-little-text';

// LinkedIn's REST side: OpenID userinfo, the member's picture, and the
// versioned Posts API with the checks LinkedIn makes (bearer token, scope,
// LinkedIn-Version, X-Restli-Protocol-Version, author, body, little text).

// An 8×8 LinkedIn-blue PNG, enough to prove the picture is copied and shown.
export const PICTURE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPgSjuEFTEMLQkAtntMgRedlPkAAAAASUVORK5CYII=',
  'base64',
);

const MAX_COMMENTARY = 3000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function bearerToken(state: FakeState, req: IncomingMessage): FakeToken | undefined {
  const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
  const token = match ? state.tokens.get(match[1]!) : undefined;
  return token && !token.revoked ? token : undefined;
}

const invalidToken = (res: ServerResponse) =>
  sendJson(res, 401, {
    status: 401,
    serviceErrorCode: 65600,
    code: 'INVALID_ACCESS_TOKEN',
    message: 'Invalid access token',
  });

async function scripted(res: ServerResponse, failure: ScriptedFailure | undefined): Promise<boolean> {
  if (!failure) return false;
  if (failure.delayMs) await wait(failure.delayMs);
  if (res.destroyed) return true;
  const body = failure.body ?? {
    status: failure.status,
    message:
      failure.status === 429
        ? 'Resource level throttle APPLICATION DAY limit for calls to this resource is reached.'
        : 'Internal Server Error',
  };
  sendJson(res, failure.status, body, failure.status === 429 ? { 'retry-after': failure.retryAfter ?? '3600' } : {});
  return true;
}

export async function handleUserInfo(
  state: FakeState,
  req: IncomingMessage,
  res: ServerResponse,
  baseUrl: string,
): Promise<void> {
  if (await scripted(res, state.userInfoFailures.shift())) return;
  const token = bearerToken(state, req);
  if (!token) return invalidToken(res);
  if (!token.scopes.includes('openid'))
    return sendJson(res, 403, {
      status: 403,
      serviceErrorCode: 100,
      code: 'ACCESS_DENIED',
      message: 'Not enough permissions to access: userinfo.GET.NO_VERSION',
    });
  const { member } = token;
  sendJson(res, 200, {
    sub: member.sub,
    email_verified: true,
    name: memberName(member),
    locale: { country: 'BE', language: 'en' },
    given_name: member.givenName,
    family_name: member.familyName,
    email: member.email,
    picture: `${baseUrl}/media/profile-displayphoto-${member.sub}.png`,
  });
}

export function handlePicture(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(PICTURE_PNG.length) }).end(PICTURE_PNG);
}

export async function handleCreatePost(
  state: FakeState,
  req: IncomingMessage,
  raw: string,
  res: ServerResponse,
): Promise<void> {
  state.postRequests.push({ headers: { ...req.headers }, body: raw });
  if (await scripted(res, state.postFailures.shift())) return;
  if (state.postDelayMs) await wait(state.postDelayMs);
  const token = bearerToken(state, req);
  if (!token) return invalidToken(res);
  const version = req.headers['linkedin-version'];
  if (typeof version !== 'string' || version === '') {
    return sendJson(res, 400, {
      status: 400,
      code: 'VERSION_MISSING',
      message: 'A version must be present. Please specify a version by adding the LinkedIn-Version header.',
    });
  }
  if (!/^\d{6}(\.\d{2})?$/.test(version))
    return sendJson(res, 400, { status: 400, code: 'INVALID_VERSION', message: `Invalid version ${version}` });
  if (version.slice(0, 6) < state.oldestActiveVersion)
    return sendJson(res, 426, {
      status: 426,
      code: 'NONEXISTENT_VERSION',
      message: `Requested version ${version} is not active`,
    });
  if (req.headers['x-restli-protocol-version'] !== '2.0.0') {
    return sendJson(res, 400, {
      status: 400,
      code: 'ILLEGAL_ARGUMENT',
      message: 'X-Restli-Protocol-Version must be 2.0.0 for this resource',
    });
  }
  if (!token.scopes.includes('w_member_social')) {
    return sendJson(res, 403, {
      status: 403,
      serviceErrorCode: 100,
      code: 'ACCESS_DENIED',
      message: `Not enough permissions to access: partnerApiPostsExternal.CREATE.${version}`,
    });
  }
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return sendJson(res, 400, { status: 400, message: 'Malformed JSON' });
  }
  const unprocessable = (message: string) => sendJson(res, 422, { status: 422, message });
  if (!mayActAs(state, token, body.author))
    return sendJson(res, 403, { status: 403, message: 'Member is not allowed to post as this author' });
  if (typeof body.commentary !== 'string') return unprocessable('/commentary is required');
  const distribution = body.distribution as { feedDistribution?: unknown } | undefined;
  if (!['PUBLIC', 'CONNECTIONS'].includes(String(body.visibility))) return unprocessable('/visibility is invalid');
  if (distribution?.feedDistribution !== 'MAIN_FEED') return unprocessable('/distribution/feedDistribution is invalid');
  if (body.lifecycleState !== 'PUBLISHED') return unprocessable('/lifecycleState is invalid');
  const contentRefused = contentProblem(state, String(body.author), body.content);
  if (contentRefused) return unprocessable(contentRefused);
  let text: string;
  try {
    text = renderLittleText(body.commentary);
  } catch (error) {
    return unprocessable(`Invalid commentary: ${error instanceof LittleTextError ? error.message : 'unreadable'}`);
  }
  if ([...text].length > MAX_COMMENTARY) return unprocessable(`/commentary exceeds ${MAX_COMMENTARY} characters`);
  const urn = `urn:li:share:${state.nextPostId++}`;
  state.posts.push({
    urn,
    author: String(body.author),
    commentary: body.commentary,
    text,
    visibility: String(body.visibility),
    version,
    createdAt: new Date().toISOString(),
    ...(body.content === undefined ? {} : { content: body.content }),
  });
  if (state.hangAfterCreate > 0) {
    // The post exists, but the answer never comes: the caller cannot know.
    state.hangAfterCreate -= 1;
    return;
  }
  res.writeHead(201, { 'x-restli-id': urn, 'x-linkedin-id': urn }).end();
}

/** POST /rest/socialActions/{post URN}/comments: a comment by the post's author. */
export function handleCreateComment(
  state: FakeState,
  req: IncomingMessage,
  postUrn: string,
  raw: string,
  res: ServerResponse,
): void {
  const token = bearerToken(state, req);
  if (!token) return invalidToken(res);
  if (!token.scopes.includes('w_member_social'))
    return sendJson(res, 403, {
      status: 403,
      message: 'Not enough permissions to access: socialActions.comments.CREATE',
    });
  if (!state.posts.some((post) => post.urn === postUrn))
    return sendJson(res, 404, { status: 404, message: `Post ${postUrn} not found` });
  let body: { actor?: unknown; object?: unknown; message?: { text?: unknown } };
  try {
    body = JSON.parse(raw) as typeof body;
  } catch {
    return sendJson(res, 400, { status: 400, message: 'Malformed JSON' });
  }
  if (!mayActAs(state, token, body.actor))
    return sendJson(res, 403, { status: 403, message: 'Member is not allowed to comment as this actor' });
  if (body.object !== postUrn || typeof body.message?.text !== 'string' || body.message.text === '')
    return sendJson(res, 422, { status: 422, message: '/message/text and /object are required' });
  const urn = `urn:li:comment:(${postUrn},${state.comments.length + 1})`;
  state.comments.push({ urn, postUrn, actor: String(body.actor), text: body.message.text });
  res
    .writeHead(201, { 'x-restli-id': urn, 'content-type': 'application/json' })
    .end(JSON.stringify({ id: String(state.comments.length), object: postUrn }));
}
