import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_FORMATS, CARD_TEMPLATES, type CardFormat } from '@shared/schemas/media';
import { signedInUser } from '../../test/auth-helpers';
import { createPost } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEFAULT_BRAND_KIT } from './brand-kit';
import { renderPng } from './card-renderer';
import { slideElement } from './card-templates';
import { renderCarouselPdf } from './carousel';

const POST = {
  originalIdea: 'We cut onboarding time by 40% in one quarter',
  generatedContent: [
    'We cut onboarding time by 40% in one quarter. Here is how. 🚀',
    '',
    '- Map every step: we wrote down all 23 steps a new customer takes.',
    '- Remove the blockers: half of them needed nobody’s approval.',
    '- Automate the rest: emails, accounts and a checklist.',
    '- Measure weekly: one number on one screen.',
    '',
    'What would you cut first?',
    '#onboarding #saas',
  ].join('\n'),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function author(platform: 'linkedin' | 'instagram' | 'facebook' = 'linkedin', content = POST) {
  const who = await signedInUser(t, { fullName: 'Grace Hopper' });
  const post = await createPost(t.db, who.user.id, { platform, ...content });
  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const file = async (url: string) => (await t.app.inject({ url, headers: who.headers })).rawPayload;
  return { ...who, post, inject, file };
}

describe('cards (POST /api/posts/{id}/media { kind: "card" })', () => {
  const cases = CARD_TEMPLATES.flatMap((template) =>
    (Object.keys(CARD_FORMATS) as CardFormat[]).map((format) => [template, format] as const),
  );

  it.each(cases)('renders a %s card at its %s size as a PNG', async (template, format) => {
    const alice = await author();
    const response = await alice.inject('POST', `/api/posts/${alice.post.id}/media`, {
      kind: 'card',
      template,
      format,
    });
    expect(response.statusCode).toBe(201);
    const { media } = response.json();
    const { width, height } = CARD_FORMATS[format];
    expect(media).toMatchObject({
      kind: 'card',
      template,
      format,
      width,
      height,
      mimeType: 'image/png',
      isCustomUpload: false,
    });
    const png = await alice.file(media.url);
    const metadata = await sharp(png).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', width, height]);
    // A real picture, not an empty canvas, and small enough to upload anywhere.
    expect(png.length).toBeGreaterThan(5_000);
    expect(png.length).toBeLessThan(1_500_000);
    expect(media.byteSize).toBe(png.length);
  });

  it.each([
    ['linkedin', 1200, 627],
    ['facebook', 1200, 627],
    ['instagram', 1080, 1080],
  ] as const)('defaults to the right size for a %s post', async (platform, width, height) => {
    const alice = await author(platform);
    const { media } = (
      await alice.inject('POST', `/api/posts/${alice.post.id}/media`, { kind: 'card', template: 'quote' })
    ).json();
    expect([media.format, media.width, media.height]).toEqual([
      platform === 'instagram' ? 'square' : 'landscape',
      width,
      height,
    ]);
  });

  it('refuses a number card for a post without a figure, and unknown templates and formats', async () => {
    const alice = await author('linkedin', {
      originalIdea: 'Why small teams ship',
      generatedContent: 'Small teams ship. They talk more.',
    });
    const noFigure = await alice.inject('POST', `/api/posts/${alice.post.id}/media`, {
      kind: 'card',
      template: 'number',
    });
    expect(noFigure.statusCode).toBe(400);
    expect(noFigure.json().message).toMatch(/no figure/);
    expect(
      (await alice.inject('POST', `/api/posts/${alice.post.id}/media`, { kind: 'card', template: 'poster' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await alice.inject('POST', `/api/posts/${alice.post.id}/media`, {
          kind: 'card',
          template: 'quote',
          format: 'banner',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('carousels (POST /api/posts/{id}/carousel, PATCH /api/media/{id})', () => {
  it('makes a 1080×1350 PDF with a cover, one slide per point and a closing slide, then re-renders an edit', async () => {
    const alice = await author();
    const response = await alice.inject('POST', `/api/posts/${alice.post.id}/carousel`);
    expect(response.statusCode).toBe(201);
    const { media } = response.json();
    expect(media.kind).toBe('carousel');
    expect(media.slides).toHaveLength(6);
    expect(media.slides[0].heading).toBe('We cut onboarding time by 40% in one quarter. Here is how.');
    expect(media.slides[1]).toEqual({
      heading: 'Map every step',
      body: 'we wrote down all 23 steps a new customer takes.',
    });
    expect(media.slides[5]).toEqual({ heading: 'Grace Hopper', body: 'What would you cut first?' });
    const pdf = await PDFDocument.load(await alice.file(media.url));
    expect(pdf.getPageCount()).toBe(6);
    expect(pdf.getPages().map((page) => [page.getWidth(), page.getHeight()])).toEqual(Array(6).fill([1080, 1350]));
    expect(pdf.getTitle()).toBe(media.title);

    const reordered = [
      media.slides[0],
      media.slides[2],
      media.slides[1],
      ...media.slides.slice(3, 5),
      { heading: 'Thanks', body: 'Follow for more' },
    ];
    const edited = await alice.inject('PATCH', `/api/media/${media.id}`, {
      slides: reordered,
      title: 'Onboarding in four moves',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().media.slides.map((s: { heading: string }) => s.heading)).toEqual(
      reordered.map((s) => s.heading),
    );
    const download = await t.app.inject({ url: `${media.url}?download=1`, headers: alice.headers });
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="postwright-carousel-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const again = await PDFDocument.load(download.rawPayload);
    expect([again.getPageCount(), again.getTitle()]).toEqual([6, 'Onboarding in four moves']);
  });

  it('refuses fewer than 5 or more than 10 slides, an empty slide, a post too short, and slides on a picture', async () => {
    const alice = await author();
    const { media } = (await alice.inject('POST', `/api/posts/${alice.post.id}/carousel`)).json();
    const slide = { heading: 'A point', body: '' };
    expect((await alice.inject('PATCH', `/api/media/${media.id}`, { slides: Array(4).fill(slide) })).statusCode).toBe(
      400,
    );
    expect((await alice.inject('PATCH', `/api/media/${media.id}`, { slides: Array(11).fill(slide) })).statusCode).toBe(
      400,
    );
    expect(
      (
        await alice.inject('PATCH', `/api/media/${media.id}`, {
          slides: [...Array(4).fill(slide), { heading: ' ', body: '' }],
        })
      ).statusCode,
    ).toBe(400);
    const card = (
      await alice.inject('POST', `/api/posts/${alice.post.id}/media`, { kind: 'card', template: 'quote' })
    ).json().media;
    expect(
      (await alice.inject('PATCH', `/api/media/${card.id}`, { slides: Array(5).fill(slide) })).json().message,
    ).toMatch(/Only a carousel/);
    const short = await author('linkedin', { originalIdea: 'Ship', generatedContent: 'Ship small. Ship often.' });
    const refused = await short.inject('POST', `/api/posts/${short.post.id}/carousel`);
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      expect.stringMatching(/too short for a carousel/),
    ]);
  });

  it('draws a transparent PNG logo over the slide’s own background (no black box), on every page', async () => {
    // A 200×100 logo: transparent everywhere but a red square in the middle.
    const logo = await sharp({
      create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: await sharp({ create: { width: 40, height: 40, channels: 4, background: '#ff0000' } })
            .png()
            .toBuffer(),
          left: 80,
          top: 30,
        },
      ])
      .png()
      .toBuffer();
    const kit = {
      ...DEFAULT_BRAND_KIT,
      background: '#ffffff',
      logo: `data:image/png;base64,${logo.toString('base64')}`,
    };
    const size = CARD_FORMATS.portrait;
    const png = await renderPng(slideElement({ heading: 'Cover', body: 'Text', page: 1, pages: 7 }, size, kit), size);
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    // The logo is 97 px high (9% of 1080), right-aligned at 54 px from the edges: its corners are transparent, its centre red.
    const logoHeight = Math.round(1080 * 0.09);
    const logoWidth = logoHeight * 2;
    const left = size.width - 54 - logoWidth;
    const top = size.height - 54 - logoHeight;
    expect(pixel(left + 3, top + 3)).toEqual([255, 255, 255]);
    expect(pixel(left + Math.round(logoWidth / 2), top + Math.round(logoHeight / 2))).toEqual([255, 0, 0]);

    const slides = ['Cover', 'One', 'Two', 'Three', 'Four', 'Five', 'Thanks'].map((heading) => ({
      heading,
      body: 'Some text on the slide',
    }));
    const pdf = await PDFDocument.load(await renderCarouselPdf(slides, 'With a logo', kit));
    expect(pdf.getPageCount()).toBe(7);
  });
});
