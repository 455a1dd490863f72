import { capitalise, lowerFirst } from './idea-facts';
import type { Random } from './seeded-random';
import type { WritingStyle } from './writing-style';

// Sentence-level adjustments that make the same pattern sound like different
// voices: contractions follow formality, hedges follow confidence.

// "is not" comes before "there is", so "there is not" becomes "there isn't".
const CONTRACTIONS: readonly [string, string][] = [
  ['is not', "isn't"],
  ['are not', "aren't"],
  ['I am', "I'm"],
  ['it is', "it's"],
  ['that is', "that's"],
  ['there is', "there's"],
  ['here is', "here's"],
  ['what is', "what's"],
  ['was not', "wasn't"],
  ['does not', "doesn't"],
  ['do not', "don't"],
  ['did not', "didn't"],
  ['cannot', "can't"],
  ['will not', "won't"],
  ['would not', "wouldn't"],
  ['have not', "haven't"],
  ['you are', "you're"],
  ['we are', "we're"],
  ['they are', "they're"],
  ['let us', "let's"],
  ['I would', "I'd"],
  ['you will', "you'll"],
  ['I have', "I've"],
];

/** "I have" only contracts before a participle ("I've learned", not "I've a plan"). */
const PARTICIPLE_AFTER = /^(learned|seen|been|made|met|had|built|found|kept|taught|noticed|watched|tried|started|worked)\b/;

/** A contraction needs a word after it: "until it is." must not become "until it's.". */
const WORD_FOLLOWS = /^ [\p{L}"]/u;

function replaceCased(text: string, from: string, to: string, guard?: RegExp, needsWordAfter = false): string {
  const pattern = new RegExp(`\\b${from.replace(/'/g, "['’]")}\\b`, 'gi');
  return text.replace(pattern, (match, offset: number) => {
    const rest = text.slice(offset + match.length);
    if (needsWordAfter && !WORD_FOLLOWS.test(rest)) return match;
    if (guard && !guard.test(rest.trimStart())) return match;
    if (match.charAt(0) === match.charAt(0).toUpperCase() && match.charAt(0) !== match.charAt(0).toLowerCase()) {
      return to.startsWith('I') ? to : capitalise(to);
    }
    return to.startsWith('I') ? to : to.charAt(0).toLowerCase() + to.slice(1);
  });
}

export function contract(text: string): string {
  return CONTRACTIONS.reduce(
    (result, [full, short]) => replaceCased(result, full, short, full === 'I have' ? PARTICIPLE_AFTER : undefined, !/not$/.test(full)),
    text,
  );
}

export function expand(text: string): string {
  return CONTRACTIONS.reduce((result, [full, short]) => replaceCased(result, short, full), text);
}

const HEDGES = ['I think', 'in my experience,', 'more often than not,', 'as far as I can tell,'] as const;
const IMPERSONAL_HEDGES = ['more often than not,', 'in many cases,', 'usually,'] as const;

/** Softens a claim for a humble voice: "The lesson: more often than not, consistency wins." */
export function hedge(text: string, style: WritingStyle, random: Random): string {
  const hedges = style.personal >= 25 ? HEDGES : IMPERSONAL_HEDGES;
  const word = random.pick(hedges);
  const colon = text.indexOf(': ');
  if (colon > 0 && colon < 40) {
    const head = text.slice(0, colon + 2);
    return head + word + ' ' + lowerFirst(text.slice(colon + 2));
  }
  return capitalise(word) + ' ' + lowerFirst(text);
}

/** Drops the softeners a bold voice would not use. */
export function embolden(text: string): string {
  return text
    .replace(/^This may be a slightly unpopular view, but I think /, '')
    .replace(/^(I think|In my experience,) /, '')
    .replace(/^\p{Ll}/u, (c) => c.toUpperCase());
}

/** Direct voices lose filler adverbs. */
function tighten(text: string): string {
  return text.replace(/\b(genuinely|really|simply|quietly) /gi, '').replace(/\ba little /gi, '');
}

export function polishSentence(text: string, style: WritingStyle, options: { claim?: boolean }, random: Random): string {
  let result = text;
  if (options.claim && style.confidence < 40) result = hedge(result, style, random);
  if (style.confidence >= 80) result = embolden(result);
  if (style.tone === 'direct') result = tighten(result);
  if (style.formality >= 70) result = expand(result);
  else if (style.formality < 65) result = contract(result);
  return result.replace(/[ \t]{2,}/g, ' ');
}
