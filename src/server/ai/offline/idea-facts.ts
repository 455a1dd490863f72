import { BANKS, isFunctionWord as isBankFunctionWord, type WrittenLanguage } from './read/bank';

/** A function word of any of the written languages ("de", "pour", "the"). */
const isFunctionWord = (word: string) =>
  (Object.keys(BANKS) as WrittenLanguage[]).some((l) => isBankFunctionWord(word, l));
import { CLAUSE_WORDS, LEAD_INS, MODIFIERS, STOPWORDS, WEAK_WORDS } from './word-lists';

/** What the offline writer knows about an idea: enough to write about it without repeating it. */
export type IdeaFacts = {
  /** The first sentence, lead-in removed, no closing punctuation, first letter upper-case. */
  sentence: string;
  /** A phrase that reads well after "about": "shipping a product with a small team". */
  topic: string;
  /** A shorter form of the topic for the body, so the full phrase is not repeated: "shipping a product". */
  theme: string;
  /** True when the idea is a topic ("remote work tips"), false when it is a statement or question. */
  isPhrase: boolean;
  /** Single content words, most telling first, in display case ("AI", "mentorship"). */
  keywords: string[];
  /** Multi-word key phrases, most telling first. */
  phrases: string[];
  /** Further sentences of a longer idea, to weave into the body. */
  points: string[];
  isQuestion: boolean;
};

