import { describe, expect, it } from 'vitest';
import { postSchema } from '@shared/schemas/posts';
import { wirePost } from '../test/fixtures';
import { groupVersions } from './group-posts';

const post = (overrides: Parameters<typeof wirePost>[0]) => postSchema.parse(wirePost(overrides));

describe('groupVersions', () => {
  it('puts a run’s versions in one group, keeping order, with the Regenerate before it; older posts stand apart', () => {
    const run = crypto.randomUUID();
    const again = crypto.randomUUID();
    const posts = [
      post({ generationId: again, originalIdea: 'Hiring' }),
      post({ generationId: run, originalIdea: 'Hiring' }),
      post({ generationId: run, originalIdea: 'Hiring' }),
      post({ generationId: crypto.randomUUID(), originalIdea: 'Pricing' }),
      post({ generationId: null, originalIdea: 'Hiring', platform: 'instagram' }),
      post({ generationId: null, originalIdea: 'Hiring', platform: 'linkedin' }),
    ];
    const groups = groupVersions(posts);
    expect(groups.map((g) => g.posts.length)).toEqual([3, 1, 1, 1]);
    expect(groups.map((g) => g.runs)).toEqual([2, 1, 1, 1]);
    expect(groups[0]!.posts.map((p) => p.id)).toEqual(posts.slice(0, 3).map((p) => p.id));
  });

  it('keeps a run on another idea or platform apart', () => {
    const run = () => crypto.randomUUID();
    const idea = (originalIdea: string, platform: 'linkedin' | 'facebook') =>
      post({ generationId: run(), originalIdea, platform });
    expect(groupVersions([idea('Hiring', 'linkedin'), idea('Hiring', 'facebook')]).map((g) => g.runs)).toEqual([1, 1]);
    expect(groupVersions([idea('Hiring', 'linkedin'), idea('Pricing', 'linkedin')]).map((g) => g.runs)).toEqual([1, 1]);
    expect(groupVersions([idea('Hiring', 'linkedin'), idea('Hiring', 'linkedin')]).map((g) => g.runs)).toEqual([2]);
  });

  it('keeps unrelated posts apart', () => {
    expect(groupVersions([post({ originalIdea: 'A' }), post({ originalIdea: 'B' })])).toHaveLength(2);
    expect(groupVersions([])).toEqual([]);
  });
});
