// Reads an idea before anything is written: its sentences, the facts they
// carry (numbers with units, dates, times, names, lists, quotes, links), its
// language and what kind of post it asks for. The Offline writer builds the
// post around these, in the user's own words.

export type IdeaLanguage = 'en' | 'fr' | 'nl' | 'other';
export type PostKind = 'announcement' | 'results' | 'hiring' | 'event' | 'congrats' | 'lesson' | 'opinion' | 'tips' | 'question';

/** A list inside a sentence: "Three tips: a, b, and c." → lead "Three tips", items a, b, c. */
export type IdeaList = { sentenceIndex: number; lead: string; items: string[]; tail: string };

export type IdeaReading = {
  language: IdeaLanguage;
  kind: PostKind;
  /** The idea's sentences, cleaned, capitalised, ending with punctuation; links kept where they were. */
  sentences: string[];
  /** The first list found in a sentence, if any. */
  list?: IdeaList;
  /** Amounts, percentages, durations, counts: "€12.4M", "2,5 %", "6 h", "40 min", "3,200". */
  numbers: string[];
  /** Dates and times: "Thursday 14 March", "14:00 CET", "21/09", "12h30". */
  dates: string[];
  /** Names of people, companies, places and products: "Marie van der Berg", "Kima Ventures". */
  names: string[];
  /** Quoted phrases, quotes included: '"Quiet Leadership"'. */
  quotes: string[];
  urls: string[];
  /** The idea's own hashtags, without '#'. */
  tags: string[];
  /** The idea's emojis, kept when the post may have emojis. */
  emojis: string[];
  /** True for a bare topic ("remote work tips"): no sentence to build on. */
  isPhrase: boolean;
  isQuestion: boolean;
};

const EMOJI = /\p{Extended_Pictographic}\u{FE0F}?(\u{200D}\p{Extended_Pictographic}\u{FE0F}?)*/gu;
const URL = /https?:\/\/[^\s)]+|www\.[^\s)]+/gi;

const MONTHS_EN = 'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec';
const MONTHS_FR = 'janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre';
const MONTHS_NL = 'januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december';
const DAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag';
const MONTHS = `${MONTHS_EN}|${MONTHS_FR}|${MONTHS_NL}`;

const DATE_PATTERNS: readonly RegExp[] = [
  // "Thursday 14 March", "jeudi 6 juin", "dinsdag 8 oktober", "Saturday 12 April"
  new RegExp(`\\b(?:(?:${DAYS}),?\\s+)?\\d{1,2}(?:st|nd|rd|th|er)?\\s+(?:${MONTHS})\\b(?:\\s+\\d{4})?`, 'giu'),
  // "November 12", "March 14, 2025"
  new RegExp(`\\b(?:(?:${DAYS}),?\\s+)?(?:${MONTHS_EN})\\s+\\d{1,2}(?:st|nd|rd|th)?\\b(?:,?\\s+\\d{4})?`, 'giu'),
  // "21/09", "21/09/2025", "2025-03-14"
  /\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b|\b\d{4}-\d{2}-\d{2}\b/g,
  // times: "14:00 CET", "9:00–10:30", "18:30", "12h30", "19u", "10am", "4pm"
  /\b\d{1,2}[:h]\d{2}(?:\s?[–-]\s?\d{1,2}[:h]\d{2})?(?:\s?(?:CET|CEST|UTC|GMT|ET|PT|am|pm))?\b|\b\d{1,2}\s?(?:am|pm|u)\b/gi,
  // a weekday or month on its own: "on Monday", "from January", "start in maart"
  new RegExp(`\\b(?:${DAYS}|${MONTHS_EN.split('|').filter((m) => m.length > 3 && m !== 'may').join('|')}|${MONTHS_FR}|${MONTHS_NL})\\b`, 'giu'),
];

const NUMBER = /(?:[€$£]\s?)?\d+(?:[.,:/]\d+)*(?:\s?(?:%|M€|k€|€|M|K|k|bn|m|h|min|mins|hours?|days?|weeks?|months?|years?|ans|jaar|mois))?(?![\p{L}\d])/gu;

