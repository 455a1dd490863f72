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

  it('changes the shape (first line or layout), not only the ending, where the idea allows it', async () => {
    const idea =
      'We moved our support inbox to a shared rota in May. First replies now take 2 hours instead of 9. Nobody works weekends anymore, and the team asked to keep it.';
    const shape = (post: string) => {
      const lines = post.split('\n').filter((line) => line.trim() !== '');
      const layout = lines.some((line) => /[.!?] +\p{Lu}/u.test(line)) ? 'paragraphs' : 'lines';
      return `${lines[0]!.replace(/[^\p{L}\p{N} ]/gu, '').trim()}|${layout}`;
    };
    const first = await collectPosts(writer.generatePosts(brief(idea, 'run-a'), ctx()));
    const again = await collectPosts(writer.generatePosts(brief(idea, 'run-b', first), ctx()));
    const before = new Set(first.map(shape));
    expect(again.filter((post) => !before.has(shape(post))).length).toBeGreaterThanOrEqual(2);
  });

  it('without earlier versions, the same seed repeats its text (a retried request)', async () => {
    const idea = 'We shipped the new billing page on Friday.';
    const once = await collectPosts(writer.generatePosts(brief(idea, 'same'), ctx()));
    const twice = await collectPosts(writer.generatePosts(brief(idea, 'same'), ctx()));
    expect(twice).toEqual(once);
  });
});
