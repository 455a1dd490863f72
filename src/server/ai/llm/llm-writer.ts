import { z } from 'zod';
import { ENHANCED_PROMPT_MAX } from '@shared/schemas/posts';
import type { AbQuestion, ConsistencyAnalysis, Writer, WriterVoice } from '../writer';
import { WriterError } from '../writer-error';
import { checkedVersions } from './check-facts';
import { callForText, type CallDeps } from './model-calls';
import {
  analysisSystemPrompt,
  anglesFor,
  delimit,
  enhanceSystemPrompt,
  postSystemPrompt,
  postUserMessage,
  questionsSystemPrompt,
  versionInstruction,
  versionsInstruction,
  voicePromptSystemPrompt,
} from './prompts';
import { readIdea } from '../offline/read/read-idea';
import { improveWithModel } from '../improve/improve-with-model';
import { describeStyleChoices, questionsOf } from '../voice-summary';
import { streamVersion } from './stream-version';
import { streamVersions } from './stream-versions';
import { callForObject, STRUCTURED_MODES, type StructuredMode, type StructuredState } from './structured-call';

export type LlmWriterDeps = CallDeps & {
  modelName: string;
  /** The first way to ask for JSON (decision 066): a server known to ignore `json_schema` starts further down. */
  structuredStart?: StructuredMode;
  /** False for a provider without a JSON mode (Anthropic): that way is then the schema in the prompt alone. */
  jsonMode?: boolean;
};

const score = z.number().min(0).max(100);
const notes = z.array(z.string());

/** What the model must return for an analysis; rounded and trimmed into the shared shape after. */
const analysisOutputSchema = z.object({
  overallScore: score,
  toneScore: score,
  styleScore: score,
  messagingScore: score,
  feedback: z.object({ strengths: notes, improvements: notes, recommendations: notes }),
  confidence: z.number().min(0).max(1),
});

const questionsOutputSchema = z.object({
  questions: z
    .array(
      z.object({ id: z.string(), title: z.string().min(1), optionA: z.string().min(1), optionB: z.string().min(1) }),
    )
    .min(6),
});

/**
 * The writer on a language model (AI SDK): any OpenAI-compatible server,
 * Anthropic or Google. A run's versions come from one streamed call that
 * sees all of them, each with its own structure, so they do not repeat one
 * another's openings, closings or hashtags; each version streams as it is
 * written (decision 130). The instructions that differ come last, after the
 * author's posts and the idea, so providers can cache the rest.
 */
export function createLlmWriter(writerDeps: LlmWriterDeps): Writer {
  // Which way of asking for JSON this server accepts, learnt on the first refusal.
  const structured: StructuredState = {
    start: Math.max(0, STRUCTURED_MODES.indexOf(writerDeps.structuredStart ?? 'json_schema')),
    jsonMode: writerDeps.jsonMode ?? true,
  };
  const deps = { ...writerDeps, structured };
  return {
    describe: () => ({ engine: 'llm', label: deps.modelName }),

    async enhancePrompt(brief, ctx) {
      const text = await callForText(
        deps,
        {
          feature: 'prompt_enhancement',
          system: enhanceSystemPrompt(brief),
          user: delimit('idea', brief.originalIdea),
        },
        ctx,
      );
      return text.slice(0, ENHANCED_PROMPT_MAX);
    },

    generatePosts(input, ctx) {
      const count = Math.min(3, Math.max(1, Math.floor(input.versions)));
      const reading = readIdea(input.originalIdea);
      const angles = anglesFor(input.voice, reading.kind?.kind ?? null).slice(0, count);
      // One system prompt and one material block; the structures come last, so the rest is a cacheable prefix.
      const system = postSystemPrompt(input, reading);
      const material = postUserMessage(input, input.enhancedPrompt, reading);
      const userFor = (version: number) => `${material}\n\n${versionInstruction(angles[version - 1]!, version, count)}`;
      const events =
        count === 1
          ? streamVersion(
              deps,
              { version: 1, system, user: userFor(1), brief: input },
              ctx,
              new AbortController().signal,
            )
          : streamVersions(
              deps,
              { count, system, user: `${material}\n\n${versionsInstruction(angles)}`, userFor, brief: input },
              ctx,
            );
      // Numbers and names found in neither the idea nor the samples: asked for once more, then flagged.
      return checkedVersions(deps, events, (version) => ({ system, user: userFor(version) }), input, ctx);
    },

    async analyzeConsistency(input, ctx) {
      const parts = [delimit('post', input.content)];
      if (input.originalIdea) parts.push(delimit('idea', input.originalIdea));
      const raw = await callForObject(
        deps,
        { feature: 'brand_voice_analysis', system: analysisSystemPrompt(input.voice), user: parts.join('\n\n') },
        analysisOutputSchema,
        ctx,
      );
      return normaliseAnalysis(raw);
    },

    async generateStyleQuestions(input, ctx) {
      const raw = await callForObject(
        deps,
        {
          feature: 'brand_voice_questions',
          system: questionsSystemPrompt(),
          user: delimit('answers', answersText(input)),
        },
        questionsOutputSchema,
        ctx,
      );
      return normaliseQuestions(raw.questions);
    },

    async generateVoicePrompt(input, ctx) {
      return callForText(
        deps,
        {
          feature: 'brand_voice_prompt',
          system: voicePromptSystemPrompt(),
          user: delimit('answers', answersText(input)),
        },
        ctx,
      );
    },

    improvePost: (input, ctx) => improveWithModel(deps, input, ctx),
  };
}

