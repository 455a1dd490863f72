import { LinkedInError, errorFromResponse, fetchWithDeadline } from './linkedin-error';
import { restHeaders, type LinkedInRestOptions } from './linkedin-rest';

// Attaching a picture or a PDF carousel to a member's post (issue #27): LinkedIn's Images and Documents APIs.
// 1. POST /rest/{images|documents}?action=initializeUpload with the member as owner → an upload URL and a URN;
// 2. PUT the bytes to the upload URL (with the member's token);
// 3. a document is processed before it can be posted: its status is read until AVAILABLE (a short wait).
// The URN then goes into the post's `content.media.id` (a document with its `title`).

export type LinkedInMediaFile = { kind: 'image' | 'document'; bytes: Buffer; mimeType: string };

const STATUS_DELAYS_MS = [0, 250, 500, 1000, 2000, 3000];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createLinkedInMediaApi({ apiUrl, apiVersion, timeoutMs }: LinkedInRestOptions) {
  const headers = (accessToken: string) => restHeaders(accessToken, apiVersion);

  async function initialize(
    accessToken: string,
    ownerUrn: string,
    kind: LinkedInMediaFile['kind'],
  ): Promise<{ uploadUrl: string; urn: string }> {
    const response = await fetchWithDeadline(
      `${apiUrl}/rest/${kind}s?action=initializeUpload`,
      {
        method: 'POST',
        headers: { ...headers(accessToken), 'content-type': 'application/json' },
        body: JSON.stringify({ initializeUploadRequest: { owner: ownerUrn } }),
      },
      timeoutMs,
    );
    if (!response.ok) throw await errorFromResponse(response);
    const value = ((await response.json().catch(() => ({}))) as { value?: Record<string, unknown> }).value ?? {};
    const urn = value[kind];
    if (typeof value.uploadUrl !== 'string' || typeof urn !== 'string')
      throw new LinkedInError('rejected', {
        status: response.status,
        detail: `initializeUpload gave no upload URL for the ${kind}`,
      });
    return { uploadUrl: value.uploadUrl, urn };
  }

  async function status(accessToken: string, kind: LinkedInMediaFile['kind'], urn: string): Promise<string> {
    const response = await fetchWithDeadline(
      `${apiUrl}/rest/${kind}s/${encodeURIComponent(urn)}`,
      { headers: headers(accessToken) },
      timeoutMs,
    );
    if (!response.ok) throw await errorFromResponse(response);
    return String(((await response.json().catch(() => ({}))) as { status?: unknown }).status ?? '');
  }

  return {
    /** Uploads the file as the member; answers the URN to post once LinkedIn has it. */
    async upload({
      accessToken,
      ownerUrn,
      file,
    }: {
      accessToken: string;
      ownerUrn: string;
      file: LinkedInMediaFile;
    }): Promise<string> {
      const { uploadUrl, urn } = await initialize(accessToken, ownerUrn, file.kind);
      const put = await fetchWithDeadline(
        uploadUrl,
        {
          method: 'PUT',
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': file.mimeType },
          body: new Uint8Array(file.bytes),
        },
        timeoutMs,
      );
      if (!put.ok) throw await errorFromResponse(put);
      await put.body?.cancel();
      if (file.kind === 'image') return urn;
      for (const delay of STATUS_DELAYS_MS) {
        await wait(delay);
        const state = await status(accessToken, file.kind, urn);
        if (state === 'AVAILABLE') return urn;
        if (state === 'PROCESSING_FAILED')
          throw new LinkedInError('rejected', { status: 422, detail: 'LinkedIn could not process the document' });
      }
      throw new LinkedInError('unavailable', { detail: 'LinkedIn is still processing the document' });
    },
  };
}
export type LinkedInMediaApi = ReturnType<typeof createLinkedInMediaApi>;
