import type { BrandVoiceInput } from '../src/shared/schemas/brand-voices';

// The demo account's voices (npm run seed). Each must be one the wizards can edit to the end
// (seed-voices.test.ts): an extended voice answers every question of the four-step wizard.

export const VOICES: BrandVoiceInput[] = [
  {
    name: 'Founder Notes',
    description: 'Candid lessons from building a company',
    category: 'Business',
    formality: 35,
    personalSharing: 75,
    confidence: 80,
    goal: 'thought-leadership',
    targetAudience: 'entrepreneurs',
    styleChoices: { opening: 'B', tone: 'B', structure: 'A', engagement: 'A', expertise: 'A', personality: 'B' },
    // An extended voice: every answer of the four-step wizard's step 2, so it can be edited to the end.
    currentRole: 'Co-founder and CEO',
    journeyExcitement: 'Turning a small team into a company people are glad to work for',
    idealConnections: 'Other founders, early employees and the investors who back them',
    conversationTone: 'Candid and practical, like notes to a friend',
    coreValues: 'Honesty, craft, kindness',
  },
  {
    name: 'Consultant Playbook',
    description: 'Practical frameworks for clients',
    category: 'Consulting',
    formality: 70,
    personalSharing: 20,
    confidence: 75,
    goal: 'business-growth',
    targetAudience: 'executives',
    styleChoices: { opening: 'A', tone: 'A', structure: 'A', engagement: 'B', expertise: 'B', personality: 'A' },
  },
  {
    name: 'Career Stories',
    description: 'Warm, personal posts about growing in a career',
    category: 'Personal',
    formality: 25,
    personalSharing: 85,
    confidence: 55,
    goal: 'career-development',
    targetAudience: 'professionals',
    styleChoices: { opening: 'B', tone: 'B', structure: 'B', engagement: 'A', expertise: 'A', personality: 'B' },
  },
];
