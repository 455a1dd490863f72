import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { loadCardFonts } from './fonts';
import { keepRecent } from './recent-results';

// Cards and carousel slides are HTML/CSS laid out by satori (flexbox, text wrapping, fonts) into SVG, then
// rasterised to PNG by resvg: no browser, no network, ~20-40 ms warm. Templates are plain element objects
// (satori's object syntax), so the server needs no JSX.

export type CardNode = {
  type: string;
  props: {
    style?: Record<string, unknown>;
    children?: CardChild | CardChild[];
    src?: string;
    width?: number;
    height?: number;
  };
};
export type CardChild = CardNode | string;

/** `h('div', style, children)`: one element in satori's object syntax. */
export const h = (
  type: string,
  style: Record<string, unknown>,
  children?: CardChild | CardChild[],
  extra: Record<string, unknown> = {},
): CardNode => ({
  type,
  props: { style, ...(children === undefined ? {} : { children }), ...extra },
});

const RESVG_OPTIONS = { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } } as const;

/**
 * satori lays the element out on the main thread (a few milliseconds once warm); resvg rasterises on libuv's thread
 * pool (`renderAsync`), the costly part (~100–200 ms for a 1080×1350 page): the event loop stays free for other
 * requests, and a carousel's pages rasterise side by side on every core.
 */
async function rasterise(element: CardNode, size: { width: number; height: number }) {
  const svg = await satori(element as never, { width: size.width, height: size.height, fonts: await loadCardFonts() });
  return renderAsync(svg, RESVG_OPTIONS);
}

// Rendering is pure (same element, same pixels) and costs tens of milliseconds of CPU: recent results are kept.
export const renderPng = keepRecent(
  48,
  async (element: CardNode, size: { width: number; height: number }): Promise<Buffer> =>
    (await rasterise(element, size)).asPng(),
);

/** The page's RGBA pixels, for a page re-encoded anyway (a carousel page becomes a JPEG): no PNG in between. */
export async function renderPixels(
  element: CardNode,
  size: { width: number; height: number },
): Promise<{ pixels: Buffer; width: number; height: number }> {
  const image = await rasterise(element, size);
  return { pixels: image.pixels, width: image.width, height: image.height };
}

// The fonts cover Latin scripts; emoji and other symbols would render as empty boxes, so they are dropped.
const UNSUPPORTED = /\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|\u{20E3}/gu;
export const printable = (text: string): string =>
  text
    .replace(UNSUPPORTED, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
