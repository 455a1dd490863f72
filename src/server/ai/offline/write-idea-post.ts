import { LENGTH_TARGETS, PLATFORM_CHAR_LIMITS, type Mood, type Platform, type PostLength } from '@shared/constants';
import { ANY_CTAS, ANY_HOOKS, BRIDGES, CTAS, GOAL_CTAS, HOOKS, QUESTION_LEADS, KIND_TAGS, LINK_LINES, POINT_LEADS, THESIS_LINES, TOPIC_LINES, WHEN_LABEL, type Line, type WrittenLanguage } from './banks/idea-lines';
import { camelCase } from './decorations';
import { contract, expand } from './polish';
import { CALL_TO_ACTION } from './post-metrics';
import { isFunctionWord, type IdeaReading, type PostKind } from './read-idea';
import type { Random } from './seeded-random';
import type { WritingStyle } from './writing-style';
import { STOPWORDS } from './word-lists';

// One post built around the idea: the user's own sentences carry every fact;
// an opening, an invitation or a call to action frame them, in the idea's
// language and the voice's style. The length target chooses among shapes and
// optional bridges; it never pads a short idea with filler, and never cuts a
// sentence of the idea.

export type Shape = 'hook-first' | 'idea-first' | 'points';

export type IdeaPostOptions = {
  reading: IdeaReading;
  style: WritingStyle;
  shape: Shape;
  platform: Platform;
  mood: Mood;
  postLength: PostLength;
  includeEmojis: boolean;
  includeHashtags: boolean;
  linkUrl?: string;
  random: Random;
  /** Lines already used by other versions of this run, so versions do not share them. */
  used: Set<string>;
};

const KIND_EMOJIS: Record<PostKind, readonly string[]> = {
  announcement: ['🎉', '🚀', '📣'],
  results: ['📈', '🎯', '📊'],
  hiring: ['💼', '🤝', '👋'],
  event: ['📅', '🎟️', '📍'],
  congrats: ['👏', '🎉', '🙌'],
  lesson: ['💡', '🌱', '✍️'],
  opinion: ['🤔', '💬', '🎯'],
  tips: ['✅', '📌', '💡'],
  question: ['🤔', '💬', '❓'],
};

export function writeIdeaPost(options: IdeaPostOptions): string {
  const { reading, style, random } = options;
  const language = reading.language === 'other' ? null : reading.language;
  const [min, max] = LENGTH_TARGETS[options.platform][options.postLength];
  const limit = Math.min(max, PLATFORM_CHAR_LIMITS[options.platform]);
  const emojis = options.includeEmojis && !style.avoid.emojis;
  const emoji = emojis ? random.pick(KIND_EMOJIS[reading.kind]) : '';
  const ideaSentences = reading.sentences.map((s) => voiceSentence(s, style, language));

  if (!language) {
    // Another language: the idea's own text, formatted for the platform.
    const layout: Layout = options.shape === 'idea-first' ? 'lead' : options.shape === 'points' ? 'single' : 'flow';
    const parts: Parts = { hook: '', body: ideaSentences, layout, list: null, bridges: [], cta: '', link: options.linkUrl ?? '', tags: hashtagsFor(options, null) };
    return fit(parts, limit, emoji);
  }

  const pick = (bank: readonly Line[], vars: Record<string, string | undefined> = {}) => pickLine(bank, style, random, options.used, vars);
  if ((language === 'fr' || language === 'nl') && isBareTopic(reading)) return writeTopicPost(options, language, pick, emoji, limit);
  if (isThesis(reading)) return writeThesisPost(options, language, ideaSentences[0]!, pick, emoji, limit, min);
  const name = firstPersonName(reading);
  const date = reading.dates.find((d) => /\p{L}/u.test(d) && /\d/.test(d)) ?? reading.dates[0];
  const time = reading.dates.find((d) => /^\d{1,2}[:h]\d{2}|^\d{1,2}\s?(am|pm|u)\b/i.test(d) && d !== date);

  let body = [...ideaSentences];
  let list: string[] | null = null;
  // Within a shape, the paragraphs vary too, so a regenerated version does not repeat its layout.
  let layout: Layout = options.shape === 'idea-first' ? 'lead' : random.next() < 0.5 ? 'flow' : 'single';
  if (reading.list && (options.shape === 'points' || (reading.kind === 'tips' && options.shape === 'hook-first'))) {
    const index = reading.list.sentenceIndex;
    list = reading.list.items.map((item) => voiceSentence(capitalise(item), style, language).replace(/[.!]$/u, ''));
    body = [...body.slice(0, index), `${reading.list.lead}:`, ...body.slice(index + 1)];
  } else if (options.shape === 'points' && body.length >= 3) {
    list = body.slice(1).map((s) => s.replace(/\.$/u, ''));
    body = [body[0]!, random.pick(POINT_LEADS[language])];
  } else if (options.shape === 'points') {
    layout = 'single';
  }

  const allHooks = [...HOOKS[language][reading.kind], ...ANY_HOOKS[language]];
  const hookBank = options.shape === 'idea-first' ? [] : preferredHooks(allHooks, style);
  const hook = hookBank.length > 0 ? pick(hookBank) || pick(allHooks) : '';
  // The practical details of an invitation, on their own line, in the version built from points.
  const when = reading.kind === 'event' && options.shape === 'points' && date && time ? `${WHEN_LABEL[language]}${language === 'fr' ? ' :' : ':'} ${date}, ${time}.` : '';
  // The voice's goal shapes the ending (English): its lines join the kind's, weighted up.
  const goalLines = language === 'en' && style.goal ? GOAL_CTAS[style.goal].map((line) => ({ ...line, goal: true })) : [];
  const ctaBank = [...CTAS[language][reading.kind], ...ANY_CTAS[language], ...goalLines];
  const cta = withQuestionLead(pick(preferredCtas(ctaBank, style), { name }) || pick(ctaBank, { name }), language, random);
  const bridges: string[] = [];
  const parts: Parts = { hook, body, layout, list, bridges, cta, link: options.linkUrl ? renderLink(random.pick(LINK_LINES[language]), options.linkUrl) : '', tags: hashtagsFor(options, language), when };
  // A longer target takes a bridge or two; a short idea stays short.
  const wantBridges = style.length === 'short' ? 0 : options.postLength === 'long' || (options.postLength === 'medium' && style.length === 'long') ? 1 : 0;
  for (let i = 0; i < wantBridges && render(parts, emoji).length < min; i++) {
    const bridge = pick(BRIDGES[language][reading.kind]);
    if (!bridge) break;
    bridges.push(bridge);
    if (render(parts, emoji).length > limit) bridges.pop();
  }
  return fit(parts, limit, emoji);
}

