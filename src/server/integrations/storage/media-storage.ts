// Where media bytes live (issue #27): one interface, the local disk under DATA_DIR by default (disk.ts), or
// S3-compatible object storage when S3_* is configured (s3.ts), so several app processes share the files.
// Keys are ours (`users/<user id>/<media id>.<ext>`), never a client's name.

export type MediaStorage = {
  /** Which backend answers (shown in the health details and the tests). */
  readonly kind: 'disk' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; a missing one is not an error (deletion is retried after partial failures). */
  delete(key: string): Promise<void>;
};

const KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/i;

/** A key we built ourselves; anything else (`..`, absolute paths) is a bug, refused before it reaches a disk. */
export function assertStorageKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`invalid media storage key: ${key}`);
  }
  return key;
}
