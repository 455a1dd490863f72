// Automatic checks on generated posts, independent of the writer's own code:
// a post is graded against the idea text and the facts written by hand.

export type Language = 'en' | 'fr' | 'nl' | 'de' | 'es';

const STOPWORDS: Record<Language, readonly string[]> = {
  en: [
    'the',
    'and',
    'to',
    'of',
    'a',
    'in',
    'is',
    'for',
    'on',
    'with',
    'we',
    'our',
    'you',
    'it',
    'that',
    'this',
    'from',
    'at',
    'are',
    'your',
    'what',
    'how',
    'my',
    'i',
    'be',
    'was',
    'have',
    'after',
    'by',
  ],
  fr: [
    'le',
    'la',
    'les',
    'de',
    'des',
    'et',
    'un',
    'une',
    'du',
    'en',
    'pour',
    'que',
    'qui',
    'nous',
    'vous',
    'est',
    'pas',
    'dans',
    'sur',
    'avec',
    'au',
    'ce',
    'cette',
    'notre',
    'votre',
    'je',
    'à',
    'il',
    'on',
    'plus',
    'tout',
  ],
  nl: [
    'de',
    'het',
    'een',
    'en',
    'van',
    'in',
    'is',
    'op',
    'voor',
    'met',
    'we',
    'wij',
    'ons',
    'onze',
    'je',
    'jij',
    'u',
    'uw',
    'dat',
    'die',
    'niet',
    'ik',
    'mijn',
    'te',
    'aan',
    'om',
    'bij',
    'er',
    'ook',
    'wat',
    'hoe',
    'zijn',
    'naar',
  ],
  de: [
    'der',
    'die',
    'das',
    'und',
    'ist',
    'nicht',
    'mit',
    'für',
    'wir',
    'unser',
    'unseren',
    'ein',
    'eine',
    'von',
    'zu',
    'den',
    'auf',
    'im',
    'sie',
    'ich',
    'innerhalb',
    'aus',
  ],
  es: [
    'el',
    'la',
    'los',
    'las',
    'de',
    'y',
    'en',
    'un',
    'una',
    'que',
    'por',
    'para',
    'con',
    'nuestro',
    'nuestra',
    'es',
    'del',
    'al',
    'este',
    'esta',
    'habrá',
  ],
};

/** The language with the most of its common words in the text (hashtags and links ignored). */
export function detectLanguage(text: string): Language {
  const words =
    stripDecorations(text)
      .toLowerCase()
      .match(/[\p{L}']+/gu) ?? [];
  let best: Language = 'en';
  let bestScore = -1;
  for (const language of Object.keys(STOPWORDS) as Language[]) {
    const set = new Set(STOPWORDS[language]);
    const score = words.filter((w) => set.has(w) || set.has(w.split("'")[0]!)).length;
    if (score > bestScore) {
      best = language;
      bestScore = score;
    }
  }
  return best;
}

/** The post without hashtags, links and emojis: what a reader reads as sentences. */
export function stripDecorations(text: string): string {
  return text
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/(^|\s)#[\p{L}\p{N}_]+/gu, ' ')
    .replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}/gu, ' ');
}

const stripEmojis = (text: string) => text.replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}/gu, '');

export function normaliseSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f\u2009]/g, ' ');
}

