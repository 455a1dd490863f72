import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../../env';
import { startFakeS3, type FakeS3 } from '../../test/fakes/s3-server';
import { createMediaStorage } from './create-storage';
import type { MediaStorage } from './media-storage';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwADAgH/eL9GtQAAAABJRU5ErkJggg==',
  'base64',
);

let dataDir: string;
let s3: FakeS3;
const stores: Record<string, () => MediaStorage> = {};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'pw-storage-'));
  s3 = await startFakeS3({ bucket: 'postwright-media', accessKeyId: 'AKIATESTKEY' });
  stores.disk = () => createMediaStorage(testEnv({ DATA_DIR: dataDir }));
  stores.s3 = () =>
    createMediaStorage(
      testEnv({
        DATA_DIR: dataDir,
        S3_BUCKET: 'postwright-media',
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: 'AKIATESTKEY',
        S3_SECRET_ACCESS_KEY: 'test-secret-key',
      }),
    );
});
afterAll(async () => {
  await s3.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe.each(['disk', 's3'])('media storage on %s', (name) => {
  it('stores, reads back, reports and deletes a file', async () => {
    const storage = stores[name]!();
    expect(storage.kind).toBe(name);
    const key = `users/u-${name}/m1.png`;
    expect(await storage.get(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, PNG, 'image/png');
    expect(Buffer.compare((await storage.get(key))!, PNG)).toBe(0);
    expect(await storage.exists(key)).toBe(true);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    // Deleting what is gone is fine: account deletion may retry.
    await storage.delete(key);
  });

  it('refuses keys that could leave its folder or bucket', async () => {
    const storage = stores[name]!();
    await expect(storage.put('../escape.png', PNG, 'image/png')).rejects.toThrow(/invalid media storage key/);
    await expect(storage.get('users/../../etc/passwd')).rejects.toThrow(/invalid media storage key/);
  });
});

describe('S3 storage', () => {
  it('signs every call with the configured key and keeps the content type', async () => {
    const storage = stores.s3!();
    await storage.put('users/u1/card.png', PNG, 'image/png');
    expect(s3.objects.get('users/u1/card.png')?.contentType).toBe('image/png');
    expect(s3.requests.every((r) => r.signed)).toBe(true);
    expect(s3.requests.some((r) => r.method === 'PUT' && r.path === '/postwright-media/users/u1/card.png')).toBe(true);
  });

  it('surfaces a refusal from the server instead of pretending the file is stored', async () => {
    const wrongKey = createMediaStorage(
      testEnv({
        S3_BUCKET: 'postwright-media',
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: 'AKIAWRONG',
        S3_SECRET_ACCESS_KEY: 'x',
      }),
    );
    await expect(wrongKey.put('users/u1/x.png', PNG, 'image/png')).rejects.toThrow();
  });

  it('is chosen only when all four settings are present', () => {
    expect(() => testEnv({ S3_BUCKET: 'b' })).toThrow(/set all four/);
  });

  it('the disk keeps files under DATA_DIR/media', async () => {
    await stores.disk!().put('users/u2/a.png', PNG, 'image/png');
    expect(await readdir(join(dataDir, 'media', 'users', 'u2'))).toEqual(['a.png']);
  });
});