/**
 * A single sentence without facts, list or question ("Why small teams write
 * the decision down before the meeting ends"): the thesis of the post. Its
 * words stay whole; the body around it (reasons, questions to test it, an
 * example the reader supplies, a closing question) is true of any thesis.
 */
export function isThesis(reading: IdeaReading): boolean {
  // A bare topic ("conseils pour le télétravail") is not a claim: it cannot be stated as a thesis.
  if (reading.sentences.length !== 1 || reading.isPhrase || reading.isQuestion || reading.list) return false;
  if (!['lesson', 'opinion', 'tips'].includes(reading.kind)) return false;
  return [reading.numbers, reading.dates, reading.names, reading.quotes, reading.urls].every((facts) => facts.length === 0);
}

type Pick = (bank: readonly Line[], vars?: Record<string, string | undefined>) => string;

/** A few words without a verb or a fact ("télétravail", "tips voor thuiswerken"): a topic, not a statement. */
export function isBareTopic(reading: IdeaReading): boolean {
  if (!reading.isPhrase || reading.isQuestion || reading.list || reading.sentences.length !== 1) return false;
  return [reading.numbers, reading.dates, reading.names, reading.quotes, reading.urls].every((facts) => facts.length === 0);
}

/**
 * A French or Dutch bare topic: the topic as a title ("Télétravail : quelques
 * repères simples."), then principles and, for the points version, a short
 * list, all true of any working practice, and a closing question or action.
 * The topic is only ever the title's subject, so no article or gender can
 * break a sentence; nothing is invented about the author.
 */
