import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/auth-helpers';
import { DEFAULT_TEST_PASSWORD, createPost } from '../../test/factories';
import { startFakeS3, type FakeS3 } from '../../test/fakes/s3-server';
import { pngHeaderThenScript, pngOf } from '../../test/image-fixtures';
import { multipartFile } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

// The whole app on S3-compatible storage (issue #27): with S3_* set, uploads, cards and the profile picture go to
// the bucket (nothing under DATA_DIR), are served from it to their owner only, travel in the GDPR export, and
// leave the bucket when the account is deleted, by its owner or by an administrator. The server is our fake S3,
// which checks every request's signature.

const BUCKET = 'postwright-media';
let s3: FakeS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startFakeS3({ bucket: BUCKET, accessKeyId: 'AKIAAPPKEY' });
  t = await createTestApp({
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'AKIAAPPKEY',
      S3_SECRET_ACCESS_KEY: 'app-secret-key',
    },
  });
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

const objectsOf = (userId: string) => [...s3.objects.keys()].filter((key) => key.startsWith(`users/${userId}/`));

async function withMedia(options: Parameters<typeof signedInUser>[1] = {}) {
  const who = await signedInUser(t, options);
  const post = await createPost(t.db, who.user.id);
  const send = (method: 'POST' | 'PUT', url: string, payload: object | Buffer, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...who.headers, ...headers }, payload });
  const upload = multipartFile(await pngOf(40, 30));
  const uploaded = await send('POST', `/api/posts/${post.id}/media`, upload.payload, upload.headers);
  expect(uploaded.statusCode).toBe(201);
  const card = await send('POST', `/api/posts/${post.id}/media`, { kind: 'card', template: 'quote' });
  expect(card.statusCode).toBe(201);
  const profile = multipartFile(await pngOf(300, 300));
  expect((await send('PUT', '/api/profile/picture', profile.payload, profile.headers)).statusCode).toBe(200);
  return { ...who, post, send, uploaded: uploaded.json().media, card: card.json().media };
}

describe('media on S3-compatible storage', () => {
  it('stores files in the bucket, not on the disk, and serves them to their owner only', async () => {
    const alice = await withMedia();
    const bob = await signedInUser(t);
    const keys = objectsOf(alice.user.id);
    expect(keys).toHaveLength(3);
    expect(s3.objects.get(keys.find((key) => key.endsWith('.png'))!)?.contentType).toBe('image/png');
    const onDisk = await readdir(join(t.outbox.dir, 'media'), { recursive: true }).catch(() => []);
    expect(onDisk).toEqual([]);

    const served = await t.app.inject({ url: alice.card.url, headers: alice.headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, no-cache');
    const stored = [...s3.objects.values()].find((object) => object.body.equals(served.rawPayload));
    expect(stored).toBeDefined();
    expect((await t.app.inject({ url: alice.card.url, headers: bob.headers })).statusCode).toBe(404);
    expect(s3.requests.every((request) => request.signed)).toBe(true);
  });

  it('refuses a disguised upload without writing to the bucket', async () => {
    const alice = await withMedia();
    const before = s3.objects.size;
    const bad = multipartFile(pngHeaderThenScript());
    const response = await alice.send('POST', `/api/posts/${alice.post.id}/media`, bad.payload, bad.headers);
    expect(response.statusCode).toBe(400);
    expect(s3.objects.size).toBe(before);
  });

  it('puts the files read from the bucket in the GDPR export', async () => {
    const alice = await withMedia();
    const exported = (await t.app.inject({ url: '/api/gdpr/export-data', headers: alice.headers })).json();
    expect(exported.mediaFiles.map((f: { kind: string }) => f.kind).sort()).toEqual(['card', 'profile', 'upload']);
    const upload = exported.mediaFiles.find((f: { id: string }) => f.id === alice.uploaded.id);
    const served = await t.app.inject({ url: alice.uploaded.url, headers: alice.headers });
    expect(Buffer.from(upload.contentBase64, 'base64').equals(served.rawPayload)).toBe(true);
  });

  it('removes the objects when the owner deletes the account', async () => {
    const alice = await withMedia();
    expect(objectsOf(alice.user.id)).toHaveLength(3);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: alice.headers,
      payload: { password: DEFAULT_TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(objectsOf(alice.user.id)).toEqual([]);
  });

  it('removes the objects when an administrator deletes the account', async () => {
    const alice = await withMedia();
    const admin = await signedInUser(t, { role: 'admin' });
    expect(objectsOf(alice.user.id)).toHaveLength(3);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${alice.user.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(objectsOf(alice.user.id)).toEqual([]);
  });
});
