// Measurable traits of a post, the evidence behind the offline consistency analysis.
import { detectLanguage as detectIdeaLanguage, type IdeaLanguage } from './read/bank';

export type PostMetrics = {
  /** The post's language: the word-choice checks (contractions, hedges, "you", goal words) read English only. */
  language: IdeaLanguage;
  words: number;
  sentences: number;
  avgSentenceWords: number;
  /** Per 100 words ("it's", "don't"; a possessive "Anna's" is not one). */
  contractionRate: number;
  firstPersonRate: number;
  secondPersonRate: number;
  hedges: string[];
  assertive: string[];
  exclamations: number;
  casualMarkers: string[];
  questions: number;
  endsWithQuestion: boolean;
  /** A call to action in the closing lines (before any link and hashtags). */
  callToAction?: string;
  emojis: number;
  hashtags: string[];
  links: number;
  listLines: number;
  /** Words of ten letters or more, per 100 words: a mark of formal writing. */
  longWordRate: number;
  paragraphs: number;
  /** Sentences in the longest paragraph: short paragraphs make a post scannable. */
  longestParagraphSentences: number;
  firstLine: string;
  opening: 'question' | 'story' | 'bold' | 'plain';
  chars: number;
};

const HEDGES = [
  'i think',
  'i guess',
  'maybe',
  'perhaps',
  'might',
  'possibly',
  'probably',
  'sort of',
  'kind of',
  'i feel like',
  'in my opinion',
  'it seems',
  'somewhat',
  'not sure',
];
const ASSERTIVE = [
  'always',
  'never',
  'must',
  'convinced',
  'without a doubt',
  'the truth is',
  'stop',
  'no excuses',
  'non-negotiable',
  'clearly',
];
const CASUAL = [
  'honestly',
  'anyway',
  'stuff',
  'kinda',
  'gonna',
  'wanna',
  'lol',
  'super',
  'pretty much',
  'two cents',
  'yep',
  'nope',
];
/** A clear call to action; the writer's "action" endings are chosen from lines that match it. */
export const CALL_TO_ACTION =
  /\b(let me know|tell me|in the comments|comment below|share (it|this)|repost|pass it on|tag someone|let['’]?s connect|let us connect|send me a (message|dm)|dm me|save this|bookmark|follow (along|me|for)|what do you think|what would you add|sign up|read more|comments are open|send (it|this)|spread the word|apply|register|reach out|save (it|this)|join (me|us)|pass this on|please share)\b/i;

/** A contraction as a reader sees one: "it's", "don't", "we're"; not a possessive ("Anna's", "the team's"). */
const CONTRACTION =
  /^(\p{L}+n['’]t|(i|you|we|they|he|she|it|that|there|here|what|who|where|let|how)['’](s|re|ve|ll|d|m))$/iu;

/** The phrases found as whole words ("must" is not in "mustard", "maybe," is "maybe"). */
const countMatches = (text: string, phrases: readonly string[]) =>
  phrases.filter((p) => new RegExp(`(^|[^\\p{L}])${p}($|[^\\p{L}])`, 'u').test(text));
const perHundred = (count: number, words: number) => (words === 0 ? 0 : (count / words) * 100);

/**
 * The closing of a post, as a reader meets it: the last paragraph with words,
 * passing over hashtag lines and a link line ("Details: https://…").
 */
export function closingParagraph(text: string): string {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => /\p{L}/u.test(p.replace(/#[\p{L}\p{N}_]+/gu, '')));
  const isLink = (p: string) =>
    /https?:\/\/\S+\s*$/.test(p) &&
    p
      .replace(/https?:\/\/\S+/g, '')
      .trim()
      .split(/\s+/).length <= 4;
  while (paragraphs.length > 1 && isLink(paragraphs.at(-1)!)) paragraphs.pop();
  return (paragraphs.at(-1) ?? '')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/#[\p{L}\p{N}_]+/gu, ' ')
    .trim();
}

/**
 * The closing lines ask the reader something: a question in the last two
 * sentences of the closing paragraph ("What would you add? Tell me in the
 * comments." ends with a question as far as a reader is concerned).
 */
function closingAsks(closing: string): boolean {
  const sentences = closing.split(/(?<=[.!?])\s+|\n+/u).filter((s) => /[\p{L}]/u.test(s));
  return sentences.slice(-2).some((s) => s.includes('?'));
}

export function measurePost(content: string): PostMetrics {
  const text = content.trim();
  const lower = ` ${text.toLowerCase()} `;
  const body = text.replace(/https?:\/\/\S+/g, ' ').replace(/#[\p{L}\p{N}_]+/gu, ' ');
  const words = body.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
  const sentences = body.split(/(?<=[.!?])\s+|\n+/u).filter((s) => /[\p{L}]/u.test(s));
  const firstLine =
    text
      .split('\n')
      .find((l) => l.trim())
      ?.trim() ?? '';
  const lines = text.split('\n').map((l) => l.trim());
  const closing = closingParagraph(text);
  return {
    language: detectIdeaLanguage(body),
    words: words.length,
    sentences: sentences.length,
    avgSentenceWords: sentences.length === 0 ? 0 : words.length / sentences.length,
    contractionRate: perHundred(words.filter((w) => CONTRACTION.test(w)).length, words.length),
    firstPersonRate: perHundred(
      words.filter((w) => /^(i|me|my|mine|myself|i['’](m|ve|d|ll))$/i.test(w)).length,
      words.length,
    ),
    secondPersonRate: perHundred(
      words.filter((w) => /^(you|your|yours|yourself|you['’](re|ve|ll|d))$/i.test(w)).length,
      words.length,
    ),
    hedges: countMatches(lower, HEDGES),
    assertive: countMatches(lower, ASSERTIVE),
    exclamations: (text.match(/!/g) ?? []).length,
    casualMarkers: countMatches(lower, CASUAL),
    questions: (body.match(/\?/g) ?? []).length,
    endsWithQuestion: closingAsks(closing),
    callToAction: closing.match(CALL_TO_ACTION)?.[0],
    emojis: (text.match(/\p{Extended_Pictographic}/gu) ?? []).length,
    hashtags: text.match(/#[\p{L}\p{N}_]+/gu) ?? [],
    links: (text.match(/https?:\/\/\S+/g) ?? []).length,
    listLines: countListLines(lines),
    longWordRate: perHundred(words.filter((w) => w.length >= 10).length, words.length),
    paragraphs: text.split(/\n\s*\n/).filter((p) => p.trim()).length,
    longestParagraphSentences: Math.max(
      0,
      ...text.split(/\n\s*\n/).map((p) => p.split(/(?<=[.!?])\s+/u).filter((s) => /\p{L}/u.test(s)).length),
    ),
    firstLine,
    opening: classifyOpening(firstLine),
    chars: text.length,
  };
}

const MARKER = /^(\d+[.)]|[-•*]|\p{Extended_Pictographic})\s*\S/u;

/** Lines with a list marker next to another marked line (a lone emoji-led line is not a list). */
function countListLines(lines: readonly string[]): number {
  return lines.filter(
    (line, i) => MARKER.test(line) && (MARKER.test(lines[i - 1] ?? '') || MARKER.test(lines[i + 1] ?? '')),
  ).length;
}

function classifyOpening(line: string): PostMetrics['opening'] {
  if (/\?\s*\p{Extended_Pictographic}?\s*$/u.test(line)) return 'question';
  if (
    /^(i |i['’]|when i|last (week|year|month)|a few (years|months|weeks)|years ago|yesterday|this morning|my first|here['’]s a story|i still remember|picture )/i.test(
      line,
    )
  )
    return 'story';
  if (
    /^(unpopular opinion|hot take|stop |\d+ |most |everyone|nobody|the (biggest|truth|most)|here['’]s|if )/i.test(
      line,
    ) ||
    line.length < 70
  )
    return 'bold';
  return 'plain';
}
