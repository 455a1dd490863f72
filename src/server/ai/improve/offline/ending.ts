import type { Mood } from '@shared/constants';
import type { EndingOption } from '@shared/schemas/improve';
import { framingQuestion } from '../../offline/compose/pick';
import { readIdea } from '../../offline/read/read-idea';
import { createRandom } from '../../offline/seeded-random';
import { ImproveRefusal } from '../improve-refusal';
import { readPost, writePost } from './post-parts';

// The ending changed: a framing question drawn from the post (compose/pick.ts, as the writer asks one),
// a neutral call to action from the improve bank (banks/<lang>.json), or none. The ending is the
// trailing framing lines read by post-parts.ts; the author's link line and hashtags stay.

const PREFER = ['fact', 'topic', 'open', 'open', 'open'] as const;

export function changeEnding(content: string, option: EndingOption, mood: Mood, seed: string): string {
  const parts = readPost(content);
  if (option === 'none') {
    if (parts.ending.length === 0) throw new ImproveRefusal('This post has no closing line to take off.');
    return writePost({ ...parts, ending: [] });
  }
  if (parts.language === 'other')
    throw new ImproveRefusal('The Offline writer writes endings in English, French and Dutch only.');
  const random = createRandom(`ending:${option}:${seed}`);
  const current = new Set(parts.ending);
  const candidates =
    option === 'cta'
      ? random.shuffle(parts.improveBank.ctas)
      : PREFER.map((prefer, i) =>
          framingQuestion({ reading: readIdea(content), mood, random: random.fork(`${prefer}-${i}`) }, prefer),
        );
  const line = candidates.find((c): c is string => Boolean(c) && !current.has(c!));
  if (!line) throw new ImproveRefusal('No other ending fits this post.');
  return writePost({ ...parts, ending: [line], compactEnding: false });
}
