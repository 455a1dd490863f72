import type { Post } from '@shared/schemas/posts';
import type { PostRow } from '../../db/schema';

/** A stored post as the client sees it; the analysis appears once it has been run. */
export function toPost(row: PostRow): Post {
  const analysed = row.brandVoiceScore !== null && row.toneScore !== null && row.styleScore !== null && row.messagingScore !== null;
  return {
    id: row.id,
    originalIdea: row.originalIdea,
    enhancedPrompt: row.enhancedPrompt,
    generatedContent: row.generatedContent,
    mood: row.mood,
    platform: row.platform,
    postLength: row.postLength,
    includeHashtags: row.includeHashtags,
    includeEmojis: row.includeEmojis,
    includeLink: row.includeLink,
    linkUrl: row.linkUrl,
    usedBrandVoice: row.usedBrandVoice,
    brandVoiceId: row.brandVoiceId,
    consistencyAnalysis: analysed
      ? {
          overallScore: row.brandVoiceScore!,
          toneScore: row.toneScore!,
          styleScore: row.styleScore!,
          messagingScore: row.messagingScore!,
          feedback: row.consistencyFeedback ?? { strengths: [], improvements: [], recommendations: [] },
          confidence: row.consistencyConfidence ?? 0,
        }
      : null,
    analyzedAt: analysed ? row.analyzedAt : null,
    editedAt: row.editedAt,
    analysedBeforeEdit: analysed && row.editedAt !== null && (row.analyzedAt === null || row.analyzedAt < row.editedAt),
    generationId: row.generationId,
    linkedinPostUrn: row.linkedinPostUrn,
    linkedinPublishedAt: row.linkedinPublishedAt,
    createdAt: row.createdAt,
  };
}
