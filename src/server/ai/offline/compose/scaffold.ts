import type { Mood, Platform } from '@shared/constants';
import type { IdeaReading } from '../read/read-idea';
import { capitalise } from '../read/sentences';

// A bare topic ("remote work burnout") has no fact and no opinion to write
// from. Rather than generic advice posing as the author's experience, the
// writer says so plainly and offers a scaffold with marked placeholders.

/** Which scaffold a mood starts on; moods sharing one differ by their closing line. */
const MOOD_SCAFFOLD: Record<Mood, number> = {
  professional: 0,
  friendly: 1,
  confident: 2,
  inspiring: 0,
  casual: 1,
  analytical: 1,
};

export function writeScaffolds(
  reading: IdeaReading,
  count: number,
  offset: number,
  platform: Platform,
  mood: Mood,
): string[] {
  const bank = reading.bank;
  const topic = reading.text.replace(/[.!?…]+$/, '').trim();
  const fill = (line: string) => line.replace('{Topic}', capitalise(topic)).replace('{topic}', topic);
  const note = fill(bank.bareTopic.note);
  const scaffolds = bank.bareTopic.scaffolds;
  const tag = platform === 'facebook' ? [] : ['[#YourTopic]'];
  return Array.from({ length: count }, (_, i) => {
    const lines = scaffolds[(offset + MOOD_SCAFFOLD[mood] + i) % scaffolds.length]!.map(fill);
    const close = bank.closes[mood][0];
    return [note, lines.join('\n\n'), ...(close ? [close] : []), ...tag].join('\n\n');
  });
}
