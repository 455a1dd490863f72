// Splitting text into the units the style measures read. Everything here works
// on whole characters: a string is never cut inside a surrogate pair or an
// emoji sequence (issue 22: a cut emoji made the analysis answer 500).

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The text cut to at most `max` user-perceived characters, with "…" when cut. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const parts: string[] = [];
  for (const { segment } of graphemes.segment(text)) {
    if (parts.length >= max)
      return `${parts
        .slice(0, Math.max(0, max - 1))
        .join('')
        .trimEnd()}…`;
    parts.push(segment);
  }
  return parts.join('');
}

/** Counts code points, not UTF-16 units (what a user calls "characters"). */
export function charCount(text: string): number {
  return Array.from(text).length;
}

/** Lower-cased words, letters and digits only; apostrophes split (j'ai → j, ai). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];
}

/** Non-empty lines, trimmed. */
export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** Paragraphs: blocks separated by at least one blank line. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0);
}

/** Sentences, split after . ! ? … followed by a space or the end. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\r?\n+/)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

export const EMOJI = /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}])*/gu;
export const HASHTAG = /(?<![\p{L}\p{N}_&])#([\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*)/gu;

export function emojisOf(text: string): string[] {
  return text.match(EMOJI) ?? [];
}

export function hashtagsOf(text: string): string[] {
  return Array.from(text.matchAll(HASHTAG), (m) => m[1] ?? '');
}

/** A line made only of hashtags (the trailing block many authors use). */
export function isHashtagLine(line: string): boolean {
  return line.includes('#') && line.replace(HASHTAG, '').trim().length === 0;
}

/** The text's lines without a trailing block of hashtag-only lines. */
export function bodyLines(text: string): string[] {
  const lines = linesOf(text);
  while (lines.length > 1 && isHashtagLine(lines[lines.length - 1] ?? '')) lines.pop();
  return lines;
}
