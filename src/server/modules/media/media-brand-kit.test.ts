import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/auth-helpers';
import { createPost } from '../../test/factories';
import { svgImage } from '../../test/image-fixtures';
import { multipartFile } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A 300×120 logo, transparent but for a red square in its middle. */
const transparentLogo = async () =>
  sharp({ create: { width: 300, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: await sharp({ create: { width: 60, height: 60, channels: 4, background: '#ff0000' } })
          .png()
          .toBuffer(),
        left: 120,
        top: 30,
      },
    ])
    .png()
    .toBuffer();

describe('brand kit (GET/PUT /api/brand-kit, PUT/DELETE /api/brand-kit/logo)', () => {
  it('draws cards in the saved colours with the transparent logo over the background', async () => {
    const alice = await signedInUser(t);
    const post = await createPost(t.db, alice.user.id);
    expect((await t.app.inject({ url: '/api/brand-kit', headers: alice.headers })).json()).toMatchObject({
      font: 'inter',
      logo: null,
    });
    const kit = { background: '#ffffff', text: '#111111', accent: '#0a66c2', font: 'merriweather' };
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/brand-kit', headers: alice.headers, payload: kit })).json(),
    ).toEqual({ ...kit, logo: null });
    const { payload, headers } = multipartFile(await transparentLogo());
    const withLogo = (
      await t.app.inject({
        method: 'PUT',
        url: '/api/brand-kit/logo',
        headers: { ...alice.headers, ...headers },
        payload,
      })
    ).json();
    expect(withLogo.logo).toMatch(/^data:image\/png;base64,/);

    const { media } = (
      await t.app.inject({
        method: 'POST',
        url: `/api/posts/${post.id}/media`,
        headers: alice.headers,
        payload: { kind: 'card', template: 'quote', format: 'square' },
      })
    ).json();
    const png = (await t.app.inject({ url: media.url, headers: alice.headers })).rawPayload;
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    expect(pixel(5, 5)).toEqual([255, 255, 255]);
    // The logo (97 px high, 5% from the bottom-right corner): transparent corner shows the background, its centre is red.
    const height = Math.round(1080 * 0.09);
    const width = Math.round((height * 300) / 120);
    const left = 1080 - 54 - width;
    const top = 1080 - 54 - height;
    expect(pixel(left + 2, top + 2)).toEqual([255, 255, 255]);
    expect(pixel(left + Math.round(width / 2), top + Math.round(height / 2))).toEqual([255, 0, 0]);

    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/brand-kit/logo', headers: alice.headers })).json().logo,
    ).toBeNull();
  });

  it('refuses a colour that is not #rrggbb, an unknown font and a logo that is not an image', async () => {
    const alice = await signedInUser(t);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/brand-kit', headers: alice.headers, payload });
    expect((await put({ background: 'red', text: '#111111', accent: '#0a66c2', font: 'inter' })).statusCode).toBe(400);
    expect(
      (await put({ background: '#ffffff', text: '#111111', accent: '#0a66c2', font: 'comic-sans' })).statusCode,
    ).toBe(400);
    const { payload, headers } = multipartFile(svgImage(), { filename: 'logo.png' });
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/brand-kit/logo',
          headers: { ...alice.headers, ...headers },
          payload,
        })
      ).statusCode,
    ).toBe(400);
  });
});
