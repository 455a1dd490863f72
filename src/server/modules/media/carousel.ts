import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { CARD_FORMATS, CAROUSEL_MAX_SLIDES, CAROUSEL_MIN_SLIDES, type Slide } from '@shared/schemas/media';
import type { PostRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { BrandKit } from './brand-kit';
import { callToActionOf, hookOf, keyFigureOf, pointsOf } from './card-content';
import { renderPixels } from './card-renderer';
import { slideElement, type SlideText } from './card-templates';
import { keepRecent } from './recent-results';

// A PDF carousel (LinkedIn document post) from a post: a cover from the hook, one slide per point, and a
// closing slide with the author's name and the call to action; 5 to 10 portrait pages (1080×1350). Each page
// is drawn by the card renderer and embedded whole as one picture, so transparency (a logo) is composed by
// resvg before the PDF sees it, and every PDF reader shows the same page.

const SIZE = CARD_FORMATS.portrait;

/** "Heading: the rest" → heading and body; a short point is all heading. */
function split(point: string): Slide {
  const colon = /^(.{6,70}?)[:–—-]\s+(.{8,})$/.exec(point);
  if (colon) return { heading: colon[1]!.trim(), body: colon[2]!.trim() };
  return point.length <= 70
    ? { heading: point, body: '' }
    : { heading: `${point.split(/\s+/).slice(0, 6).join(' ')}…`, body: point };
}

export function slidesFromPost(post: Pick<PostRow, 'generatedContent' | 'originalIdea'>, author: string): Slide[] {
  const hook = hookOf(post.generatedContent);
  const points = pointsOf(post.generatedContent, CAROUSEL_MAX_SLIDES - 2);
  const figure = keyFigureOf(post.originalIdea, post.generatedContent);
  if (points.length < CAROUSEL_MIN_SLIDES - 2 && figure) points.unshift(`${figure.figure}: ${figure.caption}`);
  if (points.length < CAROUSEL_MIN_SLIDES - 2) {
    throw new AppError(
      'BAD_REQUEST',
      'This post is too short for a carousel: it needs at least three points. Make it longer, or design a card instead.',
    );
  }
  return [
    { heading: hook, body: '' },
    ...points.map(split),
    { heading: author, body: callToActionOf(post.generatedContent) },
  ].slice(0, CAROUSEL_MAX_SLIDES);
}

/**
 * One page as JPEG: pdf-lib copies a JPEG as is, while a PNG is inflated and deflated again in JavaScript (several
 * times slower). sharp encodes straight from resvg's pixels (no PNG between them). The page is already opaque:
 * resvg composed the logo's transparency onto it. Recent pages are kept.
 */
const slideJpeg = keepRecent(64, async (slide: SlideText, kit: BrandKit): Promise<Buffer> => {
  const { pixels, width, height } = await renderPixels(slideElement(slide, SIZE, kit), SIZE);
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .flatten({ background: kit.background })
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
    .toBuffer();
});

export async function renderCarouselPdf(slides: Slide[], title: string, kit: BrandKit): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Postwright');
  pdf.setProducer('Postwright');
  // All pages at once: satori's layouts take turns on the main thread, while resvg and sharp work on their thread
  // pools, so the costly rasterising and encoding of several pages overlap on every core. Pages keep their order.
  const pages = await Promise.all(
    slides.map((slide, index) => slideJpeg({ ...slide, page: index + 1, pages: slides.length }, kit)),
  );
  for (const jpeg of pages) {
    const image = await pdf.embedJpg(jpeg);
    const page = pdf.addPage([SIZE.width, SIZE.height]);
    page.drawImage(image, { x: 0, y: 0, width: SIZE.width, height: SIZE.height });
  }
  return Buffer.from(await pdf.save());
}
