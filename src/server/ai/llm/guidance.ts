import type { Mood } from '@shared/constants';
import type { WrittenLanguage } from '../offline/read/bank';
import type { IdeaKind } from '../offline/read/kind';

// What a ghostwriter needs to know that a model does not guess (decision 068):
// what each mood means, what each kind of post must contain, and what to
// avoid. Shared by the post and brief prompts.

export const MOOD_MEANINGS: Record<Mood, string> = {
  professional: 'clear, precise and composed; no slang, no exclamation marks, facts before feelings',
  friendly: 'warm and approachable, as if talking to a colleague you like; plain words, a light touch',
  confident: 'direct and assured; short declarative sentences, no hedging ("I think", "maybe"), no bragging',
  inspiring: "uplifting and forward-looking; put the idea's own lesson first, without grand clichés",
  casual: 'relaxed and conversational; contractions, short sentences, the way people talk',
  analytical: "reasoned and precise; lead with the idea's own numbers when it has them and state conclusions plainly",
};

/** Stated only when the idea reader matched a kind with confidence (issue 22): a guess makes models invent. */
export const KIND_GUIDANCE: Record<IdeaKind, string> = {
  funding:
    'a funding announcement: the amount, who invested and what the money is for, exactly as the idea says; it is news, not a lesson',
  launch: 'an announcement or launch: say what is new, who it is for, and where to find it or how to try it',
  hiring: 'a hiring post: the role, what the person will do, where they will work, and how to apply',
  event:
    'an event or invitation: what it is, when (date and time exactly as given), where, and how to join or register',
  humour:
    'humour or sarcasm: keep the joke and its understatement; do not explain it, do not turn it into a lesson, and never take a mocked label at face value (no hashtag for it)',
  lesson: 'a lesson or story: the situation, what happened and what was learnt, from the idea only',
  opinion: "an opinion: the author's claim stated as theirs, with the reasons the idea gives",
  list: 'a list: keep every item of the idea, one per line, in its order',
  question: 'a question to the audience: the context needed to answer, then the question itself',
};

/** A bare topic has nothing to write from: the model must not make up the author's experience. */
export const BARE_TOPIC_GUIDANCE =
  'The idea is a bare topic, with no fact and no opinion of the author. Do not invent experience, numbers or stories. ' +
  'Say in one first line, in brackets, that the post needs a fact or an opinion, then write a short scaffold post whose ' +
  'author-specific parts are placeholders in square brackets, such as [your example] or [a number from your work].';

export const LANGUAGE_NAMES: Record<WrittenLanguage, string> = { en: 'English', fr: 'French', nl: 'Dutch' };

export const GHOSTWRITING_RULES = [
  "The idea is the core of the post: restate every fact it gives (numbers with their units and currencies, dates, times, names, quotes, list items) exactly, and keep the author's claims as theirs.",
  'Invent nothing: no numbers, people, clients, quotes, events or personal anecdotes the idea does not give. When the idea is short, write a short post rather than padding it.',
  'The mood sets the tone only, never content: it never calls for causes, data, lessons or stories the idea does not give.',
  "Write in the idea's language (a French idea gets a French post, hashtags and call to action included), whatever the language of these instructions.",
  'Avoid clichés and filler ("in today\'s fast-paced world", "game-changer", "I\'m thrilled to announce", "Let that sink in"), engagement bait ("Comment YES", "Agree?"), and rhetorical questions with no purpose.',
  'Never cut a sentence or a list item; never repeat a sentence.',
].join('\n- ');
