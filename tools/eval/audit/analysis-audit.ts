import { LENGTH_TARGETS } from '@shared/constants';
import type { AnalyzeConsistencyInput, ConsistencyAnalysis } from '../../../src/server/ai/writer';
import { detectLanguage } from './measure';

// An independent check of the consistency analysis's feedback (issue #11):
// every line must be true of the post it is about, in plain words. The checks
// read the post with their own patterns (not the analyzer's metrics), so a
// wrong measurement in the analyzer shows up as a false finding here.

/** A contraction as a reader sees one: "it's", "don't", "we're" (not a possessive "Anna's"). */
const CONTRACTION =
  /\b(?:\p{L}+n['’]t|(?:i|you|we|they|he|she|it|that|there|here|what|who|where|let|how)['’](?:s|re|ve|ll|d|m))(?!\p{L})/iu;
/** Numbers a user cannot act on: rates, decimals, scores out of 100. */
const INTERNAL_METRIC = /per\s+100|\/\s*100\b|\d+[.,]\d+|\brate\b|\bratio\b|\bdensity\b/i;
const EMOJI = /\p{Extended_Pictographic}/gu;
/** Words quoted as examples of what to write, not as quotes of the post. */
const EXAMPLE_QUOTES = new Set(['you', 'your', 'i', 'my', "it's", "we're"]);

/** The closing of a post: its last paragraph with words, link lines and hashtag lines left out, plus the one before a link line. */
export function closingOf(post: string): string {
  const paragraphs = post
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p && !/^(#[\p{L}\p{N}_]+\s*)+$/u.test(p));
  const isLink = (p: string) =>
    /https?:\/\/\S+\s*$/.test(p) &&
    p
      .replace(/https?:\/\/\S+/g, '')
      .trim()
      .split(/\s+/).length <= 4;
  while (paragraphs.length > 1 && isLink(paragraphs.at(-1)!)) paragraphs.pop();
  return paragraphs.at(-1) ?? '';
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const hasWord = (text: string, word: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${escape(word)}($|[^\\p{L}\\p{N}])`, 'iu').test(text);
/** A key word of the idea at the start of a word of the post ("engineer" in "engineers"). */
const hasStem = (text: string, word: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${escape(word)}`, 'iu').test(text);

/** The problems of one analysis: feedback lines that are false of the post, or that speak in internal metrics. */
export function falseFindings(input: AnalyzeConsistencyInput, analysis: ConsistencyAnalysis): string[] {
  const post = input.content;
  const problems: string[] = [];
  const flag = (line: string, why: string) => problems.push(`${why}: ${line}`);
  const { strengths, improvements, recommendations } = analysis.feedback;
  const lines = [...strengths, ...improvements, ...recommendations];
  const contractions = CONTRACTION.test(post);
  const closing = closingOf(post);
  const endsWithQuestion = closing.includes('?');
  const emojis = (post.match(EMOJI) ?? []).length;
  const hashtags = (post.match(/#[\p{L}\p{N}_]+/gu) ?? []).length;
  const language = detectLanguage(post);

  for (const line of lines) {
    // A number quoted from the post ("€12.4M") is the user's, not a metric.
    const unquoted = line.replace(/[\p{L}\p{N}€$£.,%]+/gu, (token) =>
      post.includes(token.replace(/[.,]$/u, '')) ? '' : token,
    );
    if (INTERNAL_METRIC.test(unquoted)) flag(line, 'internal metric');
    if (/\bno contractions\b|use a few contractions/i.test(line) && contractions)
      flag(line, 'says no contractions, the post has some');
    if (/(?<!use )\b(a few|many) contractions\b|write out the contractions/i.test(line) && !contractions)
      flag(line, 'speaks of contractions, the post has none');
    if (/contraction|"you"/i.test(line) && language !== 'en') flag(line, `English word advice for a ${language} post`);
    if (/ends with a question, but this post does not/i.test(line) && endsWithQuestion)
      flag(line, 'says no closing question, the post ends with one');
    if (/^Ends with an invitation to respond/.test(line)) {
      const quoted = line.match(/: "(.+?)(…)?"\.$/)?.[1];
      if (quoted ? !closing.toLowerCase().includes(quoted.toLowerCase()) : !endsWithQuestion)
        flag(line, 'the invitation is not in the closing');
    }
    if (
      /call to action, and none was found/i.test(line) &&
      /\b(let me know|tell me|comment|share|send me|message me|dm me|sign up|register|apply|join us|reach out)\b/i.test(
        closing,
      ) &&
      language === 'en'
    )
      flag(line, 'says no call to action, the closing has one');
    const emojiCount = line.match(/(\d+) emojis?\b/)?.[1];
    if (emojiCount && Number(emojiCount) !== emojis) flag(line, `counts ${emojiCount} emojis, the post has ${emojis}`);
    if (/\bemoji/i.test(line) && /\buses\b|a lot/i.test(line) && emojis === 0)
      flag(line, 'speaks of emojis, the post has none');
    const tagCount = line.match(/^(\d+) hashtags/)?.[1];
    if (tagCount && Number(tagCount) !== hashtags) flag(line, `counts ${tagCount} hashtags, the post has ${hashtags}`);
    const chars = line.match(/(\d+) characters/)?.[1];
    if (chars && Math.abs(Number(chars) - post.trim().length) > 1)
      flag(line, `says ${chars} characters, the post has ${post.trim().length}`);
    const [min, max] = LENGTH_TARGETS[input.platform].medium;
    if (/long for a voice that prefers short/i.test(line) && post.trim().length <= max)
      flag(line, 'calls a post long that is within the medium length');
    if (/short for a voice that prefers in-depth/i.test(line) && post.trim().length >= min)
      flag(line, 'calls a post short that reaches the medium length');
    const average = line.match(/about (\d+) words each/)?.[1];
    if (average && Number(average) <= 20) flag(line, 'calls sentences long that are not');
    if (/drifts from the idea/i.test(line)) {
      const words = line.match(/\(([^)]*)\)/)?.[1]?.split(', ') ?? [];
      for (const word of words) if (hasStem(post, word)) flag(line, `says "${word}" is missing, the post has it`);
    }
    if (/^Stays on the idea/.test(line)) {
      const words = line.match(/\(([^)]*)\)/)?.[1]?.split(', ') ?? [];
      for (const word of words) if (!hasStem(post, word)) flag(line, `says the post has "${word}", it does not`);
    }
  }
  // Every quote of the post in strengths and improvements is in the post, as whole words.
  for (const line of [...strengths, ...improvements]) {
    for (const [, raw] of line.matchAll(/"([^"]+)"/g)) {
      const text = raw!.replace(/…$/u, '').trim();
      if (EXAMPLE_QUOTES.has(text.toLowerCase())) continue;
      const found = raw!.endsWith('…') ? post.toLowerCase().includes(text.toLowerCase()) : hasWord(post, text);
      if (!found) flag(line, `quotes "${text}", not in the post`);
    }
  }
  return problems;
}
