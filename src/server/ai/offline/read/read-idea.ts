import { bankFor, detectLanguage, hasCue, isFunctionWord, wordsOf, type Bank, type IdeaLanguage } from './bank';
import { findEnumeration } from './enumerations';
import { findLinks, findNames, findNumbers, findQuotes, findTags, numberFacts } from './facts';
import { classifyKind, type KindReading } from './kind';
import { withoutPreamble } from './preamble';
import { splitClauses, splitSentences } from './sentences';

// The one idea reader: what the idea says, beat by beat, and which of its
// parts can carry a post (a number with its noun, a claim, a question, a
// call to action, a list). Both engines read ideas through it.

/** `followsOn`: the beat refers back to an earlier one ("We will use it to…"), so it never opens a post. */
export type BeatRole = 'number' | 'question' | 'cta' | 'claim' | 'lesson' | 'quoted' | 'followsOn';
export type Beat = { text: string; roles: BeatRole[]; facts: string[]; items?: string[] };

export type IdeaReading = {
  text: string;
  language: IdeaLanguage;
  bank: Bank;
  beats: Beat[];
  /** Numbers with their nouns, names, quotes and links: kept exactly. */
  facts: string[];
  numbers: string[];
  names: string[];
  quotes: string[];
  links: string[];
  /** The author's own hashtags (taken off the end of the idea). */
  tags: string[];
  questions: string[];
  ctas: string[];
  /** The main noun (phrase) the idea is about: for questions and hashtags. */
  topic: string;
  /** Nouns the idea introduces with a determiner ("our pricing"), most used first: hashtag material. */
  topicNouns: string[];
  topicWords: string[];
  /** Hashtag material: two-word noun compounds ("logistics platform") and specific single nouns, best first. */
  tagPhrases: string[];
  kind: KindReading | null;
  bareTopic: boolean;
  wordCount: number;
};

