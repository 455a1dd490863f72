import { hasCue, type Bank, type CueKind } from './bank';

// What kind of post the idea is, stated only when the cues agree: a single
// stray cue word is "low" confidence, and the language-model prompt names a
// kind only at "high" (issue 22, section 3).

export type IdeaKind =
  'funding' | 'event' | 'hiring' | 'launch' | 'humour' | 'lesson' | 'question' | 'list' | 'opinion';
export type KindReading = { kind: IdeaKind; confidence: 'high' | 'low' };

const CUE_KINDS: readonly CueKind[] = ['funding', 'event', 'hiring', 'launch', 'humour', 'lesson'];

export function classifyKind(
  text: string,
  sentences: readonly string[],
  bank: Bank,
  hasList: boolean,
): KindReading | null {
  const lower = text.toLowerCase();
  const scored = CUE_KINDS.map((kind) => ({ kind, hits: bank.cues[kind].filter((cue) => hasCue(lower, cue)).length }))
    .filter((s) => s.hits > 0)
    .sort((a, b) => b.hits - a.hits);
  // A tie with the lesson cues is a lesson: "what I learned at the conference" is about the learning.
  const lessonHits = scored.find((s) => s.kind === 'lesson')?.hits ?? 0;
  const top = scored[0] && lessonHits >= scored[0].hits ? { kind: 'lesson' as const, hits: lessonHits } : scored[0];
  if (top && top.kind !== 'lesson') {
    const clear = top.hits >= 2 && (scored[1]?.hits ?? 0) < top.hits;
    return { kind: top.kind as IdeaKind, confidence: clear ? 'high' : 'low' };
  }
  const questions = sentences.filter((s) => /\?\s*$/.test(s)).length;
  if (questions > 0 && questions === sentences.length) return { kind: 'question', confidence: 'high' };
  if (hasList) return { kind: 'list', confidence: 'high' };
  if (top) return { kind: 'lesson', confidence: top.hits >= 2 ? 'high' : 'low' };
  const claims = bank.cues.claim.filter((cue) => hasCue(lower, cue)).length;
  if (claims > 0) return { kind: 'opinion', confidence: claims >= 2 ? 'high' : 'low' };
  return null;
}