/** Lower-case words only: how two sentences are compared. */
export function sentenceKey(sentence: string): string {
  return (sentence.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
}

/** The post's sentences (and list lines), without list markers. */
export function splitSentences(text: string): string[] {
  return stripDecorations(normaliseSpaces(text))
    .split('\n')
    .map((line) => line.replace(/^\s*(\d+[.)]|[-•*▶➜→])\s+/u, '').trim())
    .flatMap((line) => line.split(/(?<=[.!?…])\s+(?=[\p{Lu}\p{N}"“«¿¡])/u))
    .map((s) => s.trim())
    .filter((s) => /[\p{L}]/u.test(s));
}

/** Share of the hand-written facts found verbatim in the post. */
export function factsFound(post: string, facts: readonly string[]): { found: number; missing: string[] } {
  const text = normaliseSpaces(post);
  const missing = facts.filter((fact) => !text.includes(normaliseSpaces(fact)));
  return { found: facts.length - missing.length, missing };
}

/**
 * Sentences cut mid-way: a line of prose that does not end a sentence, an
 * ellipsis the idea did not have, or an idea sentence whose start is in the
 * post without its end.
 */
export function cutSentences(post: string, idea: string): string[] {
  const problems: string[] = [];
  const ideaText = normaliseSpaces(idea);
  for (const raw of normaliseSpaces(post).split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (/^(#[\p{L}\p{N}_]+\s*)+$/u.test(line)) continue; // hashtags
    if (/^\s*(\d+[.)]|[-•*]|\p{Extended_Pictographic})/u.test(line)) continue; // list items may end without a full stop
    const prose = stripDecorations(line).trim();
    if (!prose || /https?:\/\/\S+$/.test(stripEmojis(line).trim())) continue; // a link ends its line
    if (!/[.!?:…)"”»]$/u.test(prose)) problems.push(line);
  }
  if (/…|\.\.\./.test(post) && !/…|\.\.\./.test(ideaText)) problems.push('ellipsis');
  const postKey = sentenceKey(post);
  for (const sentence of splitSentences(idea)) {
    const words = sentenceKey(sentence).split(' ');
    if (words.length < 7) continue;
    const head = words.slice(0, 5).join(' ');
    const tail = words.slice(-2).join(' ');
    if (postKey.includes(head) && !postKey.includes(tail)) problems.push(`cut: ${sentence}`);
  }
  return problems;
}

export function repeatedWithin(post: string): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const sentence of splitSentences(post)) {
    const key = sentenceKey(sentence);
    if (key.split(' ').length < 3) continue;
    if (seen.has(key)) repeated.push(sentence);
    seen.add(key);
  }
  return repeated;
}

const BROKEN_ENGLISH: readonly [string, RegExp][] = [
  ['placeholder', /\{[a-zA-Z]+\}|\bundefined\b|\bnull\b|\bNaN\b/],
  ['doubled word', /\b(the|a|an|to|of|and|is|in|for|on|with|that|this)\s+\1\b/i],
  ['"a" before a vowel', /\ba (?!one|uni|use|usu|eu|u\.|euro)[aeio]\w/i],
  ['"an" before a consonant', /\ban (?!hour|honest|honou?r|heir|[aeiou]|[A-Z]{2})\w/],
  ['lower-case sentence start', /[a-z]{2}[.!?] [a-z]/],
  ['punctuation', / [,.;:!?](?!\d)|,,|(?<!\.)\.\.(?!\.)|[!?]\.|\.,|:\./],
  ['double space', /\S {2,}\S/],
  [
    'past form used as a noun',
    /\b(the|this|that|a) [a-z]+ [a-z]+ed (is|are|improves|matters|works|changes|helps|really)\b/i,
  ],
  ['question with a past form', /\bIs (the|a) [a-z]+ [a-z]+ed really\b/],
  ['two verbs in a row', /\b[a-z]+ed (feels|improves|matters|shows|taught|deserves|starts)\b/],
  ['empty quote', /["“]\s*["”]/],
];
const BROKEN_ANY: readonly [string, RegExp][] = [
  ['placeholder', /\{[a-zA-Z]+\}|\bundefined\b|\bNaN\b/],
  ['punctuation', /,,|(?<!\.)\.\.(?!\.)|[!?]\.|\.,|:\./],
  ['double space', /\S {2,}\S/],
];

export function grammarIssues(post: string, language: Language, idea?: string): string[] {
  const text = stripDecorations(normaliseSpaces(post))
    .split('\n')
    .map((line) => line.trim())
    .join('\n');
  const patterns = language === 'en' ? BROKEN_ENGLISH : BROKEN_ANY;
  const issues = patterns.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
  if (idea !== undefined && numberFragments(post, idea).length > 0) issues.push('number fragment');
  return issues;
}

const NUMBER = /[\p{Sc}]?\d+(?:[.,:/]\d+)*\s?(?:[\p{Sc}%]|[A-Za-z]{1,2}\b)?/gu;

/** A number of the post that is a broken piece of one of the idea's ("4M" from "€12.4M"). */
export function numberFragments(post: string, idea: string): string[] {
  const ideaNumbers = [...normaliseSpaces(idea).matchAll(NUMBER)].map((m) => m[0].trim());
  const postNumbers = [...stripDecorations(normaliseSpaces(post)).matchAll(NUMBER)].map((m) => m[0].trim());
  return postNumbers.filter(
    (n) =>
      !ideaNumbers.includes(n) &&
      ideaNumbers.some(
        (whole) => whole.length > n.length && whole.endsWith(n) && /[.,]/.test(whole.slice(0, -n.length).slice(-1)),
      ),
  );
}

const FRAGMENT_TAGS = new Set([
  'the',
  'and',
  'our',
  'we',
  'just',
  'new',
  'today',
  'week',
  'weeks',
  'day',
  'days',
  'minutes',
  'minute',
  'hours',
  'hour',
  'round',
  'year',
  'years',
  'month',
  'months',
  'thing',
  'things',
  'way',
  'ways',
  'time',
  'people',
  'lot',
  'get',
  'got',
  'made',
  'make',
  'first',
  'last',
  'next',
  'one',
  'two',
  'three',
  'after',
  'before',
  'still',
  'most',
  'le',
  'la',
  'les',
  'des',
  'de',
  'het',
  'een',
  'van',
  'nous',
  'notre',
  'onze',
  'ons',
  'mijn',
  'jaar',
  'ans',
  'mois',
  'this',
  'that',
  'idea',
  'thoughts',
]);

/** Hashtags and the problems with each: stop words, number fragments, not CamelCase, duplicates. */
export function hashtagProblems(post: string): { tags: string[]; bad: string[] } {
  const tags = [...post.matchAll(/(?:^|\s)#([\p{L}\p{N}_]+)/gu)].map((m) => m[1]!);
  const bad: string[] = [];
  const seen = new Set<string>();
  for (const tag of tags) {
    const lower = tag.toLowerCase();
    if (
      /\d/.test(tag) ||
      FRAGMENT_TAGS.has(lower) ||
      tag.length < 2 ||
      !/^\p{Lu}/u.test(tag) ||
      seen.has(lower) ||
      /_/.test(tag)
    )
      bad.push(tag);
    seen.add(lower);
  }
  return { tags, bad };
}
