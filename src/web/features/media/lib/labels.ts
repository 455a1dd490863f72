import { CARD_FORMATS, type CardFormat, type CardTemplate, type Media } from '@shared/schemas/media';

export const TEMPLATE_LABELS: Record<CardTemplate, string> = { quote: 'Quote', number: 'Number', list: 'List' };
export const TEMPLATE_HINTS: Record<CardTemplate, string> = {
  quote: 'The post’s hook, large, with your name.',
  number: 'The key figure of your idea and the sentence around it.',
  list: 'The post’s points as a short list.',
};
export const FORMAT_LABELS: Record<CardFormat, string> = {
  landscape: 'Landscape',
  square: 'Square',
  portrait: 'Portrait',
};
export const formatSize = (format: CardFormat) => `${CARD_FORMATS[format].width}×${CARD_FORMATS[format].height}`;

export const creditsLabel = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`;

/** How one media item is named on screen ("Quote card", "Your upload", "PDF carousel · 7 slides"). */
export function mediaLabel(media: Media): string {
  switch (media.kind) {
    case 'card': {
      const template = media.template as CardTemplate | null;
      return template && template in TEMPLATE_LABELS ? `${TEMPLATE_LABELS[template]} card` : 'Card';
    }
    case 'ai':
      return 'AI picture';
    case 'carousel':
      return `PDF carousel · ${media.slides?.length ?? 0} slides`;
    default:
      return 'Your upload';
  }
}
