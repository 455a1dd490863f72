import { describe, expect, it } from 'vitest';
import { writeVoicePromptOffline } from './voice-prompt';

// Issue 26: the voice profile a user reads on their profile is written in sentences, with no template grammar
// ("Write as Product designer at a seed-stage startup", "Knows Jargon and engagement bait well").

const voice = (currentRole: string, toolsAndPlatforms?: string) =>
  writeVoicePromptOffline({
    name: 'Test',
    formality: 50,
    personalSharing: 30,
    confidence: 60,
    goal: 'networking',
    targetAudience: 'entrepreneurs',
    styleChoices: {},
    currentRole,
    ...(toolsAndPlatforms ? { toolsAndPlatforms } : {}),
  });

const opening = (role: string) => /^Write as (.+?) speaking to/.exec(voice(role))?.[1];

describe('writeVoicePromptOffline: a role reads as part of a sentence', () => {
  it.each([
    ['Product designer at a seed-stage startup', 'a product designer at a seed-stage startup'],
    ['Head of Growth at Acme', 'a head of Growth at Acme'],
    ['CEO at Brightlane', 'a CEO at Brightlane'],
    ['Engineering manager', 'an engineering manager'],
    ['User researcher', 'a user researcher'],
    ['HR lead', 'an HR lead'],
    ['MBA student', 'an MBA student'],
    ['an independent consultant', 'an independent consultant'],
  ])('%j → %j', (role, expected) => {
    expect(opening(role)).toBe(expected);
  });

  it('tools are listed after a label, as written, not forced into "Knows … well"', () => {
    const text = voice('Founder', 'Jargon and engagement bait');
    expect(text).toContain('- Tools and platforms they know: Jargon and engagement bait.');
    expect(text).not.toMatch(/Knows .* well/);
    expect(voice('Founder', 'Figma and Notion')).toContain('- Tools and platforms they know: Figma and Notion.');
  });
});
