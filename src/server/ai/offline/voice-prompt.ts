import type { Goal, TargetAudience } from '@shared/constants';
import { isStandardQuestion, type AbQuestion } from '@shared/schemas/brand-voices';
import {
  AUDIENCE_PHRASES,
  GOAL_PHRASES,
  confidenceLabel,
  formalityLabel,
  personalSharingLabel,
  questionsOf,
} from '../voice-summary';
import type { VoicePromptInput } from '../writer';

const clean = (value: string | null | undefined) =>
  value
    ?.replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?;,\s]+$/u, '') || undefined;
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);

/** What each standard style choice says about how the person writes. */
const HABITS: Record<string, { A: string; B: string }> = {
  opening: {
    A: 'Opens with a bold statement or a surprising insight.',
    B: 'Opens with a personal story or a moment from the week.',
  },
  tone: { A: 'Gets to the point, directly.', B: 'Writes warmly, as in a conversation.' },
  structure: {
    A: 'Lays posts out to be scanned: short lines, lists and clear takeaways.',
    B: 'Writes in flowing paragraphs that tell a story.',
  },
  engagement: { A: 'Ends with a question that invites comments.', B: 'Ends with a clear takeaway or call to action.' },
  expertise: {
    A: 'Shares practical frameworks, steps and how-tos.',
    B: 'Shares reflections and perspective from experience.',
  },
  personality: { A: 'Stays polished and professional.', B: 'Lets some playfulness and humour through.' },
  length: { A: 'Keeps posts short and punchy.', B: 'Goes in depth, with detail and examples.' },
};

/** One habit line per answered style question: standard ones rephrased, personalised ones from their own wording. */
function styleHabits(
  choices: Record<string, 'A' | 'B'> | null | undefined,
  questions: readonly AbQuestion[],
): string[] {
  const personalised = new Map(questions.filter((q) => !isStandardQuestion(q)).map((q) => [q.id, q]));
  return Object.entries(choices ?? {})
    .map(([id, choice]) => {
      const question = personalised.get(id);
      if (question)
        return `${question.title.trim().replace(/\?$/, '')}: ${lowerFirst(clean(choice === 'A' ? question.optionA : question.optionB) ?? '')}.`;
      return HABITS[id]?.[choice];
    })
    .filter((line): line is string => Boolean(line));
}

/**
 * The voice's `generatedPrompt`: a short written description of how this
 * person writes, for them to read on their profile and for a writer (or a
 * model) to follow. A paragraph of who, for whom and how, then a few bullet
 * points of concrete habits; answers are described, not listed.
 */
export function writeVoicePromptOffline(input: VoicePromptInput): string {
  const role = clean(input.currentRole);
  const audience =
    input.targetAudience && input.targetAudience in AUDIENCE_PHRASES
      ? AUDIENCE_PHRASES[input.targetAudience as TargetAudience]
      : undefined;
  const goal = input.goal && input.goal in GOAL_PHRASES ? GOAL_PHRASES[input.goal as Goal] : undefined;

  const who = role ? `Write as ${withArticle(role)}` : 'Write as a thoughtful professional';
  const forWhom = audience ? ` speaking to ${audience}` : '';
  const why = goal ? `, with the aim to ${goal}` : '';
  const paragraph = [`${who}${forWhom}${why}.`];
  paragraph.push(
    `The tone is ${formalityLabel(input.formality)}, with a ${confidenceLabel(input.confidence)} stance, and the writer ${personalSharingLabel(input.personalSharing)}.`,
  );
  const tone = clean(input.conversationTone);
  if (tone) paragraph.push(`They come across as ${lowerFirst(tone)}.`);
  const journey = clean(input.journeyExcitement);
  if (journey) paragraph.push(`What drives them now: ${lowerFirst(journey)}.`);
  const feeling = clean(input.desiredFeeling);
  if (feeling) paragraph.push(`Readers should come away feeling ${lowerFirst(feeling)}.`);

  const bullets = styleHabits(input.styleChoices, questionsOf(input, input.styleQuestions));
  const values = clean(input.coreValues);
  if (values) bullets.push(`Lets their values show: ${lowerFirst(values)}.`);
  const topics = clean(input.contentTypes);
  const reach = clean(input.idealConnections);
  if (topics && reach) bullets.push(`Writes about ${lowerFirst(topics)}, for ${lowerFirst(reach)}.`);
  else if (topics) bullets.push(`Writes about ${lowerFirst(topics)}.`);
  else if (reach) bullets.push(`Writes for ${lowerFirst(reach)}.`);
  const formats = clean(input.preferredFormats);
  if (formats) bullets.push(`Favours ${lowerFirst(formats)}.`);
  const tools = clean(input.toolsAndPlatforms);
  // A label, not "Knows X well": the answer is free text (names, or a phrase), and a sentence around it reads wrong.
  if (tools) bullets.push(`Tools and platforms they know: ${tools}.`);
  const avoid = clean(input.contentToAvoid);
  if (avoid) bullets.push(`Avoids ${lowerFirst(avoid)}.`);

  return [paragraph.join(' '), ...(bullets.length > 0 ? ['', ...bullets.map((line) => `- ${line}`)] : [])].join('\n');
}

/**
 * "Product designer at a seed-stage startup" → "a product designer at a seed-stage startup"; "CEO at Acme" →
 * "a CEO at Acme"; a role that already has an article stays. Job titles are capitalised in forms, not in
 * sentences, so the first word is lowered (an acronym is left alone by lowerFirst).
 */
function withArticle(role: string): string {
  if (/^(a|an|the|my)\s/i.test(role)) return lowerFirst(role);
  const lower = lowerFirst(role);
  // By sound, not by letter: "a user researcher", "a European", "an MBA", "an HR lead".
  const vowelSound = /^[aeiou]/i.test(lower)
    ? !/^(u[bcfgklmnprstvz][aeiouy]|uni|eu|one\b)/i.test(lower)
    : /^(hour|honest)|^[FHLMNRSX][A-Z0-9]+\b/.test(lower);
  return (vowelSound ? 'an ' : 'a ') + lower;
}
