import type { Goal, TargetAudience } from '@shared/constants';
import { AUDIENCE_PHRASES, GOAL_PHRASES, confidenceLabel, describeStyleChoices, formalityLabel, personalSharingLabel } from '../voice-summary';
import type { VoicePromptInput } from '../writer';
import { capitalise } from './idea-facts';
import { withArticle } from './post-vars';

const clean = (value: string | null | undefined) => value?.replace(/\s+/g, ' ').trim().replace(/[.!?;,\s]+$/u, '') || undefined;

/**
 * The voice's `generatedPrompt`: a description a person (or a model) can
 * write from. One paragraph of who, for whom and how, then the specifics.
 */
export function writeVoicePromptOffline(input: VoicePromptInput): string {
  const role = clean(input.currentRole);
  const audience = input.targetAudience && input.targetAudience in AUDIENCE_PHRASES ? AUDIENCE_PHRASES[input.targetAudience as TargetAudience] : undefined;
  const goal = input.goal && input.goal in GOAL_PHRASES ? GOAL_PHRASES[input.goal as Goal] : undefined;

  const who = role ? `Write as ${withArticle(role)}` : 'Write as a thoughtful professional';
  const forWhom = audience ? ` speaking to ${audience}` : '';
  const why = goal ? `, with the aim to ${goal}` : '';
  const sentences = [`${who}${forWhom}${why}.`];
  sentences.push(
    `The tone is ${formalityLabel(input.formality)}, with a ${confidenceLabel(input.confidence)} stance, and the writer ${personalSharingLabel(input.personalSharing)}.`,
  );
  const tone = clean(input.conversationTone);
  if (tone) sentences.push(`In conversation they come across as: ${tone}.`);

  const choices = describeStyleChoices(input.styleChoices, input.styleQuestions ?? []);
  if (choices.length > 0) sentences.push(`Their style answers: ${choices.join('; ')}.`);

  const specifics: [string | undefined, (v: string) => string][] = [
    [clean(input.coreValues), (v) => `Values that should come through: ${v}.`],
    [clean(input.journeyExcitement), (v) => `What excites them right now: ${v}.`],
    [clean(input.idealConnections), (v) => `They want to reach: ${v}.`],
    [clean(input.desiredFeeling), (v) => `Readers should come away feeling ${v}.`],
    [clean(input.contentTypes), (v) => `Favourite content: ${v}.`],
    [clean(input.preferredFormats), (v) => `Preferred formats: ${v}.`],
    [clean(input.toolsAndPlatforms), (v) => `Tools and platforms they know well: ${v}.`],
    [clean(input.contentToAvoid), (v) => `Avoid: ${v}.`],
  ];
  for (const [value, phrase] of specifics) if (value) sentences.push(phrase(value));

  const description = clean(input.description);
  if (description) sentences.push(`In their own words: ${capitalise(description)}.`);
  return sentences.join(' ');
}
