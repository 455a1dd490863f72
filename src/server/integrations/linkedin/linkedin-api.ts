import { LinkedInError, errorFromResponse, fetchWithDeadline } from './linkedin-error';
import { toLittleText } from './little-text';

// LinkedIn's REST calls made as the member: who they are (OpenID Connect
// userinfo; /v2/me needs products a normal app does not have) and creating a
// post through the versioned Posts API.

export type LinkedInMember = { sub: string; name: string | null; pictureUrl: string | null };

const PICTURE_MAX_BYTES = 256 * 1024;
const PICTURE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

export function createLinkedInApi({ apiUrl, apiVersion, timeoutMs }: { apiUrl: string; apiVersion: string; timeoutMs: number }) {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const apiOrigin = new URL(apiUrl).origin;
  // Pictures come from LinkedIn's media hosts (or the configured API host); never fetch an arbitrary URL.
  const isPictureHost = (url: URL) => url.protocol === 'https:' && (url.hostname === 'licdn.com' || url.hostname.endsWith('.licdn.com'));

  return {
    apiVersion,

    async userInfo(accessToken: string): Promise<LinkedInMember> {
      const response = await fetchWithDeadline(`${apiUrl}/v2/userinfo`, { headers: { ...bearer(accessToken), accept: 'application/json' } }, timeoutMs);
      if (!response.ok) throw await errorFromResponse(response);
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (typeof body.sub !== 'string' || body.sub === '') throw new LinkedInError('rejected', { status: response.status, detail: 'userinfo has no member id (sub)' });
      const name = typeof body.name === 'string' ? body.name : [body.given_name, body.family_name].filter((p) => typeof p === 'string').join(' ');
      return { sub: body.sub, name: name || null, pictureUrl: typeof body.picture === 'string' ? body.picture : null };
    },

    /**
     * The member's picture as a data: URL, or null. LinkedIn's picture URLs
     * expire, and the browser must not fetch third-party images, so we keep a copy.
     */
    async pictureDataUrl(url: string): Promise<string | null> {
      try {
        const parsed = new URL(url);
        if (!isPictureHost(parsed) && parsed.origin !== apiOrigin) return null;
        const response = await fetchWithDeadline(url, {}, timeoutMs);
        const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
        const length = Number(response.headers.get('content-length') ?? 0);
        if (!response.ok || !PICTURE_TYPES.has(type) || length > PICTURE_MAX_BYTES) {
          await response.body?.cancel();
          return null;
        }
        const bytes = Buffer.from(await response.arrayBuffer());
        if (bytes.length === 0 || bytes.length > PICTURE_MAX_BYTES) return null;
        return `data:${type};base64,${bytes.toString('base64')}`;
      } catch {
        return null;
      }
    },

    /** Publishes a text post as the member; answers the new post's URN (the x-restli-id header). */
    async createPost({ accessToken, authorUrn, text }: { accessToken: string; authorUrn: string; text: string }): Promise<{ urn: string }> {
      const response = await fetchWithDeadline(
        `${apiUrl}/rest/posts`,
        {
          method: 'POST',
          headers: {
            ...bearer(accessToken),
            'content-type': 'application/json',
            'LinkedIn-Version': apiVersion,
            'X-Restli-Protocol-Version': '2.0.0',
          },
          body: JSON.stringify({
            author: authorUrn,
            commentary: toLittleText(text),
            visibility: 'PUBLIC',
            distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
            lifecycleState: 'PUBLISHED',
            isReshareDisabledByAuthor: false,
          }),
        },
        timeoutMs,
      );
      if (!response.ok) throw await errorFromResponse(response);
      await response.body?.cancel();
      const urn = response.headers.get('x-restli-id') ?? response.headers.get('x-linkedin-id');
      if (!urn) throw new LinkedInError('rejected', { status: response.status, detail: 'LinkedIn did not return the post id' });
      return { urn };
    },
  };
}
export type LinkedInApi = ReturnType<typeof createLinkedInApi>;
