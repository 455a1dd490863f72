import type { Mood } from '@shared/constants';
import type { Beat } from '../read/read-idea';
import { framingQuestion, isNews } from './pick';
import type { RenderInput } from './types';

// How a post opens and ends, by mood: the framing lines ask a question drawn
// from the idea or close neutrally; they never state a fact. The author's own
// openers and closers, when samples are given, replace the stock ones.

// Analytical and professional ask about the idea's topic or not at all; the
// stock questions to the reader are for the warmer moods.
const QUESTION_BY_MOOD: Record<Mood, 'topic' | 'open' | null> = {
  analytical: 'topic',
  professional: 'topic',
  friendly: 'open',
  casual: null,
  inspiring: null,
  confident: null,
};

const FOLD = 140;

export function closing(input: RenderInput, hook: string, beats: readonly Beat[]) {
  const { reading, mood, random, habits, postLength } = input;
  if (reading.language === 'other') return {};
  const bank = reading.bank;
  const asks = /\?\s*$/.test(hook) || beats.some((b) => b.roles.includes('question'));
  const kind = QUESTION_BY_MOOD[mood];
  const question =
    asks || !kind ? undefined : framingQuestion({ reading, mood, random }, kind, { lead: kind !== 'open' });
  const ownCloser = habits?.closers.length ? random.pick(habits.closers) : undefined;
  const news = isNews(reading);
  const close = ownCloser ?? (random.pick((news ? bank.newsCloses : bank.closes)[mood]) || undefined);
  // A long post may open on one of the author's own opening lines. A stock label ("In short:", "The lesson
  // first:") is padding, and often says something untrue of the post: the bank keeps them only so that Improve
  // recognises them in posts written before (improve/offline/post-parts.ts).
  let opener: string | undefined;
  if (postLength === 'long' && habits?.openers.length) {
    const candidate = random.pick(habits.openers);
    if (candidate.length + hook.length + 2 <= FOLD) opener = candidate;
  }
  // The author's own way of ending wins over any stock line.
  if (ownCloser) return postLength === 'short' ? { question: ownCloser } : { opener, close: ownCloser };
  // One closing line: a question to the reader, or else a closing remark, never both.
  if (postLength === 'short' || question) return { opener, question: question ?? close };
  return { opener, close };
}
