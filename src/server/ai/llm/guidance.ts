import type { Mood } from '@shared/constants';
import type { IdeaLanguage, PostKind } from '../offline/read-idea';

// What a ghostwriter needs to know that a model does not guess (decision 068):
// what each mood means, what each kind of post must contain, and what to
// avoid. Shared by the post and brief prompts.

export const MOOD_MEANINGS: Record<Mood, string> = {
  professional: 'clear, precise and composed; no slang, no exclamation marks, facts before feelings',
  friendly: 'warm and approachable, as if talking to a colleague you like; plain words, a light touch',
  confident: 'direct and assured; short declarative sentences, no hedging ("I think", "maybe"), no bragging',
  inspiring: 'uplifting and forward-looking; connect the idea to what the reader can do or become, without grand clichés',
  casual: 'relaxed and conversational; contractions, short sentences, the way people talk',
  analytical: 'reasoned and evidence-led; numbers, causes and trade-offs first, conclusions stated plainly',
};

export const KIND_GUIDANCE: Record<PostKind, string> = {
  announcement: 'an announcement or launch: say what is new, who it is for, and where to find it or how to try it',
  results: 'a milestone or results: state every number of the idea exactly, and what caused them',
  hiring: 'a hiring post: the role, what the person will do, where they will work, and how to apply',
  event: 'an event or invitation: what it is, when (date and time exactly as given), where, and how to join or register',
  congrats: 'congratulations or thanks: it is about the other person and what they did, not about the author',
  lesson: 'a lesson or story: the situation, what happened and what was learnt, from the idea only',
  opinion: "an opinion: the author's claim stated as theirs, with the reasons the idea gives",
  tips: 'tips or a list: keep every item of the idea, one per line, in its order',
  question: 'a question to the audience: the context needed to answer, then the question itself',
};

export const LANGUAGE_NAMES: Record<Exclude<IdeaLanguage, 'other'>, string> = { en: 'English', fr: 'French', nl: 'Dutch' };

export const GHOSTWRITING_RULES = [
  "The idea is the core of the post: restate every fact it gives (numbers with their units and currencies, dates, times, names, quotes, list items) exactly, and keep the author's claims as theirs.",
  'Invent nothing: no numbers, people, clients, quotes, events or personal anecdotes the idea does not give. When the idea is short, write a short post rather than padding it.',
  "Write in the idea's language (a French idea gets a French post, hashtags and call to action included), whatever the language of these instructions.",
  'Avoid clichés and filler ("in today\'s fast-paced world", "game-changer", "I\'m thrilled to announce", "Let that sink in"), engagement bait ("Comment YES", "Agree?"), and rhetorical questions with no purpose.',
  'Never cut a sentence or a list item; never repeat a sentence.',
].join('\n- ');
