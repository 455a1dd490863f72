import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Media } from '@shared/schemas/media';
import type { Database, Executor } from '../../db/client';
import { images, users, type ImageRow, type MediaDetails, type MediaKind } from '../../db/schema';
import { AppError } from '../../errors';
import type { MediaStorage } from '../../integrations/storage/media-storage';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import { checkUploadedImage } from './image-check';

// Media rows and their files (issue #27). A file is written first and its row second, so a row never names a
// missing file; a failed insert removes the file again. Only the owner ever reads a row: every lookup is by
// id *and* user, and another user's id is simply not found (404).

export type NewMedia = {
  userId: string;
  postId: string | null;
  kind: MediaKind;
  bytes: Buffer;
  mimeType: string;
  extension: string;
  width: number | null;
  height: number | null;
  prompt?: string | null;
  details?: MediaDetails | null;
};

export const mediaUrl = (id: string) => `/api/media/${id}`;
const storageKey = (userId: string, mediaId: string, extension: string) =>
  `users/${userId}/${mediaId}-${randomBytes(4).toString('hex')}.${extension}`;

export function toMedia(row: ImageRow): Media {
  return {
    id: row.id,
    postId: row.postId,
    kind: row.kind,
    url: mediaUrl(row.id),
    mimeType: row.mimeType ?? 'image/png',
    width: row.width,
    height: row.height,
    byteSize: row.byteSize,
    prompt: row.prompt,
    isCustomUpload: row.isCustomUpload,
    template: row.details?.template ?? null,
    format: row.details?.format ?? null,
    title: row.details?.title ?? null,
    slides: row.details?.slides ?? null,
    createdAt: row.createdAt,
  };
}

export function createMediaService({ db, clock, storage }: { db: Database; clock: Clock; storage: MediaStorage }) {
  /** `within` runs in the inserting transaction (completing a paid run); if anything fails, the file goes again. */
  async function save(input: NewMedia, within?: (tx: Executor, row: ImageRow) => Promise<void>): Promise<ImageRow> {
    const id = randomUUID();
    const key = storageKey(input.userId, id, input.extension);
    await storage.put(key, input.bytes, input.mimeType);
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(images)
          .values({
            id,
            userId: input.userId,
            postId: input.postId,
            kind: input.kind,
            prompt: input.prompt ?? null,
            imageUrl: mediaUrl(id),
            isCustomUpload: input.kind === 'upload' || input.kind === 'profile',
            storageKey: key,
            mimeType: input.mimeType,
            width: input.width,
            height: input.height,
            byteSize: input.bytes.length,
            details: input.details ?? null,
            createdAt: clock.now(),
          })
          .returning();
        await within?.(tx, row!);
        return row!;
      });
    } catch (error) {
      await storage.delete(key).catch(() => undefined);
      throw error;
    }
  }

  async function getOwned(userId: string, id: string): Promise<ImageRow> {
    if (!isUuid(id)) throw new AppError('NOT_FOUND', 'Picture not found');
    const [row] = await db
      .select()
      .from(images)
      .where(and(eq(images.id, id), eq(images.userId, userId)));
    if (!row) throw new AppError('NOT_FOUND', 'Picture not found');
    return row;
  }

  /** Replaces a row's file (an edited carousel): the new file first, then the row, then the old file goes. */
  async function replaceFile(row: ImageRow, bytes: Buffer, details: MediaDetails): Promise<ImageRow> {
    const key = storageKey(row.userId, row.id, row.storageKey?.split('.').pop() ?? 'bin');
    await storage.put(key, bytes, row.mimeType ?? 'application/octet-stream');
    const [updated] = await db
      .update(images)
      .set({ storageKey: key, byteSize: bytes.length, details })
      .where(eq(images.id, row.id))
      .returning();
    if (row.storageKey) await storage.delete(row.storageKey).catch(() => undefined);
    return updated!;
  }

  return {
    save,
    getOwned,
    replaceFile,

    /** The file of the user's own media, or 404. */
    async read(userId: string, id: string): Promise<{ row: ImageRow; bytes: Buffer }> {
      const row = await getOwned(userId, id);
      const bytes = row.storageKey ? await storage.get(row.storageKey) : null;
      if (!bytes) throw new AppError('NOT_FOUND', 'Picture not found');
      return { row, bytes };
    },

    async listForPost(userId: string, postId: string): Promise<ImageRow[]> {
      if (!isUuid(postId)) return [];
      return db
        .select()
        .from(images)
        .where(and(eq(images.userId, userId), eq(images.postId, postId)))
        .orderBy(desc(images.createdAt), desc(images.id));
    },

    /** A checked, re-encoded upload for one of the user's posts. */
    async upload(userId: string, postId: string, bytes: Buffer): Promise<ImageRow> {
      const image = await checkUploadedImage(bytes);
      return save({ userId, postId, kind: 'upload', ...image });
    },

    /** The row goes first (the user sees it gone at once), then its file. */
    async remove(userId: string, id: string): Promise<void> {
      const row = await getOwned(userId, id);
      await db.delete(images).where(eq(images.id, row.id));
      if (row.storageKey) await storage.delete(row.storageKey).catch(() => undefined);
      if (row.kind === 'profile')
        await db
          .update(users)
          .set({ profileImage: null })
          .where(and(eq(users.id, userId), eq(users.profileImage, mediaUrl(row.id))));
    },

    /** The profile picture: a 256 px square re-encode; the previous picture and its file go. */
    async setProfilePicture(userId: string, bytes: Buffer): Promise<ImageRow> {
      const image = await checkUploadedImage(bytes, { profile: true });
      const row = await save({ userId, postId: null, kind: 'profile', ...image });
      const previous = await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ profileImage: mediaUrl(row.id), updatedAt: clock.now() })
          .where(eq(users.id, userId));
        return tx
          .delete(images)
          .where(and(eq(images.userId, userId), eq(images.kind, 'profile'), ne(images.id, row.id)))
          .returning();
      });
      for (const old of previous) if (old.storageKey) await storage.delete(old.storageKey).catch(() => undefined);
      return row;
    },

    /** Every stored file of the user (GDPR export and account deletion). */
    async filesOf(userId: string): Promise<ImageRow[]> {
      return db.select().from(images).where(eq(images.userId, userId)).orderBy(images.createdAt);
    },

    async readFile(row: ImageRow): Promise<Buffer | null> {
      return row.storageKey ? storage.get(row.storageKey) : null;
    },

    /** Removes files whose rows are gone (after an account's deletion); failures are left for nobody to find, so log them. */
    async removeFiles(keys: string[]): Promise<number> {
      let failed = 0;
      for (const key of keys) await storage.delete(key).catch(() => failed++);
      return failed;
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