function writeTopicPost(options: IdeaPostOptions, language: 'fr' | 'nl', pick: Pick, emoji: string, limit: number): string {
  const { random, style, reading, used } = options;
  const lines = TOPIC_LINES[language];
  const topic = capitalise(reading.sentences[0]!.replace(/[.!\s]+$/u, ''));
  const titles = lines.titles.filter((t) => !used.has(t));
  const tail = titles.length > 0 ? random.pick(titles) : random.pick(lines.titles);
  used.add(tail);
  const title = `${topic}${language === 'fr' ? ' :' : ':'} ${tail}`;
  // Short posts take one principle, medium two, long three; a voice that prefers short posts one fewer.
  const wanted = Math.max(1, (options.postLength === 'short' ? 1 : options.postLength === 'medium' ? 2 : 3) - (style.length === 'short' ? 1 : 0));
  const body: string[] = [];
  let list: string[] | null = null;
  if (options.shape === 'points') {
    const leads = lines.listLeads.filter((lead) => !used.has(lead));
    const items = random.shuffle(lines.items.filter((item) => !used.has(item))).slice(0, 3);
    if (leads.length > 0 && items.length === 3) {
      const lead = random.pick(leads);
      [lead, ...items].forEach((text) => used.add(text));
      body.push(lead);
      list = items;
    }
  }
  const principles: string[] = [];
  // A principle that restates a list item ("Begin met één gewoonte" / "Begin klein: één gewoonte…") is left out.
  const listWords = new Set((list ?? []).flatMap((item) => longWords(item)));
  const bank = lines.principles.filter((line) => !longWords(line.text).some((w) => listWords.has(w)));
  for (let i = 0; i < (list ? wanted - 1 : wanted); i++) {
    const line = pick(bank);
    if (line) principles.push(line);
  }
  // The title is the post's first sentence, never dropped to fit: on its own, or (idea-first) leading the first principle.
  const cta = pick(preferredCtas(lines.ctas, style)) || pick(lines.ctas);
  const parts: Parts = {
    hook: '',
    body: [title, ...(list ? body : principles)],
    layout: options.shape === 'idea-first' ? 'flow' : 'single',
    list,
    bridges: list ? principles : [],
    cta,
    link: options.linkUrl ? renderLink(random.pick(LINK_LINES[language]), options.linkUrl) : '',
    tags: topicHashtags(options, topic, language),
  };
  return fit(parts, limit, emoji);
}

function writeThesisPost(options: IdeaPostOptions, language: WrittenLanguage, thesis: string, basePick: Pick, emoji: string, limit: number, min: number): string {
  const { random, style } = options;
  const lines = THESIS_LINES[language];
  // The thesis's own subject ("small teams", "feedback") lets some lines name what the post is about.
  // Named once per post: twice reads as a template.
  const vars: { subject?: string } = { subject: language === 'en' ? thesisSubject(thesis) : undefined };
  const pick: Pick = (bank) => {
    const text = basePick(bank, vars);
    if (vars.subject && text.includes(vars.subject)) vars.subject = undefined;
    return text;
  };
  const hook = options.shape === 'idea-first' ? '' : pick(lines.hooks);
  const body = [thesis];
  const reason = pick(lines.reasons);
  if (reason) body.push(reason);
  let list: string[] | null = null;
  const bridges: string[] = [];
  if (options.shape === 'points') {
    // A short numbered list of questions that test the thesis: true of any thesis, and the reader's to answer.
    const leads = lines.listLeads.filter((lead) => !options.used.has(lead));
    const questions = random.shuffle(lines.questions.filter((q) => !options.used.has(q))).slice(0, 3);
    if (leads.length > 0 && questions.length === 3) {
      const lead = random.pick(leads);
      [lead, ...questions].forEach((text) => options.used.add(text));
      body.push(lead);
      list = questions.map((q) => `${q}${language === 'fr' ? ' ?' : '?'}`);
    }
  }
  const cta = pick(preferredCtas(lines.ctas, style)) || pick(lines.ctas);
  const parts: Parts = { hook, body, layout: 'single', list, numbered: true, bridges, cta, link: options.linkUrl ? renderLink(random.pick(LINK_LINES[language]), options.linkUrl) : '', tags: hashtagsFor(options, language) };
  // Longer targets take a second reason and an example, never more.
  const extras = options.postLength === 'short' || style.length === 'short' ? [] : options.postLength === 'long' ? [lines.reasons, lines.example] : [lines.example];
  for (const bank of extras) {
    if (render(parts, emoji).length >= min) break;
    const line = pick(bank);
    if (!line) continue;
    bridges.push(line);
    if (render(parts, emoji).length > limit) bridges.pop();
  }
  return fit(parts, limit, emoji);
}

const longWords = (text: string) => (text.toLowerCase().match(/\p{L}{6,}/gu) ?? []);

/**
 * A bare topic's hashtags: its content words when they stand together
 * ("télétravail" → #Télétravail, "de vierdaagse werkweek" →
 * #VierdaagseWerkweek), and the language's tips tag when the topic asks for
 * tips. "Travail à distance" gives no topic tag: its words do not join.
 */
