import { MOODS, type Mood } from '@shared/constants';
import type { Beat, BeatRole, IdeaReading } from '../read/read-idea';
import { hasCue } from '../read/bank';
import type { ComposeInput, Draft } from './types';

// Shared choices of the composers: which beat is the strongest hook for a
// mood, and what is left once it is taken.

const HOOK_ROLES: Record<Mood, BeatRole[]> = {
  analytical: ['number', 'claim', 'question'],
  professional: ['number', 'claim', 'lesson'],
  confident: ['claim', 'number', 'lesson'],
  inspiring: ['lesson', 'claim', 'number'],
  friendly: ['question', 'lesson', 'number'],
  casual: ['question', 'claim', 'number'],
};

export const isText = (beat: Beat) => beat.text.length > 0 && !beat.items;
/** A line a post can open on: text that does not lean on an earlier line ("We will use it to…"). */
export const canOpen = (beat: Beat) => isText(beat) && !beat.roles.includes('followsOn');

/** The index of the first beat with a role, looking through roles in order. */
export function findBeat(
  beats: readonly Beat[],
  roles: readonly BeatRole[],
  skip: (b: Beat) => boolean = () => false,
): number {
  for (const role of roles) {
    const i = beats.findIndex((b) => canOpen(b) && !skip(b) && b.roles.includes(role));
    if (i >= 0) return i;
  }
  return -1;
}

/** The mood's preferred hook; `fallback` when the idea has none of its roles. */
export function moodHook(input: ComposeInput, fallback: number): number {
  const ctaOnly = (b: Beat) => b.roles.includes('cta') && !b.roles.includes('number');
  const i = findBeat(input.reading.beats, HOOK_ROLES[input.mood], ctaOnly);
  return i >= 0 ? i : fallback;
}

/** The beats without the hook, calls to action moved last (they close a post). */
export function bodyWithout(reading: IdeaReading, hook: number): Beat[] {
  // A list whose lead became the hook keeps its items.
  const taken = reading.beats[hook];
  const rest = reading.beats.flatMap((b, i) => (i !== hook ? [b] : b.items ? [{ ...b, text: '' }] : []));
  if (taken?.items && !rest.some((b) => b.items)) rest.unshift({ ...taken, text: '' });
  const ctas = rest.filter((b) => isText(b) && b.roles.includes('cta') && !b.roles.includes('question'));
  return [...rest.filter((b) => !ctas.includes(b)), ...ctas];
}

/** The hook as a line: a list's lead, or the beat's text. */
export function hookText(beat: Beat | undefined): string {
  return beat?.text ?? '';
}

/** Kinds that announce news: a question to the reader ("What would you have done?") does not fit them. */
const NEWS = new Set(['funding', 'launch', 'hiring', 'event']);
export const isNews = (reading: IdeaReading) => reading.kind?.confidence === 'high' && NEWS.has(reading.kind.kind);

/**
 * The beat that carries the news of a news idea (funding, launch, hiring,
 * event): the first beat with one of its kind's cue words, when that is the
 * idea's first statement. A reader expects the news first; the details
 * ("Hybrid, 3 days a week", "The money goes into…") follow it.
 */
export function newsBeat(reading: IdeaReading): Beat | undefined {
  const kind = reading.kind?.kind;
  if (!kind || !NEWS.has(kind) || kind === 'humour') return undefined;
  const cues = reading.bank.cues[kind as 'funding' | 'launch' | 'hiring' | 'event'];
  const first = reading.beats.find(isText);
  return first && cues.some((c) => hasCue(first.text.toLowerCase(), c)) ? first : undefined;
}

/** A news idea's draft opens on the news; the beat it would have opened on comes right after. */
export function leadWithNews(draft: Draft, reading: IdeaReading): Draft {
  const news = newsBeat(reading);
  if (!news || draft.hook === news.text) return draft;
  const old = reading.beats.find((b) => b.text === draft.hook && !b.items);
  const body = draft.body.filter((b) => b.text !== news.text);
  return { ...draft, hook: news.text, body: old ? [old, ...body] : body };
}

/**
 * A question a post can open on: only one the idea asks itself. A question
 * made from a template ("What would you read into 40 replies?") is a weak
 * first line, and a stock question to the reader says nothing yet.
 */
export function canLeadWithQuestion(reading: IdeaReading): boolean {
  return reading.questions.length > 0;
}

const mainFact = (reading: IdeaReading) => reading.facts.find((f) => /\d/.test(f) && /\s\p{L}/u.test(f));
/** A topic question only when the idea is about that noun (it comes back): a noun named once is a detail. */
const isAbout = (reading: IdeaReading) => {
  if (!reading.topic) return false;
  const escaped = reading.topic.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return (reading.text.match(new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'giu')) ?? []).length >= 2;
};

/**
 * A framing question drawn from the idea: about its main fact, its topic, or
 * the reader's own experience. The stock questions to the reader fit the
 * idea's kind (a story asks "What would you have done?"; news asks nothing),
 * and never open a post (`lead`: only a question drawn from the idea).
 */
export function framingQuestion(
  input: ComposeInput,
  prefer: 'fact' | 'topic' | 'open',
  { lead = false }: { lead?: boolean } = {},
): string | undefined {
  const { reading } = input;
  // Each mood draws its own line from the bank, so moods sharing a seed do not share a question.
  const random = {
    pick: <T>(items: readonly T[]) =>
      items[(input.random.int(items.length) + MOODS.indexOf(input.mood)) % items.length]!,
  };
  if (reading.language === 'other' || isNews(reading)) return undefined;
  const fact = mainFact(reading);
  if (prefer === 'fact' && fact) return random.pick(reading.bank.questions.fact).replace('{fact}', fact);
  if (prefer !== 'open' && isAbout(reading)) {
    const topic = reading.topic;
    return random
      .pick(reading.bank.questions.topic)
      .replace('{topic}', topic)
      .replace('{Topic}', topic[0]!.toUpperCase() + topic.slice(1));
  }
  if (lead) return undefined;
  return random.pick(reading.kind?.kind === 'lesson' ? reading.bank.questions.experience : reading.bank.questions.open);
}
