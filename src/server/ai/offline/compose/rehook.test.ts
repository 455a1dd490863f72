import { MOODS } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { writeOfflinePosts } from './write-offline-posts';

// Versions that must open differently never do it by breaking the idea: a
// counted list keeps all its items, and an idea that asks its own question is
// not opened by a stock question before it. The ideas are not in the benchmark.

const write = (originalIdea: string, mood: (typeof MOODS)[number], seed: string) =>
  writeOfflinePosts({
    originalIdea,
    platform: 'linkedin',
    mood,
    postLength: 'medium',
    includeEmojis: false,
    includeHashtags: false,
    includeLink: false,
    voice: null,
    versions: 3,
    seed,
  });

describe('other openings for the versions', () => {
  it('keeps every item of a list whose lead counts them', () => {
    const idea =
      'Three things I learned from mentoring junior developers: patience and clear feedback matter more than code reviews, pairing beats documentation, and small wins build confidence.';
    for (const mood of MOODS)
      for (const seed of ['s1', 'a', 'b'])
        for (const post of write(idea, mood, seed)) {
          expect(post).toMatch(/patience and clear feedback/i);
          expect(post).toMatch(/pairing beats documentation/i);
          expect(post).toMatch(/small wins build confidence/i);
          // "Three things" is followed by three items, none lifted out to open the post.
          const items = post.split('\n').filter((line) => /^(?:\d+[.)]|[•→–-])\s/.test(line));
          expect(items).toHaveLength(3);
        }
  });

  it('never opens on a line that leans on the one before it, and asks at most one stock question', () => {
    const idea =
      'We closed a €2M round from Ostrava Partners. We will spend it on two sales hires and an office in Brno. Hiring starts in March.';
    for (const mood of MOODS)
      for (const seed of ['s1', 'a', 'b', 'c']) {
        const posts = write(idea, mood, seed);
        for (const post of posts) expect(post.split('\n')[0]).not.toMatch(/^We will spend it/);
        const stock = posts.filter((post) => !idea.includes(post.split('\n')[0]!.replace(/[.:]$/, '')));
        expect(stock.length, posts.join('\n~~\n')).toBeLessThanOrEqual(1);
        expect(new Set(posts).size).toBe(3);
      }
  });

  it('does not open on a stock question when the idea asks its own', () => {
    const idea = 'How do you run a design review with twelve people in the room without it turning into a debate?';
    for (const mood of MOODS)
      for (const post of write(idea, mood, 'q')) expect(post.trim().split('\n')[0]).toMatch(/^How do you run/);
  });
});
