import { describe, expect, it } from 'vitest';
import { collectPosts, type GeneratePostsInput, type WriterContext } from '../writer';
import { createOfflineWriter } from './offline-writer';

// Regenerate asks for other posts: the Offline writer never hands back a version the author was given for the same
// idea last time, even where another seed alone would land on the same text (short ideas have few shapes).
const writer = createOfflineWriter();
const ctx = (): WriterContext => ({ userId: null, signal: new AbortController().signal });

const brief = (originalIdea: string, seed: string, earlierVersions?: string[]): GeneratePostsInput => ({
  originalIdea,
  platform: 'linkedin',
  versions: 3,
  mood: 'confident',
  postLength: 'medium',
  includeEmojis: true,
  includeHashtags: true,
  includeLink: false,
  voice: null,
  seed,
  earlierVersions,
});

describe('Regenerate with the Offline writer', () => {
  it.each([
    'Our design system now has dark mode. It took four months and two rewrites.',
    'Hiring two backend engineers in Lisbon.',
    'I turned down a promotion last year.',
  ])('gives versions it did not give last time: %s', async (idea) => {
    const first = await collectPosts(writer.generatePosts(brief(idea, 'run-a'), ctx()));
    for (const seed of ['run-b', 'run-c', 'run-d']) {
      const again = await collectPosts(writer.generatePosts(brief(idea, seed, first), ctx()));
      expect(again).toHaveLength(3);
      for (const text of again) expect(first).not.toContain(text);
      expect(new Set(again).size).toBe(3);
    }
  });

  it('without earlier versions, the same seed repeats its text (a retried request)', async () => {
    const idea = 'We shipped the new billing page on Friday.';
    const once = await collectPosts(writer.generatePosts(brief(idea, 'same'), ctx()));
    const twice = await collectPosts(writer.generatePosts(brief(idea, 'same'), ctx()));
    expect(twice).toEqual(once);
  });
});