const SENTENCE_MAX = 140;
const TOPIC_MAX_WORDS = 9;
const WORD = /[\p{L}\p{N}]+(?:['’.&+-][\p{L}\p{N}]+)*/gu;

/**
 * Removes what must never be echoed: links, mentions' @, emojis, odd spacing.
 * Hashtags are dropped from sentences (`keepTagWords` keeps their words for keywords).
 */
export function cleanText(text: string, keepTagWords = false): string {
  return text
    .replace(/https?:\/\/\S+|www\.\S+/gi, ' ')
    .replace(/#([\p{L}\p{N}_]+)/gu, keepTagWords ? '$1' : ' ')
    .replace(/@(?=[\p{L}\p{N}])/gu, '')
    .replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|\u{20E3}/gu, '')
    .replace(/[*_`~<>[\]{}|\\]/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

/** The idea's five most telling words, function words of any language left out ("de", "pour"). */
export function ideaKeywords(idea: string): string[] {
  return extractIdeaFacts(idea)
    .keywords.filter((k) => !isFunctionWord(k))
    .slice(0, 5);
}

export function extractIdeaFacts(idea: string): IdeaFacts {
  const cleaned = cleanText(idea) || 'this idea';
  const sentences = splitSentences(cleaned);
  const first = stripLeadIn(sentences[0] ?? cleaned);
  const isQuestion = /\?\s*$/.test(sentences[0] ?? '');
  const sentence = capitalise(first.replace(/[.!?:;,\s]+$/u, ''));
  const withTagWords = cleanText(idea, true) || cleaned;
  const runs = keyRuns(withTagWords);
  const keywords = rankKeywords(withTagWords);
  const phrases = runs.map(dropLeadingGerund).filter((run) => run.includes(' ') && !/\d/.test(run));
  const { topic, isPhrase } = chooseTopic(sentence, isQuestion, runs, keywords);
  const points = sentences
    .slice(1)
    .map((s) => s.replace(/[\s]+$/u, ''))
    .filter((s) => s.length >= 20 && s.length <= 160)
    .slice(0, 3);
  return {
    sentence: sentence.length <= SENTENCE_MAX ? sentence : shorten(sentence),
    topic,
    theme: shortTheme(topic),
    isPhrase,
    keywords,
    phrases,
    points,
    isQuestion,
  };
}

function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/u)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

function stripLeadIn(sentence: string): string {
  let result = sentence.trim();
  for (const leadIn of LEAD_INS) result = result.replace(leadIn, '');
  return result.trim() || sentence.trim();
}

/** Lower-cases a word unless it looks like a name or an acronym. */
export function displayWord(word: string, atSentenceStart: boolean): string {
  if (word.length > 1 && word === word.toUpperCase() && /\p{L}/u.test(word)) return word;
  if (/\p{Ll}\p{Lu}/u.test(word)) return word;
  if (!atSentenceStart && /^\p{Lu}/u.test(word)) return word;
  return word.toLowerCase();
}

/** Years ("2025") date an idea but are not what it is about. */
const isContent = (lower: string) => !STOPWORDS.has(lower) && !WEAK_WORDS.has(lower) && !/^(19|20)\d\d$/.test(lower);

/** Runs of content words ("remote work", "future of work"): the idea's key phrases. */
function keyRuns(text: string): string[] {
  const scored = new Map<string, number>();
  const segments = text.split(/[.,;:!?()"“”\n–—]+|\s-\s/u);
  segments.forEach((segment, segmentIndex) => {
    const words = [...segment.matchAll(WORD)].map((m) => m[0]);
    let run: string[] = [];
    const flush = () => {
      while (run.length > 0 && (MODIFIERS.has(run[run.length - 1]!.toLowerCase()) || run[run.length - 1] === 'of'))
        run.pop();
      while (run.length > 0 && run[0] === 'of') run.shift();
      if (run.length > 0) {
        const phrase = run.slice(0, 4).join(' ');
        const score =
          run.slice(0, 4).reduce((sum, w) => sum + 1 + Math.min(w.length, 10) / 10, 0) + (segmentIndex === 0 ? 0.5 : 0);
        scored.set(phrase, Math.max(scored.get(phrase) ?? 0, score));
      }
      run = [];
    };
    words.forEach((word, i) => {
      const lower = word.toLowerCase();
      if (lower === 'of' && run.length > 0 && i + 1 < words.length && isContent(words[i + 1]!.toLowerCase())) {
        run.push('of');
      } else if (isContent(lower)) {
        run.push(displayWord(word, i === 0 && segmentIndex === 0));
      } else {
        flush();
      }
    });
    flush();
  });
  return [...scored.entries()].sort((a, b) => b[1] - a[1]).map(([phrase]) => phrase);
}

/** Single content words, scored by frequency, presence in the first sentence, and length. */
function rankKeywords(text: string): string[] {
  const firstSentenceEnd = text.search(/[.!?\n]/);
  const stats = new Map<string, { display: string; score: number; first: number }>();
  const matches = [...text.matchAll(WORD)];
  matches.forEach((match, index) => {
    const lower = match[0].toLowerCase();
    if (!isContent(lower) || MODIFIERS.has(lower) || /^\d+$/.test(lower) || lower.length < 2) return;
    // "changing recruiting": a gerund with an object is a verb here, not a topic.
    const next = matches[index + 1]?.[0].toLowerCase();
    if (/ing$/.test(lower) && next && isContent(next)) return;
    // Past forms and adverbs ("expected", "quickly") make poor topics and hashtags.
    if (/(ed|ly)$/.test(lower) && lower.length > 4) return;
    const atStart = match.index === 0 || /[.!?]\s*$/.test(text.slice(0, match.index));
    const inFirst = firstSentenceEnd < 0 || match.index < firstSentenceEnd;
    const entry = stats.get(lower);
    if (entry) entry.score += 2;
    else
      stats.set(lower, {
        display: displayWord(match[0], atStart),
        score: 2 + (inFirst ? 1.5 : 0) + Math.min(lower.length, 10) / 10,
        first: index,
      });
  });
  return [...stats.values()].sort((a, b) => b.score - a.score || a.first - b.first).map((entry) => entry.display);
}

/** "Lessons from shipping X" and "the importance of X" are about X. */
const META_PREFIX =
  /^(the\s+)?(\d+\s+)?((key|main|biggest|top|hard|hard-won|quick|simple|practical|my)\s+)*(lessons?( i'?ve learned| learned)?|tips|thoughts|ideas|reasons|ways|mistakes|things|benefits|secrets|truths|myths|rules|steps|insights|takeaways|notes)\s+(i\s+learned\s+)?(from|on|about|for|of|to|in|when)\s+/i;
const IMPORTANCE_PREFIX = /^(the\s+)?(importance|power|value|role|art|magic|benefits?)\s+of\s+/i;
const META_SUFFIX = /\s+(tips|ideas|lessons|hacks|thoughts|basics|101)$/i;

function chooseTopic(
  sentence: string,
  isQuestion: boolean,
  runs: string[],
  keywords: string[],
): { topic: string; isPhrase: boolean } {
  const phrase =
    sentence.replace(META_PREFIX, '').replace(IMPORTANCE_PREFIX, '').replace(META_SUFFIX, '').trim() || sentence;
  const words = phrase.split(/\s+/);
  const firstLower = words[0]?.toLowerCase() ?? '';
  const isClause = words.some((w) => CLAUSE_WORDS.has(w.toLowerCase()));
  // "How AI is changing recruiting" is a clause too: "the moment how AI is… stopped" would not read.
  if (
    !isQuestion &&
    words.length <= TOPIC_MAX_WORDS &&
    !isClause &&
    !/^(how|why|what|when|where|who)$/.test(firstLower)
  ) {
    const topic = displayWord(words[0]!, true) + (words.length > 1 ? ' ' + words.slice(1).join(' ') : '');
    return { topic, isPhrase: true };
  }
  const best =
    runs.map(dropLeadingGerund).find((run) => run.includes(' ')) ?? runs.map(dropLeadingGerund)[0] ?? keywords[0];
  if (!best) return { topic: 'this', isPhrase: false };
  return { topic: withDefiniteArticle(best), isPhrase: false };
}

/** In a statement, "changing recruiting" is about recruiting. */
function dropLeadingGerund(run: string): string {
  const words = run.split(' ');
  return words.length > 1 && /ing$/i.test(words[0]!) ? words.slice(1).join(' ') : run;
}

/**
 * A key phrase from a statement reads as "the big launch", "the bakery";
 * plurals, gerunds, numbers, names and acronyms stand alone ("100 customers", "AI").
 */
function withDefiniteArticle(run: string): string {
  const first = run.split(' ')[0]!;
  const last = run.split(' ').at(-1)!;
  if (/^\d/.test(first) || /\p{Lu}/u.test(run) || /(s|ing)$/i.test(last)) return run;
  return `the ${run}`;
}

/** Cuts a long topic before its first preposition: "shipping a product with a small team" → "shipping a product". */
function shortTheme(topic: string): string {
  const words = topic.split(' ');
  if (words.length <= 4) return topic;
  const cut = words.findIndex(
    (w, i) => i >= 2 && /^(with|for|in|on|at|from|to|when|while|without|during|across|through|by)$/i.test(w),
  );
  return cut > 0 ? words.slice(0, cut).join(' ') : topic;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-cases the first letter unless the first word is an acronym, a brand like "iPhone", or "I". */
export function lowerFirst(text: string): string {
  const first = text.match(WORD)?.[0] ?? '';
  if (first === 'I' || /^I['’]/.test(first) || displayWord(first, true) !== first.toLowerCase()) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function shorten(sentence: string): string {
  const cut = sentence.slice(0, SENTENCE_MAX);
  const lastBreak = Math.max(cut.lastIndexOf(','), cut.lastIndexOf(' '));
  return cut.slice(0, lastBreak > 60 ? lastBreak : SENTENCE_MAX).replace(/[,;:\s]+$/u, '');
}
