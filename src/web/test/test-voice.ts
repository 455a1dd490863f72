import type { brandVoiceSchema } from '@shared/schemas/brand-voices';
import type { z } from '@shared/schemas/common';

/** A saved voice as the API sends it (timestamps as ISO strings), for component tests. */
export function testVoice(overrides: Partial<z.input<typeof brandVoiceSchema>> = {}): z.input<typeof brandVoiceSchema> {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Founder voice',
    description: 'Practical and warm.',
    category: 'Professional',
    formality: 40,
    personalSharing: 70,
    confidence: 80,
    goal: 'thought-leadership',
    targetAudience: 'entrepreneurs',
    styleChoices: { opening: 'B', structure: 'A', tone: 'B', engagement: 'A', length: 'A' },
    styleQuestionSet: null,
    currentRole: null,
    journeyExcitement: null,
    idealConnections: null,
    conversationTone: null,
    coreValues: null,
    contentTypes: null,
    preferredFormats: null,
    desiredFeeling: null,
    contentToAvoid: null,
    toolsAndPlatforms: null,
    generatedPrompt: 'Write as a thoughtful professional speaking to entrepreneurs.',
    isActive: true,
    isDefault: true,
    lastUsed: null,
    createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(),
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}
