import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngOf } from '../../test/image-fixtures';
import { connectedUserWithPost, startLinkedInTestApp, type Headers, type LinkedInTestApp } from '../../test/linkedin';
import { multipartFile } from '../../test/multipart';

// Publishing a post with its picture or carousel (issue #27): LinkedIn's Images API (initializeUpload, PUT,
// content.media) and Documents API (the same, plus the document's title), against the fake LinkedIn.

let app: LinkedInTestApp;
beforeAll(async () => {
  app = await startLinkedInTestApp();
});
afterAll(() => app.close());

const CONTENT =
  'Three lessons from a small team:\n\n- Focus: one goal a quarter.\n- Trust: no approvals for small things.\n- Speed: ship on Fridays too.\n\nWhich one would you pick?';

async function author() {
  const who = await connectedUserWithPost(app, { generatedContent: CONTENT, originalIdea: 'Small teams' });
  const inject = (
    method: 'POST' | 'GET',
    url: string,
    headers: Headers,
    payload?: object | Buffer,
    extra: Record<string, string> = {},
  ) => app.t.app.inject({ method, url, headers: { ...headers, ...extra }, ...(payload ? { payload } : {}) });
  const publish = (body: object = {}) =>
    inject('POST', '/api/linkedin/publish', who.headers, { postId: who.post.id, ...body });
  return { ...who, inject, publish };
}

const mediaCalls = () => app.linkedin.state.mediaRequests;

describe('publishing with media', () => {
  it('uploads the post’s picture through the Images API and posts it as content.media', async () => {
    const alice = await author();
    const card = (
      await alice.inject('POST', `/api/posts/${alice.post.id}/media`, alice.headers, {
        kind: 'card',
        template: 'quote',
      })
    ).json().media;
    const before = mediaCalls().length;
    const response = await alice.publish();
    expect(response.statusCode, response.body).toBe(200);

    const [initialize, upload] = mediaCalls().slice(before);
    expect(initialize).toMatchObject({ method: 'POST', path: '/rest/images?action=initializeUpload' });
    expect(initialize!.headers['linkedin-version']).toBe('202610');
    expect(initialize!.headers['x-restli-protocol-version']).toBe('2.0.0');
    expect(JSON.parse(initialize!.body)).toEqual({
      initializeUploadRequest: { owner: 'urn:li:person:fake-member-7f3a' },
    });
    expect(upload).toMatchObject({ method: 'PUT' });
    expect(upload!.headers.authorization).toMatch(/^Bearer /);

    const created = app.linkedin.state.posts.at(-1)!;
    const imageUrn = (created.content as { media: { id: string } }).media.id;
    expect(imageUrn).toMatch(/^urn:li:image:/);
    const asset = app.linkedin.state.assets.get(imageUrn)!;
    const served = await app.t.app.inject({ url: card.url, headers: alice.headers });
    expect(Buffer.compare(asset.bytes!, served.rawPayload)).toBe(0);
    expect(asset.contentType).toBe('image/png');
    expect(created.text).toBe(CONTENT);
  });

  it('uploads a carousel through the Documents API, waits until LinkedIn has processed it, and posts it with its title', async () => {
    const alice = await author();
    const carousel = (await alice.inject('POST', `/api/posts/${alice.post.id}/carousel`, alice.headers)).json().media;
    const before = mediaCalls().length;
    const response = await alice.publish({ mediaId: carousel.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      mediaCalls()
        .slice(before)
        .map((call) => `${call.method} ${call.path.split('?')[0]!.replace(/^\/upload\/.*/, '/upload/…')}`),
    ).toEqual(['POST /rest/documents', 'PUT /upload/…']);
    const created = app.linkedin.state.posts.at(-1)!;
    const media = (created.content as { media: { id: string; title: string } }).media;
    expect(media.id).toMatch(/^urn:li:document:/);
    expect(media.title).toBe(carousel.title);
    const asset = app.linkedin.state.assets.get(media.id)!;
    expect(asset.contentType).toBe('application/pdf');
    expect(asset.bytes!.subarray(0, 5).toString()).toBe('%PDF-');
    // The document was PROCESSING at the first look, AVAILABLE at the second.
    expect(asset.statusChecks).toBe(2);
  });

  it('converts a WebP upload to PNG for LinkedIn, which takes JPEG, PNG and GIF', async () => {
    const alice = await author();
    const webp = await sharp(await pngOf(20, 20))
      .webp()
      .toBuffer();
    const { payload, headers } = multipartFile(webp, { filename: 'a.webp', contentType: 'image/webp' });
    expect(
      (await alice.inject('POST', `/api/posts/${alice.post.id}/media`, alice.headers, payload, headers)).statusCode,
    ).toBe(201);
    expect((await alice.publish()).statusCode).toBe(200);
    const media = (app.linkedin.state.posts.at(-1)!.content as { media: { id: string } }).media;
    const asset = app.linkedin.state.assets.get(media.id)!;
    expect(asset.contentType).toBe('image/png');
    expect((await sharp(asset.bytes!).metadata()).format).toBe('png');
  });

  it('publishes text alone when the post has no picture, and refuses another post’s picture', async () => {
    const alice = await author();
    expect((await alice.publish()).statusCode).toBe(200);
    expect(app.linkedin.state.posts.at(-1)!.content).toBeUndefined();
    const other = await author();
    const picture = (
      await other.inject('POST', `/api/posts/${other.post.id}/media`, other.headers, {
        kind: 'card',
        template: 'quote',
      })
    ).json().media;
    expect((await alice.publish({ mediaId: picture.id, force: true })).statusCode).toBe(404);
  });
});
