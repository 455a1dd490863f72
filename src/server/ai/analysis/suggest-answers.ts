import type { StyleProfile } from '../style';

// The wizard's "Paste a few of your posts" (issue 22): the answers a measured
// profile suggests, for the user to keep or change. Each answer follows one
// measured habit; a habit the posts do not show leaves the answer unset.

export type SuggestedAnswers = {
  formality: number;
  personalSharing: number;
  confidence: number;
  /** Standard question ids (opening, structure, engagement, personality, length) → A or B. */
  styleChoices: Record<string, 'A' | 'B'>;
};

const clamp = (n: number) => Math.max(5, Math.min(95, Math.round(n / 5) * 5));

export function suggestAnswers(profile: StyleProfile): SuggestedAnswers {
  const { emoji, punctuation, opening, closing, lists, layout, length } = profile;
  const english = profile.language.dominant === 'en';
  // Formal: words written out, no emojis, no exclamation marks; casual: the reverse.
  let formality = 55;
  if (english)
    formality += profile.contractionsPer100Words < 0.3 ? 15 : profile.contractionsPer100Words > 1.5 ? -15 : 0;
  formality -= Math.min(20, emoji.perPost * 8);
  formality -= Math.min(15, punctuation.exclamationPer100Words * 10);
  // "I", "me", "my" per 100 words: 0 in a company voice, 6 or more in a personal one.
  const personalSharing = profile.firstPersonPer100Words * 12;
  // Confident: opens with a claim or a number and asks few questions.
  const confidence = 50 + (opening.claim + opening.number) * 30 - Math.min(20, punctuation.questionPer100Words * 5);
  const styleChoices: Record<string, 'A' | 'B'> = {};
  if (opening.story > 0 || opening.claim + opening.number > 0)
    styleChoices.opening = opening.story > opening.claim + opening.number ? 'B' : 'A';
  styleChoices.structure = lists.postsWithListShare >= 0.3 || layout.meanLineChars < 90 ? 'A' : 'B';
  if (closing.question > 0 || closing.cta > 0) styleChoices.engagement = closing.question >= closing.cta ? 'A' : 'B';
  styleChoices.personality = emoji.perPost >= 1 || punctuation.exclamationPer100Words >= 1 ? 'B' : 'A';
  styleChoices.length = length.medianChars < 700 ? 'A' : 'B';
  return {
    formality: clamp(formality),
    personalSharing: clamp(personalSharing),
    confidence: clamp(confidence),
    styleChoices,
  };
}
