import type { Mood } from '@shared/constants';
import type { IdeaReading } from '../read/read-idea';
import type { Random } from '../seeded-random';
import { claimFirst } from './claim-first';
import { list } from './list';
import { numberHook } from './number-hook';
import { questionLed } from './question-led';
import { storyOrder } from './story-order';
import type { Composer } from './types';

export const COMPOSERS: readonly Composer[] = [numberHook, claimFirst, questionLed, list, storyOrder];

/** The structure a mood reaches for first (analytical leads with the number, inspiring with the lesson…). */
const MOOD_FIRST: Record<Mood, Composer['structure']> = {
  analytical: 'number-hook',
  professional: 'number-hook',
  confident: 'claim-first',
  inspiring: 'claim-first',
  friendly: 'story-order',
  casual: 'question-led',
};

/**
 * Up to `count` fitting composers, each a different structure. The run's
 * seed rotates the order, so Regenerate starts on another structure.
 */
export function chooseComposers(reading: IdeaReading, mood: Mood, count: number, random: Random): Composer[] {
  const fitting = COMPOSERS.filter((c) => c.fits(reading));
  const preferred = fitting.find((c) => c.structure === MOOD_FIRST[mood]);
  const ordered = preferred
    ? [preferred, ...random.shuffle(fitting.filter((c) => c !== preferred))]
    : random.shuffle(fitting);
  const offset = random.int(ordered.length);
  const rotated = [...ordered.slice(offset), ...ordered.slice(0, offset)];
  return rotated.slice(0, count);
}