export function readIdea(idea: string): IdeaReading {
  const trailingTags = /(?:\s*#[\p{L}\d_]+)+\s*$/u.exec(idea)?.[0] ?? '';
  const text = idea.slice(0, idea.length - trailingTags.length).trim() || idea.trim();
  const language = detectLanguage(text);
  const bank = bankFor(language);
  const sentences = splitSentences(text.replace(/https?:\/\/\S+/g, (url) => url));
  const list = findEnumeration(sentences, bank);
  const beats: Beat[] = [];
  sentences.forEach((sentence, i) => {
    if (list && i === list.from) beats.push(beatOf(list.lead, language, bank, list.items));
    if (list && i >= list.from && i <= list.to) return;
    for (const clause of splitClauses(sentence, bank)) {
      // Throat-clearing is cut (preamble.ts), unless it is all the idea says or carries a fact.
      const said = withoutPreamble(clause, bank, sentences.length > 1 && numberFacts(clause, language).length === 0);
      if (said) beats.push(beatOf(said, language, bank));
    }
  });
  beats.forEach((beat, i) => {
    if (i > 0 && !beat.items && refersBack(beat.text, bank)) beat.roles.push('followsOn');
  });
  const names = findNames(sentences);
  const quotes = findQuotes(text);
  const links = findLinks(text);
  const numberFactList = numberFacts(text, language);
  const words = wordsOf(text);
  const topicWords = rankTopicWords(text, language, names).filter((w) => !bank.genericNouns.includes(w));
  const topicNouns = findTopicNouns(text, language, bank);
  return {
    text,
    language,
    bank,
    beats,
    facts: [...numberFactList, ...names, ...quotes, ...links],
    numbers: findNumbers(text),
    names,
    quotes,
    links,
    tags: findTags(trailingTags),
    questions: sentences.filter((s) => /\?\s*$/.test(s)),
    ctas: sentences.filter((s) => roleCues(s, bank).includes('cta')),
    topic: topicNouns[0] ?? topicWords[0] ?? words[0] ?? '',
    topicNouns,
    topicWords,
    tagPhrases: findTagPhrases(text, language, bank),
    kind: classifyKind(text, sentences, bank, Boolean(list)),
    bareTopic: isBareTopic(text, words, bank),
    wordCount: words.length,
  };
}

function beatOf(text: string, language: IdeaLanguage, bank: Bank, items?: string[]): Beat {
  const all = [text, ...(items ?? [])].join(' ');
  const facts = numberFacts(all, language);
  const roles = roleCues(all, bank);
  if (facts.length) roles.push('number');
  if (/\?\s*$/.test(text)) roles.push('question');
  if (findQuotes(all).length) roles.push('quoted');
  return { text, roles, facts, ...(items ? { items } : {}) };
}

function roleCues(text: string, bank: Bank): BeatRole[] {
  const lower = text.toLowerCase();
  const roles: BeatRole[] = [];
  if (bank.cues.cta.some((c) => hasCue(lower, c)) || /https?:\/\//.test(text)) roles.push('cta');
  if (bank.cues.claim.some((c) => hasCue(lower, c))) roles.push('claim');
  if (bank.cues.lesson.some((c) => hasCue(lower, c))) roles.push('lesson');
  return roles;
}

/**
 * Whether a line leans on an earlier one through a pronoun ("it", "they"; "il", "elle"; "hij", "ze") among its
 * first words, before the line has named anything of its own it could stand for: "We will use it to hire…". A
 * pronoun as the first word can open a post as a teaser ("It took 7 months."): the next line says what it was.
 */
function refersBack(text: string, bank: Bank): boolean {
  return wordsOf(text)
    .slice(1, 5)
    .some((w) => bank.anaphora.includes(w));
}

/** A few words, no sentence, no verb and nobody speaking: "remote work burnout". */
function isBareTopic(text: string, words: readonly string[], bank: Bank): boolean {
  if (words.length === 0 || words.length > 7 || /[.!?:;]/.test(text.replace(/\.\.\.$/, ''))) return false;
  const speaking = new Set([...bank.firstPerson, ...bank.auxiliaries]);
  return !words.some((w) => speaking.has(w) || /^\d/.test(w));
}

/** Nouns introduced by a determiner ("our pricing"), most used first. */
function findTopicNouns(text: string, language: IdeaLanguage, bank: Bank): string[] {
  const counts = new Map<string, number>();
  const tokens = text.toLowerCase().split(/\s+/);
  const bare = (w: string | undefined) => (w ?? '').replace(/^["“«(]+|[,;:.!?)"”»]+$/g, '');
  const content = (w: string | undefined) => !isFunctionWord(bare(w), language) && /^\p{L}{4,}$/u.test(bare(w));
  tokens.forEach((word, i) => {
    if (!bank.determiners.includes(word)) return;
    // Past a leading adjective or two ("our new pricing page"): the noun is the next content word.
    let at = i + 1;
    while (at < i + 3 && bank.adjectives.includes(bare(tokens[at])) && bare(tokens[at]) === tokens[at]) at += 1;
    if (!content(tokens[at])) return;
    const noun = bare(tokens[at]);
    if (bank.genericNouns.includes(noun)) return;
    counts.set(noun, (counts.get(noun) ?? 0) + 1);
  });
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([w]) => w);
}

/**
 * Noun phrases worth a hashtag. After a determiner, the run of content words
 * up to the next function word or punctuation; its last two words make a
 * compound ("a senior data analyst" → "data analyst"), cut before a word that
 * reads as a verb or an adverb ("the money goes", "the round led by"). A single noun
 * is a tag only when it is specific: long, or named more than once, and not a
 * generic noun ("year", "money"). Fewer tags beat a silly one.
 */
function findTagPhrases(text: string, language: IdeaLanguage, bank: Bank): string[] {
  const tokens = text
    .replace(/https?:\/\/\S+/g, ' ')
    .toLowerCase()
    .split(/\s+/);
  const bare = (w: string) => w.replace(/^["“«(]+|[,;:.!?)"”»]+$/g, '');
  const content = (w: string) =>
    /^\p{L}{3,}(?:-\p{L}+)*$/u.test(w) &&
    !isFunctionWord(w, language) &&
    !bank.adjectives.includes(w) &&
    !bank.prepositions.includes(w);
  const all = wordsOf(text);
  const uses = (w: string) =>
    all.filter((x) => x === w || x.startsWith(w) || (w.startsWith(x) && x.length >= 4)).length;
  const specific = (w: string) => !bank.genericNouns.includes(w) && (w.length >= 9 || (w.length >= 5 && uses(w) >= 2));
  const verbLike = (w: string) => language === 'en' && /(?:ed|ly)$/.test(w);
  const found: string[] = [];
  tokens.forEach((word, i) => {
    if (!bank.determiners.includes(word)) return;
    const run: string[] = [];
    let next = '';
    for (let at = i + 1; at < tokens.length && run.length < 4; at++) {
      const w = bare(tokens[at]!);
      if (!content(w)) {
        // Past a leading adjective or amount ("a €3.2M seed round"); anything else ends the phrase.
        if (run.length || !(bank.adjectives.includes(w) || /^\p{Sc}?\d/u.test(w))) {
          next = w;
          break;
        }
        continue;
      }
      run.push(w);
      if (w !== tokens[at]) break;
    }
    // A last word followed by an object (an article, a number, "us") is a verb: "our podcast hit 10,000 downloads".
    if (verbBefore(next, language, bank) && run.length > 1) run.pop();
    // A trailing time word is no part of the phrase: "our first webinar series today" → "webinar series".
    while (run.length > 1 && bank.genericNouns.includes(run[run.length - 1]!)) run.pop();
    // The phrase ends before a word that reads as a verb: "round led", "money goes" (singular, then a verb's -s).
    // The phrase's last word reads as a verb only where a verb's complement follows ("goes into"): a plural
    // that ends the phrase is its head ("our webinar series today").
    const verbNext =
      bank.prepositions.includes(next) ||
      verbBefore(next, language, bank) ||
      (isFunctionWord(next, language) && !bank.genericNouns.includes(next));
    const verbS = (w: string, k: number) => /s$/.test(w) && !/s$/.test(run[k - 1]!) && (k < run.length - 1 || verbNext);
    const end = run.findIndex((w, k) => k > 0 && (verbLike(w) || verbS(w, k)));
    const [a, b] = (end > 0 ? run.slice(0, end) : run).slice(-2);
    // English compounds are head-last ("a senior data analyst" → "data analyst").
    const compound = a && b && language === 'en';
    if (compound && !bank.genericNouns.includes(b)) found.push(`${a} ${b}`);
    else if (run[0] && specific(run[0])) found.push(run[0]);
  });
  return [...new Set(found)].sort((x, y) => y.split(' ').length - x.split(' ').length);
}

/** Whether `word` opens a verb's object in English: an article or possessive, a number, an object pronoun. */
function verbBefore(word: string, language: IdeaLanguage, bank: Bank): boolean {
  if (language !== 'en' || !word) return false;
  return (
    bank.determiners.includes(word) || /^\p{Sc}?\d/u.test(word) || ['us', 'them', 'me', 'him', 'it'].includes(word)
  );
}

/** Content words ranked by use; names only when the idea is about them (named twice). */
function rankTopicWords(text: string, language: IdeaLanguage, names: readonly string[]): string[] {
  const counts = new Map<string, number>();
  const lower = text.replace(/https?:\/\/\S+/g, ' ').toLowerCase();
  const repeatedNames = new Set(
    names.filter((n) => lower.split(n.toLowerCase()).length > 2).map((n) => n.toLowerCase()),
  );
  const nameWords = new Set(names.flatMap((n) => n.toLowerCase().split(/\s+/)));
  for (const word of wordsOf(lower)) {
    if (word.length < 4 || isFunctionWord(word, language) || /\d/.test(word) || /['’]/.test(word)) continue;
    if (nameWords.has(word) && !repeatedNames.has(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0].length - a[0].length).map(([w]) => w);
}
