import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TEST_PASSWORD, createPost } from '../../test/factories';
import { signedInUser } from '../../test/auth-helpers';
import { pngOf } from '../../test/image-fixtures';
import { multipartFile } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

// The media's place in the account (issue #27): "Images Created", the admin's "Images Generated Today" and
// totalImages count the pictures and carousels made (a profile picture is none); the GDPR export carries the
// files; deleting the account deletes them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const filesOf = (userId: string) =>
  readdir(join(t.outbox.dir, 'media', 'users', userId)).then(
    (names) => names,
    () => [] as string[],
  );

async function withMedia() {
  const who = await signedInUser(t);
  const post = await createPost(t.db, who.user.id);
  const send = (method: 'POST' | 'PUT', url: string, payload: object | Buffer, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...who.headers, ...headers }, payload });
  const upload = multipartFile(await pngOf(40, 30));
  const uploaded = (await send('POST', `/api/posts/${post.id}/media`, upload.payload, upload.headers)).json().media;
  await send('POST', `/api/posts/${post.id}/media`, { kind: 'card', template: 'quote' });
  const profile = multipartFile(await pngOf(300, 300));
  expect((await send('PUT', '/api/profile/picture', profile.payload, profile.headers)).statusCode).toBe(200);
  return { ...who, post, uploaded };
}

describe('media in the account', () => {
  it('counts pictures made, not the profile picture, in Images Created and the admin figures', async () => {
    const alice = await withMedia();
    expect((await t.app.inject({ url: '/api/stats', headers: alice.headers })).json().totalImages).toBe(2);
    const admin = await signedInUser(t, { role: 'admin' });
    const stats = (await t.app.inject({ url: '/api/admin/stats', headers: admin.headers })).json();
    expect(stats.imagesToday).toBeGreaterThanOrEqual(2);
    expect(stats.totalImages).toBe(stats.imagesToday);
    const listed = (
      await t.app.inject({
        url: `/api/admin/users?search=${encodeURIComponent(alice.user.email)}`,
        headers: admin.headers,
      })
    ).json();
    expect(listed.users.find((u: { id: string }) => u.id === alice.user.id).totalImages).toBe(2);

    // "Today" is the day: a day later the same pictures still count in the total, not in today's figure.
    t.clock.advance(25 * 60 * 60 * 1000);
    const nextDay = await signedInUser(t, { role: 'admin' });
    const later = (await t.app.inject({ url: '/api/admin/stats', headers: nextDay.headers })).json();
    expect(later.imagesToday).toBe(0);
    expect(later.totalImages).toBe(stats.totalImages);
  });

  it('puts every file in the GDPR export, with its content', async () => {
    const alice = await withMedia();
    const exported = (await t.app.inject({ url: '/api/gdpr/export-data', headers: alice.headers })).json();
    expect(exported.mediaFiles.map((f: { kind: string }) => f.kind).sort()).toEqual(['card', 'profile', 'upload']);
    const upload = exported.mediaFiles.find((f: { id: string }) => f.id === alice.uploaded.id);
    const served = await t.app.inject({ url: alice.uploaded.url, headers: alice.headers });
    expect(Buffer.from(upload.contentBase64, 'base64').equals(served.rawPayload)).toBe(true);
    expect(upload.mimeType).toBe('image/png');
    expect(exported.brandKit).toBeNull();
  });

  it('removes the files when the account is deleted', async () => {
    const alice = await withMedia();
    expect(await filesOf(alice.user.id)).toHaveLength(3);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: alice.headers,
      payload: { password: DEFAULT_TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await filesOf(alice.user.id)).toEqual([]);
  });
});
