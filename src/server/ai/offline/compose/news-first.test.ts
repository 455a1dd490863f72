import { MOODS } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { writeOfflinePosts } from './write-offline-posts';

// A news idea (funding, hiring, launch, event) is read for its news: the first
// version opens on it, whatever the mood prefers (a number, a claim). The ideas
// here are not in the writer benchmark.

const FUNDING =
  'We raised an $8M Series A from Harbor Capital. The funds go into our payroll app for restaurants, and 40% of it into support.';
const HIRING =
  'We are hiring two night nurses for our clinic in Ghent. Pay is €3,100 a month for 4 shifts a week, with 30 days of leave.';

const write = (originalIdea: string, mood: (typeof MOODS)[number]) =>
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
    seed: 'news-first',
  });

describe('news ideas lead with the news', () => {
  it('opens the first version on the news in every mood, and the versions still differ', () => {
    for (const mood of MOODS) {
      const funding = write(FUNDING, mood);
      expect(funding[0]!.split('\n')[0]).toMatch(/^We raised an \$8M Series A from Harbor Capital\./);
      expect(new Set(funding).size).toBe(3);
      expect(write(HIRING, mood)[0]!.split('\n')[0]).toMatch(/^We(?: a|')re hiring two night nurses/);
    }
  });
});
