import type { IncomingMessage, ServerResponse } from 'node:http';
import { mayActAs, type FakeState } from './fake-state';
export type { FakeAsset } from './fake-state';
import { sendJson } from './oauth-handlers';

// LinkedIn's Images and Documents APIs (issue #27), as the member uses them to attach a picture or a PDF
// carousel to a post: initializeUpload (versioned REST, owner = the member), a PUT of the bytes to the
// returned upload URL, and the asset's status. /rest/posts then accepts `content.media.id` only for an asset
// of that member whose bytes arrived (a document also needs its title); see handleCreatePost.

const token = (state: FakeState, req: IncomingMessage) => {
  const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
  const issued = match ? state.tokens.get(match[1]!) : undefined;
  return issued && !issued.revoked ? issued : undefined;
};

/** The checks every versioned REST call gets (the same answers as /rest/posts); true when it answered a refusal. */
function refused(state: FakeState, req: IncomingMessage, res: ServerResponse): boolean {
  const issued = token(state, req);
  const version = req.headers['linkedin-version'];
  const [status, body] = !issued
    ? [401, { status: 401, serviceErrorCode: 65600, code: 'INVALID_ACCESS_TOKEN', message: 'Invalid access token' }]
    : typeof version !== 'string' || !/^\d{6}(\.\d{2})?$/.test(version)
      ? [400, { status: 400, code: 'VERSION_MISSING', message: 'A version must be present.' }]
      : req.headers['x-restli-protocol-version'] !== '2.0.0'
        ? [400, { status: 400, code: 'ILLEGAL_ARGUMENT', message: 'X-Restli-Protocol-Version must be 2.0.0' }]
        : !issued.scopes.includes('w_member_social')
          ? [403, { status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED', message: 'Not enough permissions' }]
          : [0, null];
  if (status === 0) return false;
  sendJson(res, status, body);
  return true;
}

export function handleInitializeUpload(
  state: FakeState,
  kind: 'image' | 'document',
  req: IncomingMessage,
  raw: string,
  res: ServerResponse,
  baseUrl: string,
): void {
  state.mediaRequests.push({
    method: 'POST',
    path: `/rest/${kind}s?action=initializeUpload`,
    headers: { ...req.headers },
    body: raw,
  });
  if (refused(state, req, res)) return;
  const issued = token(state, req)!;
  const owner = (JSON.parse(raw || '{}') as { initializeUploadRequest?: { owner?: string } }).initializeUploadRequest
    ?.owner;
  if (!owner || !mayActAs(state, issued, owner))
    return sendJson(res, 403, { status: 403, message: 'Owner must be the member or a page they administer' });
  const id = `D4E10AQ${state.nextAssetId++}`;
  const urn = `urn:li:${kind}:${id}`;
  state.assets.set(urn, { urn, kind, owner, bytes: null, contentType: null, statusChecks: 0 });
  sendJson(res, 200, {
    value: {
      uploadUrlExpiresAt: Date.now() + 3_600_000,
      uploadUrl: `${baseUrl}/upload/${encodeURIComponent(urn)}`,
      [kind]: urn,
    },
  });
}

export async function handleUpload(
  state: FakeState,
  urn: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  state.mediaRequests.push({
    method: 'PUT',
    path: `/upload/${urn}`,
    headers: { ...req.headers },
    body: `${Buffer.concat(chunks).length} bytes`,
  });
  const asset = state.assets.get(urn);
  if (!token(state, req)) return sendJson(res, 401, { status: 401, message: 'Invalid access token' });
  if (!asset) return sendJson(res, 404, { status: 404, message: 'Unknown upload' });
  asset.bytes = Buffer.concat(chunks);
  asset.contentType = req.headers['content-type'] ?? null;
  res.writeHead(201).end();
}

/** GET /rest/images/{urn} or /rest/documents/{urn}: PROCESSING on the first look at a document, then AVAILABLE. */
export function handleAssetStatus(state: FakeState, urn: string, req: IncomingMessage, res: ServerResponse): void {
  if (refused(state, req, res)) return;
  const asset = state.assets.get(urn);
  if (!asset) return sendJson(res, 404, { status: 404, message: `Not found: ${urn}` });
  asset.statusChecks++;
  const status = !asset.bytes
    ? 'WAITING_UPLOAD'
    : asset.kind === 'document' && asset.statusChecks === 1
      ? 'PROCESSING'
      : 'AVAILABLE';
  sendJson(res, 200, { id: urn, owner: asset.owner, status });
}

/** Why /rest/posts refuses a post's `content`, or null when it may be published. */
export function contentProblem(state: FakeState, author: string, content: unknown): string | null {
  if (content === undefined) return null;
  const media = (content as { media?: { id?: unknown; title?: unknown } } | null)?.media;
  if (!media || typeof media.id !== 'string') return '/content/media/id is required';
  const asset = state.assets.get(media.id);
  if (!asset || asset.owner !== author) return `/content/media/id ${media.id} is not an asset of the author`;
  if (!asset.bytes || asset.bytes.length === 0) return `/content/media/id ${media.id} has not been uploaded`;
  if (asset.kind === 'document' && (typeof media.title !== 'string' || media.title.trim() === ''))
    return '/content/media/title is required for a document';
  return null;
}
