import { CARD_FORMATS, type CardFormat, type CardTemplate } from '@shared/schemas/media';
import type { PostRow, UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import { DEFAULT_BRAND_KIT, type BrandKit } from './brand-kit';
import { hookOf, keyFigureOf, pointsOf } from './card-content';
import { renderPng } from './card-renderer';
import { cardElement, type CardText } from './card-templates';

// "Design a card" (issue #27): rendered by Postwright itself from the post's own words, with no AI and no
// network, so it is free (decision 100).

/** LinkedIn and Facebook show a landscape picture best, Instagram a square one. */
export const defaultFormat = (platform: string): CardFormat => (platform === 'instagram' ? 'square' : 'landscape');

export function cardText(
  template: CardTemplate,
  post: Pick<PostRow, 'generatedContent' | 'originalIdea'>,
  author: string,
): CardText {
  if (template === 'quote') {
    const quote = hookOf(post.generatedContent);
    if (!quote) throw new AppError('BAD_REQUEST', 'This post has no text to quote yet.');
    return { template, quote, author };
  }
  if (template === 'number') {
    const found = keyFigureOf(post.originalIdea, post.generatedContent);
    if (!found)
      throw new AppError(
        'BAD_REQUEST',
        'This post has no figure to show on a number card. Try the quote or list card.',
      );
    return { template, ...found, author };
  }
  const items = pointsOf(post.generatedContent, 5);
  if (items.length < 2)
    throw new AppError('BAD_REQUEST', 'This post has too few points for a list card. Try the quote card.');
  return { template, title: hookOf(post.generatedContent), items, author };
}

export async function renderCard(
  text: CardText,
  format: CardFormat,
  kit: BrandKit = DEFAULT_BRAND_KIT,
): Promise<{ bytes: Buffer; width: number; height: number }> {
  const size = CARD_FORMATS[format];
  return { bytes: await renderPng(cardElement(text, size, kit), size), ...size };
}

export const authorOf = (user: Pick<UserRow, 'fullName'>) => user.fullName?.trim() || 'Postwright';
