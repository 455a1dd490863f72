import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, users } from '../../db/schema';
import { signedInUser } from '../../test/auth-helpers';
import { createPost } from '../../test/factories';
import {
  animatedGif,
  animatedWebpOver40Mp,
  bombPng,
  exifHasGps,
  htmlPage,
  jpegWithExif,
  pngHeaderThenScript,
  pngOf,
  pngPolyglot,
  svgImage,
} from '../../test/image-fixtures';
import { multipartFile } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every file in media storage (the disk under DATA_DIR/media). */
async function storedFiles(): Promise<string[]> {
  return readdir(join(t.outbox.dir, 'media'), { recursive: true }).then(
    (names) => names.filter((name) => /\.\w+$/.test(name)),
    () => [],
  );
}

async function owner() {
  const who = await signedInUser(t);
  const post = await createPost(t.db, who.user.id, { platform: 'instagram' });
  const upload = (bytes: Buffer, options: Parameters<typeof multipartFile>[1] = {}) => {
    const { payload, headers } = multipartFile(bytes, options);
    return t.app.inject({
      method: 'POST',
      url: `/api/posts/${post.id}/media`,
      payload,
      headers: { ...who.headers, ...headers },
    });
  };
  return { ...who, post, upload };
}

describe('POST /api/posts/{id}/media (upload)', () => {
  it('stores a re-encoded copy without EXIF, served only to its owner with private cache headers', async () => {
    const alice = await owner();
    const original = await jpegWithExif();
    expect(original.toString('latin1')).toContain('Secret Owner');
    expect(exifHasGps((await sharp(original).metadata()).exif)).toBe(true);
    const response = await alice.upload(original, { filename: 'holiday.jpg', contentType: 'image/jpeg' });
    expect(response.statusCode).toBe(201);
    const { media } = response.json();
    expect(media).toMatchObject({
      kind: 'upload',
      isCustomUpload: true,
      mimeType: 'image/jpeg',
      width: 64,
      height: 48,
      postId: alice.post.id,
      url: `/api/media/${media.id}`,
    });

    const file = await t.app.inject({ url: media.url, headers: alice.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('private, no-cache');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(file.rawPayload.toString('latin1')).not.toContain('Secret Owner');
    expect((await sharp(file.rawPayload).metadata()).exif).toBeUndefined();
    expect(exifHasGps((await sharp(file.rawPayload).metadata()).exif)).toBe(false);
    const again = await t.app.inject({
      url: media.url,
      headers: { ...alice.headers, 'if-none-match': String(file.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const listed = await t.app.inject({ url: `/api/posts/${alice.post.id}/media`, headers: alice.headers });
    expect(listed.json().media.map((m: { id: string }) => m.id)).toEqual([media.id]);
    expect(listed.json().proposedPrompt).toContain(alice.post.originalIdea.slice(0, 20));
  });

  it('keeps an animated GIF animated and accepts PNG and WebP', async () => {
    const alice = await owner();
    const gif = await alice.upload(await animatedGif(3), { filename: 'a.gif', contentType: 'image/gif' });
    expect(gif.statusCode).toBe(201);
    const stored = await t.app.inject({ url: gif.json().media.url, headers: alice.headers });
    expect((await sharp(stored.rawPayload, { animated: true }).metadata()).pages).toBe(3);
    expect((await alice.upload(await pngOf(30, 20))).json().media).toMatchObject({
      mimeType: 'image/png',
      width: 30,
      height: 20,
    });
    const webp = await sharp({ create: { width: 12, height: 12, channels: 3, background: '#0f0' } })
      .webp()
      .toBuffer();
    expect((await alice.upload(webp, { filename: 'x.webp', contentType: 'image/webp' })).json().media.mimeType).toBe(
      'image/webp',
    );
  });

  it('types a file from its bytes, not its name or Content-Type', async () => {
    const alice = await owner();
    const response = await alice.upload(await pngOf(20, 10), { filename: 'photo.jpg', contentType: 'image/jpeg' });
    expect(response.statusCode).toBe(201);
    const { media } = response.json();
    expect(media).toMatchObject({ mimeType: 'image/png', width: 20, height: 10 });
    const file = await t.app.inject({ url: media.url, headers: alice.headers });
    expect(file.headers['content-type']).toBe('image/png');
    expect((await sharp(file.rawPayload).metadata()).format).toBe('png');
  });

  const refusals: [string, () => Promise<Buffer> | Buffer, RegExp, Parameters<typeof multipartFile>[1]?][] = [
    [
      'a file over 10 MB',
      () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(10 * 1024 * 1024 + 10)]),
      /larger than 10 MB/,
    ],
    ['a decompression bomb (20000×20000 PNG)', () => bombPng(), /over 40 megapixels/],
    [
      'a PNG header followed by a script',
      pngHeaderThenScript,
      /not a JPEG, PNG, WebP or GIF|something besides the image/,
    ],
    [
      'an SVG renamed to .png',
      svgImage,
      /not a JPEG, PNG, WebP or GIF/,
      { filename: 'logo.png', contentType: 'image/png' },
    ],
    [
      'an HTML page sent as a JPEG',
      htmlPage,
      /not a JPEG, PNG, WebP or GIF/,
      { filename: 'photo.jpg', contentType: 'image/jpeg' },
    ],
    ['a PNG with an HTML page after it (polyglot)', pngPolyglot, /something besides the image/],
    [
      'an animation over 40 megapixels in all (two 4500×4500 frames)',
      animatedWebpOver40Mp,
      /over 40 megapixels/,
      { filename: 'loop.webp', contentType: 'image/webp' },
    ],
    [
      'an animation over 50 frames',
      () => animatedGif(60),
      /60 frames; at most 50/,
      { filename: 'long.gif', contentType: 'image/gif' },
    ],
    ['an empty file', () => Buffer.alloc(0), /empty/],
  ];

  it.each(refusals)('refuses %s with a clear 400 and stores nothing', async (_name, make, message, options) => {
    const alice = await owner();
    const before = await storedFiles();
    const response = await alice.upload(await make(), options);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await t.db.select().from(images).where(eq(images.userId, alice.user.id))).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a JSON request that is neither a card nor an AI picture, and a multipart request without a file', async () => {
    const alice = await owner();
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${alice.post.id}/media`,
      headers: alice.headers,
      payload: { kind: 'video' },
    });
    expect(json.statusCode).toBe(400);
    const { payload, headers } = multipartFile(Buffer.from('x'), { field: 'note' });
    const noFile = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${alice.post.id}/media`,
      headers: { ...alice.headers, ...headers },
      payload: payload.toString().replace(/; filename="[^"]*"/, ''),
    });
    expect(noFile.statusCode).toBe(400);
  });
});

describe('ownership of media', () => {
  it('answers 404 for another user’s post and picture on every media route, and leaves them unchanged', async () => {
    const alice = await owner();
    const bob = await owner();
    const picture = (await alice.upload(await pngOf(10, 10))).json().media;
    const carousel = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${alice.post.id}/carousel`,
      headers: alice.headers,
    });
    const { payload, headers } = multipartFile(await pngOf(10, 10));
    const attempts = [
      t.app.inject({ url: `/api/media/${picture.id}`, headers: bob.headers }),
      t.app.inject({ method: 'DELETE', url: `/api/media/${picture.id}`, headers: bob.headers }),
      t.app.inject({
        method: 'PATCH',
        url: `/api/media/${picture.id}`,
        headers: bob.headers,
        payload: { slides: Array.from({ length: 5 }, () => ({ heading: 'x', body: '' })) },
      }),
      t.app.inject({ url: `/api/posts/${alice.post.id}/media`, headers: bob.headers }),
      t.app.inject({
        method: 'POST',
        url: `/api/posts/${alice.post.id}/media`,
        headers: bob.headers,
        payload: { kind: 'card', template: 'quote' },
      }),
      t.app.inject({
        method: 'POST',
        url: `/api/posts/${alice.post.id}/media`,
        headers: { ...bob.headers, ...headers },
        payload,
      }),
      t.app.inject({ method: 'POST', url: `/api/posts/${alice.post.id}/carousel`, headers: bob.headers }),
      t.app.inject({ url: `/api/media/${crypto.randomUUID()}`, headers: alice.headers }),
      t.app.inject({ url: '/api/media/not-an-id', headers: alice.headers }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
    expect(carousel.statusCode === 201 || carousel.statusCode === 400).toBe(true);
    expect((await t.app.inject({ url: picture.url, headers: alice.headers })).statusCode).toBe(200);
    expect(await t.db.select().from(images).where(eq(images.userId, bob.user.id))).toEqual([]);
  });

  it('DELETE removes the row and the file', async () => {
    const alice = await owner();
    const picture = (await alice.upload(await pngOf(10, 10))).json().media;
    const before = await storedFiles();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/media/${picture.id}`, headers: alice.headers })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: picture.url, headers: alice.headers })).statusCode).toBe(404);
    expect((await storedFiles()).length).toBe(before.length - 1);
  });
});

describe('PUT /api/profile/picture', () => {
  it('stores a 256 px square, sets profileImage, and replaces the previous picture and its file', async () => {
    const alice = await owner();
    const put = async (bytes: Buffer) => {
      const { payload, headers } = multipartFile(bytes);
      return t.app.inject({
        method: 'PUT',
        url: '/api/profile/picture',
        headers: { ...alice.headers, ...headers },
        payload,
      });
    };
    const first = await put(await pngOf(800, 600));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      profileImage: `/api/media/${first.json().media.id}`,
      media: { kind: 'profile', width: 256, height: 256 },
    });
    const before = await storedFiles();
    const second = await put(await pngOf(300, 300, '#ff0000'));
    const [row] = await t.db
      .select({ profileImage: users.profileImage })
      .from(users)
      .where(eq(users.id, alice.user.id));
    expect(row!.profileImage).toBe(second.json().profileImage);
    expect((await t.app.inject({ url: first.json().profileImage, headers: alice.headers })).statusCode).toBe(404);
    expect((await storedFiles()).length).toBe(before.length);
    expect((await put(svgImage())).statusCode).toBe(400);
  });
});
