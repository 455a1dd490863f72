import { measureText } from '../style';
import type { WriterVoice } from '../writer';
import { declaredProfile } from './declared-profile';

// Without samples, the post's measurable habits against the habits the voice's
// answers imply (declared-profile.ts): emojis and exclamation marks in a formal
// voice were praised as a "bold opening" (issue 22). Each finding names its numbers.

export type DeclaredGaps = {
  tonePenalty: number;
  stylePenalty: number;
  improvements: string[];
  recommendations: string[];
};

export function declaredGaps(content: string, voice: WriterVoice | null): DeclaredGaps {
  const gaps: DeclaredGaps = { tonePenalty: 0, stylePenalty: 0, improvements: [], recommendations: [] };
  if (!voice) return gaps;
  const profile = declaredProfile(voice);
  const text = measureText(content);
  const formality = `formality ${voice.formality} of 100`;
  if (profile.emoji.perPost === 0 && text.emojis > 0) {
    gaps.stylePenalty += Math.min(25, 8 * text.emojis);
    gaps.improvements.push(
      `${text.emojis} emoji${text.emojis === 1 ? '' : 's'} in this post; your voice (${formality}) uses none.`,
    );
    gaps.recommendations.push('Remove the emojis.');
  } else if (text.emojis > profile.emoji.perPost * 3 + 2) {
    gaps.stylePenalty += Math.min(15, 3 * text.emojis);
    gaps.improvements.push(
      `${text.emojis} emojis in this post; your voice suggests about ${Math.max(1, Math.round(profile.emoji.perPost))}.`,
    );
  }
  const exclamationsPer100 = text.words ? (text.exclamations / text.words) * 100 : 0;
  const excess = exclamationsPer100 - profile.punctuation.exclamationPer100Words;
  if (text.exclamations >= 2 && excess > 1.5) {
    gaps.tonePenalty += Math.min(25, excess * 3);
    gaps.improvements.push(
      `${text.exclamations} exclamation marks in ${text.words} words; your voice (${formality}) ${profile.punctuation.exclamationPer100Words === 0 ? 'uses none' : 'uses few'}.`,
    );
    gaps.recommendations.push('End sentences with full stops instead of exclamation marks.');
  }
  return gaps;
}
