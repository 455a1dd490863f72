import { LinkedInError, errorFromResponse, fetchWithDeadline } from './linkedin-error';
import { restHeaders, type LinkedInRestOptions } from './linkedin-rest';
import { toLittleText } from './little-text';

// LinkedIn's REST calls made as the member: who they are (OpenID Connect
// userinfo; /v2/me needs products a normal app does not have) and creating a
// post through the versioned Posts API.

/** A picture or document already uploaded through the Images or Documents API (linkedin-media.ts). */
export type PostMedia = { id: string; title?: string; altText?: string };
export type LinkedInMember = { sub: string; name: string | null; pictureUrl: string | null };

const PICTURE_MAX_BYTES = 256 * 1024;
const PICTURE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

export function createLinkedInApi({ apiUrl, apiVersion, timeoutMs }: LinkedInRestOptions) {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const apiOrigin = new URL(apiUrl).origin;
  // Pictures come from LinkedIn's media hosts (or the configured API host); never fetch an arbitrary URL.
  const isPictureHost = (url: URL) =>
    url.protocol === 'https:' && (url.hostname === 'licdn.com' || url.hostname.endsWith('.licdn.com'));

  return {
    apiVersion,

    async userInfo(accessToken: string): Promise<LinkedInMember> {
      const response = await fetchWithDeadline(
        `${apiUrl}/v2/userinfo`,
        { headers: { ...bearer(accessToken), accept: 'application/json' } },
        timeoutMs,
      );
      if (!response.ok) throw await errorFromResponse(response);
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (typeof body.sub !== 'string' || body.sub === '')
        throw new LinkedInError('rejected', { status: response.status, detail: 'userinfo has no member id (sub)' });
      const name =
        typeof body.name === 'string'
          ? body.name
          : [body.given_name, body.family_name].filter((p) => typeof p === 'string').join(' ');
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
    async createPost({
      accessToken,
      authorUrn,
      text,
      media,
    }: {
      accessToken: string;
      authorUrn: string;
      text: string;
      media?: PostMedia;
    }): Promise<{ urn: string }> {
      const response = await fetchWithDeadline(
        `${apiUrl}/rest/posts`,
        {
          method: 'POST',
          headers: { ...restHeaders(accessToken, apiVersion), 'content-type': 'application/json' },
          body: JSON.stringify({
            author: authorUrn,
            commentary: toLittleText(text),
            visibility: 'PUBLIC',
            distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
            lifecycleState: 'PUBLISHED',
            isReshareDisabledByAuthor: false,
            // An uploaded image or document (issue #27): LinkedIn shows it under the commentary; a document needs its title.
            ...(media
              ? {
                  content: {
                    media: {
                      id: media.id,
                      ...(media.title ? { title: media.title } : {}),
                      ...(media.altText ? { altText: media.altText } : {}),
                    },
                  },
                }
              : {}),
          }),
        },
        timeoutMs,
      );
      if (!response.ok) throw await errorFromResponse(response);
      await response.body?.cancel();
      const urn = response.headers.get('x-restli-id') ?? response.headers.get('x-linkedin-id');
      if (!urn)
        throw new LinkedInError('rejected', { status: response.status, detail: 'LinkedIn did not return the post id' });
      return { urn };
    },

    /** Comments on a post as its author (socialActions comments API); answers the comment's URN. */
    async createComment({
      accessToken,
      actorUrn,
      postUrn,
      text,
    }: {
      accessToken: string;
      actorUrn: string;
      postUrn: string;
      text: string;
    }): Promise<{ urn: string | null }> {
      const response = await fetchWithDeadline(
        `${apiUrl}/rest/socialActions/${encodeURIComponent(postUrn)}/comments`,
        {
          method: 'POST',
          headers: { ...restHeaders(accessToken, apiVersion), 'content-type': 'application/json' },
          body: JSON.stringify({ actor: actorUrn, object: postUrn, message: { text } }),
        },
        timeoutMs,
      );
      if (!response.ok) throw await errorFromResponse(response);
      await response.body?.cancel();
      return { urn: response.headers.get('x-restli-id') };
    },
  };
}
export type LinkedInApi = ReturnType<typeof createLinkedInApi>;
