import type { Post } from '@shared/schemas/posts';
import type { PostRow } from '../../db/schema';

/** A stored post as the client sees it; the analysis appears once it has been run. */
export function toPost(row: PostRow): Post {
  const analyzed =
    row.brandVoiceScore !== null && row.toneScore !== null && row.styleScore !== null && row.messagingScore !== null;
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
    consistencyAnalysis: analyzed
      ? {
          overallScore: row.brandVoiceScore!,
          toneScore: row.toneScore!,
          styleScore: row.styleScore!,
          messagingScore: row.messagingScore!,
          feedback: row.consistencyFeedback ?? { strengths: [], improvements: [], recommendations: [] },
          confidence: row.consistencyConfidence ?? 0,
        }
      : null,
    analyzedAt: analyzed ? row.analyzedAt : null,
    editedAt: row.editedAt,
    analyzedBeforeEdit: analyzedBeforeEdit(row, analyzed),
    analysedBeforeEdit: analyzedBeforeEdit(row, analyzed),
    generationId: row.generationId,
    linkedinPostUrn: row.linkedinPostUrn,
    linkedinPublishedAt: row.linkedinPublishedAt,
    // Attached by the scheduling module where it applies (modules/scheduling/with-publications.ts).
    publication: null,
    basedOnSamples: row.basedOnSamples,
    // An edit is the user's own check: the flag is for the text as generated.
    uncheckedFacts: row.editedAt ? [] : (row.uncheckedFacts ?? []),
    createdAt: row.createdAt,
  };
}

/** The stored analysis predates the user's last edit. */
function analyzedBeforeEdit(row: Pick<PostRow, 'editedAt' | 'analyzedAt'>, analyzed: boolean): boolean {
  return analyzed && row.editedAt !== null && (row.analyzedAt === null || row.analyzedAt < row.editedAt);
}