const STYLE_KEYS = new Set(['styleChoices', 'styleQuestions', 'styleQuestionSet']);

/**
 * The wizard answers as labelled lines; empty answers are left out. Style
 * choices travel with the wording of their questions ("How do you open a
 * post? With a personal story"), never as bare ids and letters.
 */
export function answersText(
  answers: object & {
    styleChoices?: Record<string, 'A' | 'B'> | null;
    styleQuestions?: readonly AbQuestion[];
    styleQuestionSet?: WriterVoice['styleQuestionSet'];
  },
): string {
  const lines = Object.entries(answers as Record<string, unknown>)
    .filter(([key, value]) => !STYLE_KEYS.has(key) && value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  for (const choice of describeStyleChoices(answers.styleChoices, questionsOf(answers, answers.styleQuestions)))
    lines.push(`style: ${choice}`);
  return lines.join('\n');
}

const tidyList = (items: string[]) =>
  items
    .map((s) => s.trim().slice(0, 300))
    .filter(Boolean)
    .slice(0, 5);

export function normaliseAnalysis(raw: z.infer<typeof analysisOutputSchema>): ConsistencyAnalysis {
  return {
    overallScore: Math.round(raw.overallScore),
    toneScore: Math.round(raw.toneScore),
    styleScore: Math.round(raw.styleScore),
    messagingScore: Math.round(raw.messagingScore),
    feedback: {
      strengths: tidyList(raw.feedback.strengths),
      improvements: tidyList(raw.feedback.improvements),
      recommendations: tidyList(raw.feedback.recommendations),
    },
    confidence: Math.round(raw.confidence * 100) / 100,
  };
}

/** Six questions with unique slug ids; a model's "Opening Style" id becomes "opening-style". */
export function normaliseQuestions(raw: z.infer<typeof questionsOutputSchema>['questions']): AbQuestion[] {
  const seen = new Set<string>();
  const questions = raw.slice(0, 6).map((q, i) => {
    const slug = q.id
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 32);
    let id = !slug ? `question-${i + 1}` : /^[a-z]/.test(slug) ? slug : `q-${slug}`;
    while (seen.has(id)) id = `${id.slice(0, 30)}-${i + 1}`;
    seen.add(id);
    return {
      id,
      title: q.title.trim().slice(0, 200),
      optionA: q.optionA.trim().slice(0, 300),
      optionB: q.optionB.trim().slice(0, 300),
    };
  });
  if (questions.some((q) => !q.title || !q.optionA || !q.optionB)) throw new WriterError('malformed');
  return questions;
}
