import type { Platform } from '@shared/constants';
import type { IdeaReading } from '../read/read-idea';
import type { SampleHabits } from './sample-habits';

// 0–3 hashtags from the idea's own noun phrases (compounds first) (and the author's own tags);
// a name becomes a tag only when the idea is about it (named twice). Facebook
// gets one; an author's habit (count, casing) wins over the stock count.

const MAX_TAGS: Record<Platform, number> = { linkedin: 3, instagram: 3, facebook: 1 };

export function hashtagsFor(reading: IdeaReading, platform: Platform, habits: SampleHabits | null): string[] {
  const max = MAX_TAGS[platform];
  const want = habits ? Math.min(max, Math.max(1, habits.hashtags)) : max;
  const seen = new Set<string>();
  const tags: string[] = [];
  const add = (tag: string) => {
    const key = tag.toLowerCase();
    if (seen.has(key) || tag.length < 2) return;
    seen.add(key);
    tags.push(tag);
  };
  for (const own of reading.tags) add(own);
  const repeatedNames = reading.names.filter((n) => !/\s/.test(n) && reading.text.split(n).length > 2);
  for (const phrase of [...reading.tagPhrases, ...repeatedNames]) {
    if (tags.length >= Math.max(want, reading.tags.length)) break;
    const words = phrase.split(/[\s-]+/).map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''));
    const clean = words.join('');
    if (clean.length < 3) continue;
    add(
      `#${habits?.lowercaseTags ? clean.toLowerCase() : words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('')}`,
    );
  }
  return tags;
}
