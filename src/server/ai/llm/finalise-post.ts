import { PLATFORM_CHAR_LIMITS } from '@shared/constants';
import type { PostBrief } from '../writer';

/**
 * What a model wrote, made to honour the options it was given: models slip,
 * the product's promises should not. Emojis go when not asked for, a missing
 * link is added, and the text is cut at a paragraph or sentence boundary
 * below the platform's hard limit.
 */
export function finalisePost(raw: string, brief: PostBrief): string {
  let text = raw
    .trim()
    .replace(/^```[a-z]*\n?|\n?```$/g, '')
    .replace(/^"([\s\S]*)"$/, '$1')
    .trim();
  if (!brief.includeEmojis) text = text.replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|\u{20E3}/gu, '').replace(/[ \t]+\n/g, '\n').replace(/ {2,}/g, ' ');
  if (!brief.includeHashtags) text = text.replace(/(\n\s*#[\p{L}\p{N}_]+(\s+#[\p{L}\p{N}_]+)*\s*)+$/u, '');
  const link = brief.includeLink ? brief.linkUrl?.trim() : undefined;
  const limit = PLATFORM_CHAR_LIMITS[brief.platform];
  if (link && !text.includes(link)) {
    text = `${cutToLimit(text, limit - link.length - 2)}\n\n${link}`;
  }
  return cutToLimit(text.trim(), limit);
}

function cutToLimit(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const head = text.slice(0, limit);
  const paragraph = head.lastIndexOf('\n\n');
  if (paragraph > limit * 0.6) return head.slice(0, paragraph).trim();
  const sentence = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '));
  if (sentence > limit * 0.6) return head.slice(0, sentence + 1).trim();
  return head.slice(0, head.lastIndexOf(' ') > 0 ? head.lastIndexOf(' ') : limit).trim();
}