function topicHashtags(options: IdeaPostOptions, topic: string, language: 'fr' | 'nl'): string[] {
  if (!options.includeHashtags || options.style.avoid.hashtags) return [];
  const words = topic.replace(/[.!:]+$/u, '').split(/\s+/);
  const tips = /^(conseils?|astuces|tips|advies)$/i;
  const rest = words.slice(words.findIndex((w) => !tips.test(w) && !isFunctionWord(w)));
  const content = rest.slice(0, rest.findIndex((w) => isFunctionWord(w)) === -1 ? rest.length : rest.findIndex((w) => isFunctionWord(w)));
  const tags: string[] = [];
  if (content.length >= 1 && content.length <= 3 && content.length === rest.length && !content.some((w) => tips.test(w))) tags.push(camelCase(content.join(' ')));
  if (tips.test(words[0]!)) tags.push(KIND_TAGS[language].tips!);
  return tags.filter((t) => t.length >= 3 && t.length <= 28);
}

const AUXILIARY = /^(is|are|was|were|has|have|should|must|can|could|will|would|do|does|don['’]t|doesn['’]t|never|rarely|always|often|usually|beats?|works?|makes?|needs?|helps?|matters?|wins?|fails?|starts?|takes?|builds?|gets?|deserves?|scales?|kills?|saves?|costs?|breaks?|leads?|changes?|grows?|happens?|pays?|hurts?|writes?|ships?)$/i;
const NOT_SUBJECT = /^(i|we|you|they|he|she|it|this|that|these|those|my|our|your|their|his|her|its|there|here|what|who|how|when|if|one|nobody|everyone|someone|people)$/i;
const DETERMINER = /^(the|a|an|most|many|all|some|every|any|best|worst)$/i;

/**
 * The subject of an English thesis, when the sentence opens plainly with it:
 * "Feedback works best…" → "feedback", "Writing things down is…" → "writing
 * things down", "Small teams ship faster." → "small teams". A plural subject
 * takes a base verb, a singular one a verb in -s, so "small teams ship" is not
 * read as "small" + "teams". Undefined when unsure or when the sentence opens
 * with "Why" or "What" (its claim is not its subject): the lines that need a
 * subject are then skipped, and nothing is sliced into a sentence.
 */
