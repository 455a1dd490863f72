import type { GeneratePostsInput, WriterVoice } from '../ai/writer';

// What the LLM writer's tests send and what the fake model servers answer
// with, shared by the tests of every provider. The markers let a test find
// each part of the input in the recorded requests.

export const markedVoice: WriterVoice = {
  formality: 30,
  personalSharing: 70,
  confidence: 80,
  goal: 'networking',
  targetAudience: 'entrepreneurs',
  styleChoices: { opening: 'B', structure: 'A' },
  coreValues: 'candour',
  generatedPrompt: 'VOICE-MARKER: you write as a candid product designer.',
};

export const markedPostInput: GeneratePostsInput = {
  originalIdea: 'IDEA-MARKER shipping with a small team',
  platform: 'linkedin',
  mood: 'friendly',
  postLength: 'medium',
  includeEmojis: true,
  includeHashtags: true,
  includeLink: false,
  versions: 1,
  voice: markedVoice,
};

/** A model's consistency analysis, unrounded (the writer rounds it). */
export const analysisAnswer = {
  overallScore: 81.4,
  toneScore: 80,
  styleScore: 77,
  messagingScore: 88,
  feedback: {
    strengths: ['Opens with a story.'],
    improvements: ['Long second paragraph.'],
    recommendations: ['Split it.'],
  },
  confidence: 0.734,
};

/** A model's A/B question with this id. */
export const abQuestion = (id: string) => ({ id, title: `${id}?`, optionA: 'A way', optionB: 'B way' });

/** A test app's environment for the LLM writer against a fake OpenAI-compatible server (no provider retries). */
export const openAiWriterEnv = (baseUrl: string) => ({
  AI_PROVIDER: 'openai',
  OPENAI_BASE_URL: baseUrl,
  OPENAI_API_KEY: 'sk-test',
  AI_MODEL: 'gpt-4o-mini',
  AI_MAX_RETRIES: '0',
});
