import type { LinkedInClient } from '../../integrations/linkedin/linkedin-client';
import type { LinkedInMediaFile } from '../../integrations/linkedin/linkedin-media';

/** A picture or carousel to attach, with the document's title and the picture's alternative text. */
export type PostAttachment = LinkedInMediaFile & { title?: string; altText?: string };

/**
 * One post to LinkedIn, now or scheduled: its picture or document uploaded first (owned by the author, a page's
 * post carries a picture the page owns), then the post. An upload that fails created no post; its error is
 * classified by the caller like the post's own. `access`: the member's, whichever the author (member or page).
 */
export async function sendPost(
  linkedin: LinkedInClient,
  send: { access: { accessToken: string }; authorUrn: string; text: string; attachment: PostAttachment | null },
): Promise<{ urn: string }> {
  const { authorUrn, attachment } = send;
  const { accessToken } = send.access;
  const mediaId = attachment && (await linkedin.media.upload({ accessToken, ownerUrn: authorUrn, file: attachment }));
  const media =
    attachment && mediaId ? { id: mediaId, title: attachment.title, altText: attachment.altText } : undefined;
  return linkedin.api.createPost({ accessToken, authorUrn, text: send.text, media });
}