const NAME_PARTICLES = new Set(['of', 'van', 'der', 'den', 'de', 'du', 'des', 'le', 'la', 'von', 'di', 'da', 'del', 'tegen', 'op', 'ten', 'ter']);
/** Capitalised words that start sentences without being names. */
const COMMON_CAPITALS = new Set(
  `a an the we our i my it its this that these those what why how when where who which if in on at for from to after before today yesterday tomorrow
  next last huge big happy proud thank thanks congratulations congrats welcome join launching hiring looking bravo merci nous notre je j vous votre
  le la les un une des ce cette il elle on webinaire vandaag we wij ons onze mijn ik het de een op dank in jij u hoe wat waarom heute este
  unpopular opinion lessons three five two four one most cold office open next has have finished five our their first spent turned now after
  applications sourdough talks offline salary`.split(/\s+/),
);

const LIST_LEAD = /^(.{3,120}?):\s+(.+)$/u;

export function readIdea(idea: string): IdeaReading {
  const urls = idea.match(URL) ?? [];
  const tags = [...idea.matchAll(/(?:^|\s)#([\p{L}\p{N}_]+)/gu)].map((m) => m[1]!);
  const emojis = idea.match(EMOJI) ?? [];
  const cleaned = idea
    .replace(/(^|\s)#[\p{L}\p{N}_]+/gu, ' ')
    .replace(EMOJI, ' ')
    .replace(/[*_`~<>[\]{}|\\]/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/ +([,.!?;:])(?!\S*\/)/g, '$1')
    .trim();
  const sentences = splitSentences(cleaned)
    .map(finishSentence)
    .filter((s) => /[\p{L}\p{N}]/u.test(s) && !/^(https?:\/\/|www\.)\S+[.!]?$/i.test(s))
    // A sentence typed twice is written once.
    .filter((s, i, all) => all.findIndex((other) => other.toLowerCase() === s.toLowerCase()) === i);
  const text = sentences.join(' ');
  const language = detectIdeaLanguage(text || idea);
  const isQuestion = /\?\s*$/.test(sentences[0] ?? '');
  const words = (text.match(/[\p{L}\p{N}'’-]+/gu) ?? []).length;
  const isPhrase =
    sentences.length <= 1 && words <= 10 && !/[.!?]$/.test(idea.trim()) && !/\d/.test(text) && !/\b(I|we|is|are|was|were|will|has|have|our|my|je|nous|est|ik|we|is|zijn)\b/i.test(text);
  const list = findList(sentences);
  const reading: IdeaReading = {
    language,
    kind: 'lesson',
    sentences,
    list,
    numbers: unique(findNumbers(text)),
    dates: unique(findDates(text)),
    names: unique(findNames(sentences)),
    quotes: unique(text.match(/"[^"]{2,80}"|“[^”]{2,80}”|«[^»]{2,80}»/g) ?? []),
    urls: unique(urls),
    tags,
    emojis: unique(emojis),
    isPhrase,
    isQuestion,
  };
  reading.kind = classifyIdea(reading);
  return reading;
}

const ABBREVIATION = /\b(?:Dr|Mr|Mrs|Ms|Prof|St|vs|etc|e\.g|i\.e|approx|incl|Inc|Ltd|No|nr|bv|nv)\.$/i;

/** Splits on sentence ends and line breaks, never inside "Dr. Haddad", "2.5%" or "3:42:10". */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const line of text.split(/\n+/)) {
    let current = '';
    const parts = line.split(/(?<=[.!?…])\s+/u);
    for (const part of parts) {
      current = current ? `${current} ${part}` : part;
      if (ABBREVIATION.test(current)) continue;
      sentences.push(current.trim());
      current = '';
    }
    if (current.trim()) sentences.push(current.trim());
  }
  return sentences.filter(Boolean);
}

/** Capital first letter, closing punctuation: the user's sentence as it should read in a post. */
function finishSentence(sentence: string): string {
  let s = sentence.trim().replace(/^[-•*–]\s+/u, '');
  s = s.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
  s = s.replace(/[,;:\s]+$/u, '');
  if (!/[.!?…"”»)]$/u.test(s) && !/https?:\/\/\S+$/.test(s)) s += '.';
  return s;
}

export function findNumbers(text: string): string[] {
  return [...text.matchAll(NUMBER)].map((m) => m[0].trim()).filter((n) => /\d/.test(n));
}

export function findDates(text: string): string[] {
  const found: { start: number; end: number; text: string }[] = [];
  for (const pattern of DATE_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (found.some((f) => start < f.end && end > f.start)) continue;
      found.push({ start, end, text: match[0].trim() });
    }
  }
  return found.sort((a, b) => a.start - b.start).map((f) => f.text);
}

/** Runs of capitalised words (with particles such as "van der"), not at a sentence start unless they clearly are a name. */
export function findNames(sentences: readonly string[]): string[] {
  const names: string[] = [];
  for (const sentence of sentences) {
    const tokens = [...sentence.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’&+.-]*/gu)];
    let run: { text: string; index: number }[] = [];
    const flush = () => {
      while (run.length > 0 && NAME_PARTICLES.has(run[run.length - 1]!.text)) run.pop();
      if (run.length > 0) {
        const first = run[0]!;
        const atStart = first.index === 0 || /[.!?:]\s*$/.test(sentence.slice(0, first.index).trim().slice(-1));
        const words = run.map((r) => r.text.replace(/[.,]+$/, ''));
        const startsCommon = COMMON_CAPITALS.has(words[0]!.toLowerCase().replace(/['’].*$/, ''));
        const kept = atStart && startsCommon ? words.slice(1) : [...words];
        while (atStart && kept.length > 0 && COMMON_CAPITALS.has(kept[0]!.toLowerCase())) kept.shift();
        while (kept.length > 0 && NAME_PARTICLES.has(kept[0]!)) kept.shift();
        const name = kept.join(' ');
        // A single capitalised word opening a sentence is usually just a word ("Again.", "Bring…"), unless it is capitalised elsewhere too.
        const lone = atStart && words.length === 1 && !capitalisedElsewhere(words[0]!, sentences);
        if (name.length > 1 && !/^\d/.test(name) && !lone && !isCommonWord(name)) names.push(name);
      }
      run = [];
    };
    for (const token of tokens) {
      const word = token[0];
      const title = /^(Dr|Mr|Mrs|Ms|Prof)\.$/.test(word);
      const bare = title ? word : word.replace(/[.,]+$/, '');
      const isCap = /^\p{Lu}/u.test(bare) && !/^\p{Lu}[\p{Ll}]*\.$/u.test(word.slice(0, 2)) && !/^(I|I'm|I've|I'd)$/.test(bare);
      if (isCap && !DAY_OR_MONTH.test(bare)) run.push({ text: bare, index: token.index });
      else if (run.length > 0 && NAME_PARTICLES.has(bare) && bare === word) run.push({ text: bare, index: token.index });
      else flush();
      const after = sentence.charAt(token.index + word.length);
      if ((/[.]$/.test(word) && !title) || /[,;:()"“”!?]/.test(after)) flush();
    }
    flush();
  }
  return names;
}

const DAY_OR_MONTH = new RegExp(`^(${DAYS}|${MONTHS})$`, 'i');
const capitalisedElsewhere = (word: string, sentences: readonly string[]) =>
  sentences.some((s) => new RegExp(`[^.!?:]\\s${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'u').test(s));
const isCommonWord = (word: string) => word.length <= 3 || /^(Our|The|We|My|This|Thank|Happy|Proud)$/i.test(word);

/** "Three tips: a, b, and c." and "What helped: a, b and c." */
function findList(sentences: readonly string[]): IdeaList | undefined {
  for (const [sentenceIndex, sentence] of sentences.entries()) {
    const match = LIST_LEAD.exec(sentence.replace(/[.!]$/u, ''));
    if (!match || /\d$/.test(match[1]!) || /^\d/.test(match[2]!)) continue;
    const items = splitItems(match[2]!);
    if (items.length >= 3) return { sentenceIndex, lead: match[1]!, items, tail: '' };
  }
  for (const [sentenceIndex, sentence] of sentences.entries()) {
    const because = /^(.{10,160}?)\b(because|since|parce que|omdat)\s+(.+)$/iu.exec(sentence.replace(/[.!]$/u, ''));
    if (!because) continue;
    const items = splitItems(because[3]!);
    if (items.length >= 3) return { sentenceIndex, lead: `${because[1]!.trim()} ${because[2]!}`, items, tail: '' };
  }
  return undefined;
}

/** "a, b, and c" → [a, b, c]; a comma inside a number ("3,200") does not split. */
function splitItems(text: string): string[] {
  const parts = text
    .split(/,(?!\d)\s*|\s+(?:and|et|en|or|ou|of)\s+(?=[\p{L}\d"“])/u)
    .map((p) => p.trim().replace(/^(and|et|en|or|ou)\s+/i, ''))
    .filter(Boolean);
  if (parts.length < 3 || parts.some((p) => p.split(/\s+/).length > 14)) return [];
  return parts;
}

const LANGUAGE_WORDS: Record<Exclude<IdeaLanguage, 'other'>, readonly string[]> = {
  en: `the and to of a in is for on with we our you it that this from at are your what how my i be was have after by just will not about`.split(' '),
  fr: `le la les de des et un une du en pour que qui nous vous est pas dans sur avec au aux ce cette notre nos votre je à il on plus tout mon ma mes depuis chez après était avons sont`.split(' '),
  nl: `de het een en van in is op voor met we wij ons onze je jij u uw dat die niet ik mijn te aan om bij er ook wat hoe zijn naar maar al dit deze vandaag zoeken`.split(' '),
};
const OTHER_WORDS = `heute starten wir nuevo nueva gratuita presentamos jueves marzo der die das und ist nicht mit für wir unser unseren eine von zu den auf im sie innerhalb aus el los las y una que por para con nuestro nuestra es del al este esta habrá`.split(' ');

/** English, French or Dutch by common words; anything else is "other". */
const COMMON_WORDS = new Set([...Object.values(LANGUAGE_WORDS).flat(), ...OTHER_WORDS]);

/** A function word of English, French, Dutch, German or Spanish ("de", "pour", "voor"): never a key word of an idea. */
export function isFunctionWord(word: string): boolean {
  return COMMON_WORDS.has(word.toLowerCase());
}

export function detectIdeaLanguage(text: string): IdeaLanguage {
  const words = (text.toLowerCase().match(/[\p{L}]+/gu) ?? []).map((w) => w);
  const elided = text.toLowerCase().match(/\b[ldjnqsc]['’]\p{L}/gu)?.length ?? 0;
  const score = (list: readonly string[]) => {
    const set = new Set(list);
    return words.filter((w) => set.has(w)).length;
  };
  const scores: [IdeaLanguage, number][] = [
    ['en', score(LANGUAGE_WORDS.en)],
    ['fr', score(LANGUAGE_WORDS.fr) + elided],
    ['nl', score(LANGUAGE_WORDS.nl)],
    ['other', score(OTHER_WORDS)],
  ];
  scores.sort((a, b) => b[1] - a[1]);
  const lower = text.toLowerCase();
  // A bare French word ("télétravail") has no function word to count: its accents tell.
  if (scores[0]![1] === 0) return /[éèêàçùâîôû]/.test(lower) && !/\b(tips|ideas|ways|how|why|what)\b/.test(lower) ? 'fr' : 'en';
  // "de" is French and Dutch: on a tie, the spelling decides ("de vierdaagse werkweek", "la semaine de quatre jours").
  if (scores[0]![1] === scores[1]![1] && [scores[0]![0], scores[1]![0]].sort().join() === 'fr,nl') {
    const dutch = (lower.match(/aa|ee|oo|uu|ij|oe|sch/g) ?? []).length;
    const french = (lower.match(/[éèêàçùâîôû]|eau|ou|qu/g) ?? []).length;
    if (dutch !== french) return dutch > french ? 'nl' : 'fr';
  }
  if (scores[0]![0] === 'other' && /[äöüß]|ñ|¿|¡/.test(text) === false && scores[0]![1] === scores[1]![1]) return scores[1]![0];
  return scores[0]![0];
}

const KIND_PATTERNS: readonly [PostKind, RegExp][] = [
  ['congrats', /\b(congrat\w*|kudos|shout-?out|huge thanks|thank you|thanks to|big thanks|grateful|proud of (our|my) (client|team|colleague)|welcome to (the|our)|félicitations|bravo|merci à|gefeliciteerd|proficiat|dank je|dank u|bedankt)\b/iu],
  ['hiring', /(\b(we|now|is|are)( are|'re)? hiring\b|^hiring\b(?! my)|\bwe('| a)re looking for|\blooking for an? [\w-]+ (intern|engineer|designer|developer|manager)|\bjoin our team|\bjob opening|\bopen role|\bnous recrutons|\bon recrute|\brecrutons|\bnous cherchons|\bwe zoeken|\bvacature|m\/v\/x)/iu],
  ['event', /\b(webinar|meetup|meet-up|speaking at|workshop|open house|office hours|conference|livestream|join us|join our (free )?(webinar|workshop|session)|webinaire|atelier gratuit|rejoignez|inscrivez|inschrijven|gratis workshop)\b/iu],
  ['tips', /^(\d+|three|four|five|six|seven|two|trois|quatre|cinq|drie|vier|vijf)\s+(\w+\s+)?(tips|ways|things|mistakes|lessons|rules|steps|habits|tools|conseils|erreurs|astuces)\b|^how i\b|^the tools\b|\btips\b/iu],
  ['opinion', /\b(unpopular opinion|is changing|are changing|hot take|i think|i believe|in my view|should|do not work|don't work|still work|overrated|underrated|je pense|selon moi|à mon avis|ik denk|volgens mij)\b/iu],
  ['lesson', /\b(flopped|failed|burned out|burnt out|taught me|lesson|i quit)\b/iu],
  ['results', /(\b(results?|years ago today|anniversary|hit|cut [\w ]+ from|revenue|profit\w*|grew|growth|passed|reached|milestone|finished|subscribers|customers|churn|conversion|chiffre d['’]affaires|progressé|verwerkten|omzet)\b|\bQ[1-4]\b|%|\bhit \d)/iu],
  ['announcement', /\b(launch\w*|announce\w*|is live|are live|introducing|closed our|raised|opens|is out|out today|starting as|partnership|released?|lever|levé|lançons|annonce\w*|lanceren|lanceert|start(en)? we)\b/iu],
  ['lesson', /\b(learned|learnt|lesson|taught me|mistake|failed|flopped|i quit|looking back|appris|leçon|geleerd|les van)\b/iu],
];

/** The kind of post an idea asks for, judged on its first sentence first, then on the whole idea. */
export function classifyIdea(reading: Pick<IdeaReading, 'sentences' | 'isQuestion' | 'list' | 'isPhrase'>): PostKind {
  const first = reading.sentences[0] ?? '';
  const all = reading.sentences.join(' ');
  if (reading.isQuestion) return 'question';
  if (reading.isPhrase) return /\b(tips|ways|ideas|steps|habits)\b/i.test(first) ? 'tips' : 'lesson';
  for (const [pass, text] of [first, all].entries()) {
    for (const [kind, pattern] of KIND_PATTERNS) {
      if (kind === 'tips' && pass === 1) continue;
      if (kind === 'results' && !/\d/.test(text)) continue;
      if (pattern.test(text)) return kind;
    }
  }
  if (reading.list) return 'tips';
  return 'lesson';
}

function unique(items: readonly string[]): string[] {
  return [...new Set(items.filter(Boolean))];
}
