import sharp from 'sharp';
import { AppError } from '../../errors';
import type { MediaService } from './media.service';

// What publishing a post to LinkedIn attaches (issue #27): the picture or carousel the user chose, else the
// post's newest one (the one its LinkedIn preview shows). LinkedIn's Images API takes JPEG, PNG and GIF, so a
// WebP is converted to PNG on the way out; a carousel goes as a document with its title.

export type PublishAttachment = {
  kind: 'image' | 'document';
  bytes: Buffer;
  mimeType: string;
  title?: string;
  altText?: string;
};

export function createPublishAttachments(media: MediaService) {
  return async function attachmentOf(
    userId: string,
    postId: string,
    mediaId?: string,
  ): Promise<PublishAttachment | null> {
    const row = mediaId ? await media.getOwned(userId, mediaId) : (await media.listForPost(userId, postId))[0];
    if (!row) return null;
    if (row.postId !== postId) throw new AppError('BAD_REQUEST', 'This picture belongs to another post.');
    const { bytes } = await media.read(userId, row.id);
    if (row.kind === 'carousel')
      return { kind: 'document', bytes, mimeType: 'application/pdf', title: row.details?.title ?? 'Carousel' };
    const altText = row.prompt ?? undefined;
    if (row.mimeType === 'image/webp')
      return { kind: 'image', bytes: await sharp(bytes).png().toBuffer(), mimeType: 'image/png', altText };
    return { kind: 'image', bytes, mimeType: row.mimeType ?? 'image/png', altText };
  };
}
