import type { BrandVoiceJson } from './types';

/** A saved voice as the API returns it, for component tests. */
export function testVoice(overrides: Partial<BrandVoiceJson> = {}): BrandVoiceJson {
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
