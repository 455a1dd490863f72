import type { Mood } from '@shared/constants';
import { EMOJI, hasEmojis, type AddRemove } from '@shared/schemas/improve';
import emojiBank from '../../offline/banks/emojis.json' with { type: 'json' };
import { createRandom } from '../../offline/seeded-random';
import { ImproveRefusal } from '../improve-refusal';
import { readPost, writePost } from './post-parts';

// Emojis in or out. In: the mood's emojis from the Offline writer's bank (banks/emojis.json), one after
// the hook as compose/render.ts places it and one on the closing line. Out: every pictographic emoji.

export function changeEmojis(content: string, option: AddRemove, mood: Mood, seed: string): string {
  if (option === 'remove') {
    if (!hasEmojis(content)) throw new ImproveRefusal('This post has no emojis to take out.');
    return content
      .replace(EMOJI, '')
      .split('\n')
      .map((line) =>
        line
          .replace(/[ \t]{2,}/g, ' ')
          .replace(/[ \t]+([,.!?])/g, '$1')
          .trim(),
      )
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  }
  if (hasEmojis(content)) throw new ImproveRefusal('This post already has emojis.');
  const [first, second] = createRandom(`emojis:${seed}`).shuffle(emojiBank[mood]);
  const parts = readPost(content);
  const withHook = { ...parts, hook: `${parts.hook} ${first}` };
  const ending = withHook.ending;
  if (ending.length) return writePost({ ...withHook, ending: [...ending.slice(0, -1), `${ending.at(-1)} ${second}`] });
  return writePost(withHook);
}
