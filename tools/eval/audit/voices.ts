import type { WriterVoice } from '../../../src/server/ai/writer';

/** The benchmark's voices: none, and three that differ on every setting (Maker, Board, Coach). */
export const BENCHMARK_VOICES: readonly (WriterVoice | null)[] = [
  null,
  {
    name: 'Maker',
    formality: 20,
    personalSharing: 85,
    confidence: 80,
    goal: 'networking',
    targetAudience: 'entrepreneurs',
    styleChoices: { opening: 'B', structure: 'B', tone: 'B', engagement: 'A', length: 'B', personality: 'B' },
    currentRole: 'Product designer',
    coreValues: 'honesty, craft, curiosity',
    contentToAvoid: 'politics, salesy language',
  },
  {
    name: 'Board',
    formality: 90,
    personalSharing: 5,
    confidence: 30,
    goal: 'thought-leadership',
    targetAudience: 'executives',
    styleChoices: { opening: 'A', structure: 'A', tone: 'A', engagement: 'B', length: 'A', personality: 'A' },
    contentToAvoid: 'jokes, hype',
  },
  {
    name: 'Coach',
    formality: 50,
    personalSharing: 55,
    confidence: 90,
    goal: 'career-development',
    targetAudience: 'professionals',
    styleChoices: { opening: 'A', structure: 'A', tone: 'A', engagement: 'A', expertise: 'A', personality: 'A' },
    coreValues: 'clarity, generosity',
  },
];
