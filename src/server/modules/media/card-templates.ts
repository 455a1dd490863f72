import type { BrandKit } from './brand-kit';
import { h, type CardChild, type CardNode } from './card-renderer';
import { CARD_FONT_FAMILIES } from './fonts';

// The card and slide layouts. Sizes scale with the shorter side, so one template serves 1200×627,
// 1080×1080 and 1080×1350.

export type Size = { width: number; height: number };
export type CardText =
  | { template: 'quote'; quote: string; author: string }
  | { template: 'number'; figure: string; caption: string; author: string }
  | { template: 'list'; title: string; items: string[]; author: string };

const unit = (size: Size) => Math.min(size.width, size.height) / 100;

function frame(size: Size, kit: BrandKit, children: CardChild[]): CardNode {
  const u = unit(size);
  const logo = kit.logo
    ? [
        h(
          'img',
          { position: 'absolute', right: 5 * u, bottom: 5 * u, height: 9 * u, objectFit: 'contain' },
          undefined,
          { src: kit.logo, height: 9 * u },
        ),
      ]
    : [];
  return h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      width: '100%',
      height: '100%',
      // satori's boxes are content-box by default: without this the padding would push the card past its edges.
      boxSizing: 'border-box',
      padding: 8 * u,
      backgroundColor: kit.background,
      color: kit.text,
      fontFamily: CARD_FONT_FAMILIES[kit.font],
      position: 'relative',
    },
    [...children, ...logo],
  );
}

const footer = (size: Size, kit: BrandKit, author: string) =>
  h(
    'div',
    { display: 'flex', marginTop: 5 * unit(size), fontSize: 3.6 * unit(size), fontWeight: 700, color: kit.accent },
    author,
  );

/** Text size that keeps a long quote inside the card. */
const fitted = (text: string, size: Size, base: number) =>
  Math.max(base * 0.55, base - Math.max(0, text.length - 80) * 0.045) * unit(size);

export function cardElement(text: CardText, size: Size, kit: BrandKit): CardNode {
  const u = unit(size);
  if (text.template === 'quote') {
    return frame(size, kit, [
      h('div', { display: 'flex', fontSize: 16 * u, fontWeight: 800, color: kit.accent, lineHeight: 1 }, '“'),
      h(
        'div',
        { display: 'flex', fontSize: fitted(text.quote, size, 7.2), fontWeight: 700, lineHeight: 1.25 },
        text.quote,
      ),
      footer(size, kit, text.author),
    ]);
  }
  if (text.template === 'number') {
    return frame(size, kit, [
      h('div', { display: 'flex', fontSize: 24 * u, fontWeight: 800, color: kit.accent, lineHeight: 1 }, text.figure),
      h(
        'div',
        {
          display: 'flex',
          marginTop: 3 * u,
          fontSize: fitted(text.caption, size, 6),
          fontWeight: 700,
          lineHeight: 1.3,
        },
        text.caption,
      ),
      footer(size, kit, text.author),
    ]);
  }
  const itemSize = text.items.length > 4 ? 3.8 : 4.6;
  return frame(size, kit, [
    h(
      'div',
      { display: 'flex', fontSize: fitted(text.title, size, 6), fontWeight: 800, lineHeight: 1.2, marginBottom: 4 * u },
      text.title,
    ),
    ...text.items.map((item, index) =>
      h(
        'div',
        { display: 'flex', alignItems: 'flex-start', marginTop: 1.6 * u, fontSize: itemSize * u, lineHeight: 1.3 },
        [
          h('div', { display: 'flex', minWidth: 6 * u, color: kit.accent, fontWeight: 800 }, `${index + 1}.`),
          h('div', { display: 'flex', flex: 1 }, item),
        ],
      ),
    ),
    footer(size, kit, text.author),
  ]);
}

export type SlideText = { heading: string; body: string; page: number; pages: number };

/** A carousel page: heading, text and the page number, in the kit's colours. */
export function slideElement(slide: SlideText, size: Size, kit: BrandKit): CardNode {
  const u = unit(size);
  const cover = slide.page === 1;
  return frame(size, kit, [
    h(
      'div',
      {
        display: 'flex',
        fontSize: cover ? fitted(slide.heading, size, 8.5) : fitted(slide.heading, size, 6.5),
        fontWeight: 800,
        lineHeight: 1.2,
        color: cover ? kit.text : kit.accent,
      },
      slide.heading,
    ),
    ...(slide.body
      ? [
          h(
            'div',
            { display: 'flex', marginTop: 4 * u, fontSize: fitted(slide.body, size, 4.8), lineHeight: 1.4 },
            slide.body,
          ),
        ]
      : []),
    h(
      'div',
      { position: 'absolute', left: 8 * u, bottom: 5 * u, display: 'flex', fontSize: 3 * u, color: kit.accent },
      `${slide.page} / ${slide.pages}`,
    ),
  ]);
}
