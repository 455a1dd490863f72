import { PLATFORM_CHAR_LIMITS } from '@shared/constants';
import type { PostBrief } from '../writer';
import { formatAllowed } from './prompts';

const HASHTAG_LINE = /^\s*#[\p{L}\p{N}_]+(?:[ \t]+#[\p{L}\p{N}_]+)*\s*$/u;
/**
 * "Here's a LinkedIn post:", "Sure! Here is version 2:", "Voici le post :",
 * "Hier is je bericht:", or a bare "Sure!". Only a line that talks about the
 * post: "Here's what I learned:" opens a real post and stays.
 */
const PREAMBLE =
  /^(?:(?:sure|certainly|of course|absolutely|okay|ok|bien sûr)[!,.]?\s*)?(?:here(?:'s|’s| is| are)|voici|hier is|hierbij)\b[^\n]{0,80}\b(?:post|posts|version|draft|caption|publication|bericht|linkedin|instagram|facebook)\b[^\n]{0,80}:\s*$|^(?:sure|certainly|of course|absolutely|okay|ok|bien sûr)[!.]?\s*$/iu;
/** "Note: I kept…", "(Word count: 180)", "---". */
const AFTERWORD = /^(?:\(?(?:note|notes|word count|character count|remarque|opmerking)\b.*|-{3,}|\*{3,})$/iu;

/**
 * What a model wrote, made to honour the options it was given: models slip,
 * the product's promises should not. Preambles, notes, markdown and
 * surrounding quotes go; emojis go when not allowed; a missing link is added
 * after the text and before the hashtags; and the text is cut at a paragraph
 * or sentence boundary below the platform's hard limit.
 */
export function finalisePost(raw: string, brief: PostBrief): string {
  const allowed = formatAllowed(brief);
  let text = stripMarkdown(stripWrapping(raw));
  if (!allowed.emojis)
    text = text
      .replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|\u{20E3}/gu, '')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/ {2,}/g, ' ');
  const { body, hashtags: found } = splitHashtags(text);
  const hashtags = allowed.hashtags ? found : '';
  const link = brief.includeLink ? brief.linkUrl?.trim() : undefined;
  const limit = PLATFORM_CHAR_LIMITS[brief.platform];
  const tail = hashtags ? `\n\n${hashtags}` : '';
  if (link && !body.includes(link)) {
    const room = limit - link.length - 2 - tail.length;
    return `${cutToLimit(body, room)}\n\n${link}${tail}`.trim();
  }
  return `${cutToLimit(body, limit - tail.length)}${tail}`.trim();
}

/** Code fences, a preamble line, notes after the post, and quotation marks around the whole of it. */
function stripWrapping(raw: string): string {
  const lines = raw
    .trim()
    .replace(/^```[a-z]*\n?|\n?```$/g, '')
    .trim()
    .split('\n');
  while (lines.length > 1 && (PREAMBLE.test(lines[0]!.trim()) || !lines[0]!.trim())) lines.shift();
  while (lines.length > 1 && (AFTERWORD.test(lines.at(-1)!.trim()) || !lines.at(-1)!.trim())) lines.pop();
  const text = lines.join('\n').trim();
  const quoted = /^(["“«„])([\s\S]*)(["”»“])$/u.exec(text);
  return quoted && !quoted[2]!.includes(quoted[1]!) ? quoted[2]!.trim() : text;
}

/** Plain text for a feed: bold and italics unwrapped, headings as lines, markdown links written out. */
function stripMarkdown(text: string): string {
  return text
    .replace(/\*\*(.+?)\*\*|__(.+?)__/g, (_m, a: string | undefined, b: string | undefined) => a ?? b ?? '')
    .replace(/(^|[\s(])\*(\S(?:.*?\S)?)\*(?=[\s.,;:!?)]|$)/gm, '$1$2')
    .replace(/^#{1,6}\s+(?=\S)(?![\p{L}\p{N}_]+(?:\s+#|$))/gmu, '')
    .replace(/^[ \t]*\*[ \t]+/gm, '• ')
    .replace(/\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/g, (_m, label: string, url: string) =>
      label === url ? url : `${label}: ${url}`,
    );
}

/** The trailing lines of hashtags, apart from the text above them. */
function splitHashtags(text: string): { body: string; hashtags: string } {
  const lines = text.trim().split('\n');
  const tags: string[] = [];
  while (lines.length > 1 && (HASHTAG_LINE.test(lines.at(-1)!) || (!lines.at(-1)!.trim() && tags.length > 0))) {
    const line = lines.pop()!.trim();
    if (line) tags.unshift(line);
  }
  return { body: lines.join('\n').trim(), hashtags: tags.join(' ') };
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
