import { describe, expect, it } from 'vitest';
import { postSchema } from '@shared/schemas/posts';
import { latestRuns } from './regenerations';

const post = (generationId: string | null, originalIdea: string, platform = 'linkedin') =>
  postSchema.parse({
    id: crypto.randomUUID(),
    originalIdea,
    enhancedPrompt: null,
    generatedContent: `${originalIdea} post`,
    mood: 'professional',
    platform,
    postLength: 'medium',
    includeHashtags: false,
    includeEmojis: false,
    includeLink: false,
    linkUrl: null,
    usedBrandVoice: false,
    brandVoiceId: null,
    consistencyAnalysis: null,
    analyzedAt: null,
    editedAt: null,
    analyzedBeforeEdit: false,
    generationId,
    linkedinPostUrn: null,
    linkedinPublishedAt: null,
    createdAt: '2026-11-28T09:00:00.000Z',
  });

describe('latestRuns', () => {
  it('shows an idea once: a regenerated run replaces the one before it, which is left out', () => {
    const [again, first, other] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    const posts = [
      post(again, 'Hiring'),
      post(again, 'Hiring'),
      post(first, 'Hiring'),
      post(first, 'Hiring'),
      post(other, 'Pricing'),
      post(crypto.randomUUID(), 'Hiring', 'facebook'),
    ];
    const { posts: kept, regenerated } = latestRuns(posts);
    expect(kept.map((p) => p.id)).toEqual([posts[0]!.id, posts[1]!.id, posts[4]!.id, posts[5]!.id]);
    expect([...regenerated]).toEqual([again]);
  });

  it('leaves posts without a run alone', () => {
    const posts = [post(null, 'Hiring'), post(null, 'Hiring')];
    expect(latestRuns(posts).posts).toHaveLength(2);
  });
});