export function thesisSubject(thesis: string): string | undefined {
  const words = thesis.replace(/[.!?]+$/u, '').split(/\s+/);
  // "Why small teams write the decision down": the claim is the predicate, not "small teams".
  if (/^(why|how|what|when)$/i.test(words[0] ?? '')) return undefined;
  const start = 0;
  for (let end = start + 1; end <= Math.min(words.length - 1, start + 4); end++) {
    const verb = words[end]!;
    if (!AUXILIARY.test(verb)) continue;
    const subject = words.slice(start, end);
    const last = subject.at(-1)!;
    // "teams write" and "feedback works", not "remote work" + "makes" read at "work".
    const agrees = /^(is|was|has|does|doesn['’]t)$|s$/i.test(verb) && !/^(is|are|was|were|has|have|should|must|can|could|will|would|do|does|never|rarely|always|often|usually)$/i.test(verb)
      ? !/s$/i.test(last) || /ss$/i.test(last)
      : /^(are|were|have|do|don['’]t)$/i.test(verb) ? /s$/i.test(last) : /^(is|was|has|does|doesn['’]t|should|must|can|could|will|would|never|rarely|always|often|usually)$/i.test(verb) || /s$/i.test(last);
    if (!agrees) continue;
    while (subject.length > 1 && DETERMINER.test(subject[0]!)) subject.shift();
    if (subject.some((w) => NOT_SUBJECT.test(w) || /\d|[,:;"“”()]/.test(w))) return undefined;
    const text = subject.map((w, i) => (i === 0 && start === 0 && !/^\p{Lu}{2}/u.test(w) ? w.charAt(0).toLowerCase() + w.slice(1) : w)).join(' ');
    return text.length >= 3 && text.length <= 40 ? text : undefined;
  }
  return undefined;
}

/** How the idea's sentences fall into paragraphs: in pairs, the first alone then pairs, or one per paragraph. */
type Layout = 'flow' | 'lead' | 'single';
type Parts = { hook: string; body: string[]; layout: Layout; list: string[] | null; numbered?: boolean; bridges: string[]; cta: string; link: string; tags: string[]; when?: string };

/** Drops optional parts, then fact-free idea sentences, until the post fits. Never cuts a sentence. */
function fit(parts: Parts, limit: number, emoji: string): string {
  let text = render(parts, emoji);
  const drops: (() => boolean)[] = [
    () => parts.bridges.length > 0 && (parts.bridges.pop(), true),
    () => parts.tags.length > 2 && (parts.tags.pop(), true),
    () => parts.hook !== '' && ((parts.hook = ''), true),
    () => parts.tags.length > 0 && ((parts.tags = []), true),
    () => parts.cta !== '' && ((parts.cta = ''), true),
    () => !!parts.when && ((parts.when = ''), true),
    () => {
      const index = [...parts.body.keys()].reverse().find((i) => i > 0 && !/\d|\p{Lu}\p{Ll}+\s\p{Lu}/u.test(parts.body[i]!));
      if (index === undefined) return false;
      parts.body.splice(index, 1);
      return true;
    },
    // Last resort for an idea longer than the platform allows: whole sentences from the end.
    () => parts.body.length > 1 && (parts.body.pop(), true),
    () => !!parts.list && parts.list.length > 1 && (parts.list.pop(), true),
  ];
  for (const drop of drops) {
    while (text.length > limit && drop()) text = render(parts, emoji);
  }
  return text;
}

function render(parts: Parts, emoji: string): string {
  const blocks: string[] = [];
  if (parts.hook) blocks.push(emoji ? `${parts.hook} ${emoji}` : parts.hook);
  const body = [...parts.body];
  const paragraphs: string[] = [];
  let current: string[] = [];
  const size = parts.layout === 'single' ? 1 : body.join(' ').length > 320 ? 1 : 2;
  const flush = () => {
    if (current.length > 0) paragraphs.push(current.join(' '));
    current = [];
  };
  body.forEach((sentence, i) => {
    // A list lead stays on its own, right above its list.
    if (/:$/.test(sentence)) {
      flush();
      paragraphs.push(sentence);
      return;
    }
    current.push(sentence);
    if ((parts.layout === 'lead' && i === 0) || current.length >= size) flush();
  });
  flush();
  const listAt = paragraphs.findIndex((p) => /:$/.test(p));
  if (parts.list) {
    const lines = parts.list.map((item, i) => (parts.numbered ? `${i + 1}. ${item}` : `- ${item}`)).join('\n');
    if (listAt >= 0) paragraphs[listAt] = `${paragraphs[listAt]}\n${lines}`;
    else paragraphs.push(lines);
  }
  const kept = paragraphs.filter(Boolean);
  // Without an opening line, the emoji closes the first paragraph (never mid-paragraph).
  if (!parts.hook && emoji && kept[0] && !kept[0].includes('\n')) kept[0] = `${kept[0]} ${emoji}`;
  blocks.push(...kept);
  if (parts.when) blocks.push(parts.when);
  blocks.push(...parts.bridges);
  if (parts.cta) blocks.push(parts.cta);
  if (parts.link) blocks.push(parts.link);
  if (parts.tags.length > 0) blocks.push(parts.tags.map((t) => `#${t}`).join(' '));
  return blocks.join('\n\n');
}

function renderLink(line: string, url: string): string {
  return line.replace('{url}', url);
}

/** Voice preferences weigh the choice; `used` keeps lines unique within a run. */
function pickLine(bank: readonly Line[], style: WritingStyle, random: Random, used: Set<string>, vars: Record<string, string | undefined>): string {
  const candidates = bank.filter((line) => {
    if (used.has(line.text)) return false;
    if (line.personal && style.personal < 30) return false;
    if (line.bold && style.confidence < 40) return false;
    if (line.casual && style.formality >= 75) return false;
    if (line.bold && style.avoid.tags.has('hype')) return false;
    if (line.soft && style.confidence >= 70) return false;
    return [...line.text.matchAll(/\{(\w+)\}/g)].every((m) => vars[m[1]!]);
  });
  if (candidates.length === 0) return '';
  // Voice fit as added weight: preferred lines are likelier, never certain, so versions and reruns still vary.
  const weights = candidates.map(
    (line) =>
      1 +
      (line.personal && style.personal >= 60 ? 1 : 0) +
      (line.casual && style.formality < 40 ? 0.5 : 0) +
      (line.soft && style.confidence < 40 ? 1.5 : 0) +
      (line.bold && style.confidence >= 75 ? 0.5 : 0) +
      (style.formality >= 70 && line.text.split(' ').length >= 6 ? 0.5 : 0) +
      (line.text.includes('{subject}') ? 1.5 : 0) +
      ('goal' in line && line.goal ? 0.75 : 0),
  );
  let roll = random.next() * weights.reduce((a, b) => a + b, 0);
  const chosen = candidates.find((_, i) => (roll -= weights[i]!) < 0) ?? candidates[candidates.length - 1]!;
  used.add(chosen.text);
  let text = chosen.text.replace(/\{(\w+)\}/g, (_, key: string) => vars[key] ?? '');
  if (style.formality < 65) text = contract(text);
  else if (style.formality >= 70) text = expand(text);
  return text;
}

/** Half of the one-sentence closing questions get a lead-in, so the same question reads differently across posts. */
function withQuestionLead(cta: string, language: WrittenLanguage, random: Random): string {
  if (!/^[^.!?]+\?$/u.test(cta) || random.next() < 0.5) return cta;
  const lead = random.pick(QUESTION_LEADS[language]);
  const rest = /^(I|I'm|I've|I'd)\b/.test(cta) || /^\p{Lu}{2}/u.test(cta) ? cta : cta.charAt(0).toLowerCase() + cta.slice(1);
  return `${lead} ${rest}`;
}

/** Voices that open with a personal moment get the hooks told as "I"; bold voices the short ones. */
function preferredHooks(bank: readonly Line[], style: WritingStyle): readonly Line[] {
  const narrowed =
    style.opening === 'story' && style.personal >= 30
      ? bank.filter((l) => /^I\b/.test(l.text))
      : style.opening === 'bold'
        ? bank.filter((l) => !l.personal && l.text.length < 50)
        : bank;
  return narrowed.length >= 2 ? narrowed : bank;
}

/** Voices that ask questions get question endings first; action voices get actions. */
function preferredCtas(bank: readonly Line[], style: WritingStyle): readonly Line[] {
  if (style.engagement === 'question') {
    const questions = bank.filter((l) => l.question);
    return questions.length >= 2 ? questions : bank;
  }
  if (style.engagement === 'action' || style.avoid.tags.has('salesy')) {
    const actions = bank.filter((l) => !l.question && CALL_TO_ACTION.test(l.text));
    return actions.length >= 2 ? actions : bank;
  }
  return bank;
}

/** A very formal English voice writes out the idea's contractions; otherwise the words stay exactly the user's. */
function voiceSentence(sentence: string, style: WritingStyle, language: WrittenLanguage | null): string {
  if (language !== 'en') return sentence;
  if (style.formality >= 75) return expand(sentence);
  return sentence;
}

/** The person a congratulation is about: a name of two or more words, else a single name. */
function firstPersonName(reading: IdeaReading): string | undefined {
  if (reading.kind !== 'congrats') return undefined;
  const people = reading.names.filter((n) => n.split(' ').length >= 2 && !/\b(Group|Team|Cup|Ventures|Studio|Engineering)\b/.test(n));
  return people[0] ?? reading.names.find((n) => !/\s/.test(n) && n.length > 2);
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const TAG_STOPWORDS = new Set([...STOPWORDS, 'our', 'new', 'just', 'first', 'last', 'next', 'today', 'week', 'year', 'month', 'day']);

/** Hashtags from the idea's own tags, names and key nouns: CamelCase, no numbers, no stop words; none when nothing good. */
function hashtagsFor(options: IdeaPostOptions, language: WrittenLanguage | null): string[] {
  const { reading, style } = options;
  if (!options.includeHashtags || style.avoid.hashtags) return [];
  const wanted = options.platform === 'instagram' ? 5 : options.platform === 'facebook' ? 3 : 4;
  const tags: string[] = [];
  const add = (raw: string) => {
    const words = raw.split(/[\s-]+/).filter((w) => !/\d/.test(w));
    if (words.length === 0 || words.length > 3) return;
    if (words.length === 1 && TAG_STOPWORDS.has(words[0]!.toLowerCase())) return;
    const tag = camelCase(words.join(' '));
    if (tag.length < 3 || tag.length > 28 || /\d/.test(tag) || !/^\p{Lu}/u.test(tag)) return;
    if (tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return;
    tags.push(tag);
  };
  for (const tag of reading.tags) add(capitalise(tag));
  for (const name of reading.names) add(name);
  for (const quote of reading.quotes) add(quote.replace(/["“”«»]/g, '').trim());
  const kindTag = language ? KIND_TAGS[language][reading.kind] : null;
  if (kindTag) add(kindTag);
  // The idea's own tags first; names and the kind's tag in a varying order.
  const own = tags.slice(0, reading.tags.length);
  return [...own, ...options.random.shuffle(tags.slice(reading.tags.length))].slice(0, wanted);
}
