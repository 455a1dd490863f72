import type { Mood, Platform, PostLength } from '@shared/constants';
import type { Beat, IdeaReading } from '../read/read-idea';
import type { Random } from '../seeded-random';
import type { SampleHabits } from './sample-habits';

// One composer interface, one file per structure. A composer only orders the
// idea's own beats and picks the hook; render.ts lays them out for the
// length, mood and platform. Nothing here adds a fact.

export type Structure = 'number-hook' | 'claim-first' | 'question-led' | 'list' | 'story-order';

export type Draft = {
  structure: Structure;
  hook: string;
  /** The idea's other beats, in the order this structure tells them. */
  body: Beat[];
  /** A question the structure ends on (the idea's own, or a framing one about its topic). */
  question?: string;
  /** The body's order is final (a re-ordered retry): no point lifted. */
  keepOrder?: boolean;
  /** Paragraphs rather than one beat per line. */
  paragraphs?: boolean;
  /** The hook and the rest in one paragraph: the compact layout of a two-beat idea's last version. */
  oneParagraph?: boolean;
  /** The idea's list told as sentences: another version's layout when every opening line is taken. */
  prose?: boolean;
};

export type ComposeInput = { reading: IdeaReading; mood: Mood; random: Random };

export type Composer = {
  structure: Structure;
  /** Whether the idea has what this structure needs (a number, a claim, three beats…). */
  fits(reading: IdeaReading): boolean;
  compose(input: ComposeInput): Draft;
};

export type RenderInput = {
  draft: Draft;
  reading: IdeaReading;
  mood: Mood;
  platform: Platform;
  postLength: PostLength;
  includeEmojis: boolean;
  includeHashtags: boolean;
  linkUrl?: string;
  habits: SampleHabits | null;
  random: Random;
};
