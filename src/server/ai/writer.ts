import type { Mood, Platform, PostLength } from '@shared/constants';
import type { AbQuestion, AbQuestionsRequest } from '@shared/schemas/brand-voices';
import type { ImproveRequest } from '@shared/schemas/improve';
import type { ConsistencyAnalysis, GenerationEvent } from '@shared/schemas/posts';
import type { StyleProfile } from './style';

// The one interface every AI feature goes through (docs/architecture/server.md,
// "AI features"). Two engines implement it: offline/ (a deterministic composer, the
// default) and llm/ (any OpenAI-compatible server through the AI SDK).
//
// The writer never touches credits: the calling service spends before the call
// and refunds when it throws. Every failure is a WriterError, so one
// `catch` is enough to know a refund is due.

export type { ConsistencyAnalysis, GenerationEvent } from '@shared/schemas/posts';
export type { AbQuestion } from '@shared/schemas/brand-voices';

/** Who is asking (for metering) and when to stop (the browser went away). */
export type WriterContext = {
  /** The user the call is metered to; null for system calls. */
  userId: string | null;
  /** Aborting it stops the call and any tokens still being paid for. */
  signal: AbortSignal;
  /**
   * Someone watches the text arrive (the streamed route): an engine may pace
   * its output for reading. Absent on the JSON path, where nobody sees the
   * pace and any artificial delay is pure waiting (decision 047).
   */
  paced?: boolean;
};

/**
 * The brand voice as the writer reads it. Loose on purpose: a `brand_voices`
 * row and the shared `BrandVoice` are both assignable, and unknown enum values
 * are ignored rather than rejected.
 */
export type WriterVoice = {
  name?: string | null;
  description?: string | null;
  category?: string | null;
  formality: number;
  personalSharing: number;
  confidence: number;
  goal?: string | null;
  targetAudience?: string | null;
  styleChoices?: Record<string, 'A' | 'B'> | null;
  /** The questions the choices answered, as the voice stored them (decision 075). */
  styleQuestionSet?: { questions: readonly AbQuestion[] } | null;
  currentRole?: string | null;
  journeyExcitement?: string | null;
  idealConnections?: string | null;
  conversationTone?: string | null;
  coreValues?: string | null;
  contentTypes?: string | null;
  preferredFormats?: string | null;
  desiredFeeling?: string | null;
  contentToAvoid?: string | null;
  toolsAndPlatforms?: string | null;
  generatedPrompt?: string | null;
};

/** The post options both enhance and generate read (names as in DECISIONS.md). */
export type PostBrief = {
  originalIdea: string;
  platform: Platform;
  mood: Mood;
  postLength: PostLength;
  includeEmojis: boolean;
  includeHashtags: boolean;
  includeLink: boolean;
  linkUrl?: string | null;
  /** The voice to write in; null when the user did not ask for one (or has none). */
  voice: WriterVoice | null;
};

export type GeneratePostsInput = PostBrief & {
  /** 1–3 distinct versions. */
  versions: number;
  /** The brief from enhancePrompt, when the client ran it first. */
  enhancedPrompt?: string | null;
  /**
   * Varies the text between runs: Regenerate and a new run get new text, while
   * the same seed (a retried request, a test) repeats the same text.
   */
  seed?: string | null;
  /**
   * The author's own posts (the voice's writing samples), when the caller has
   * them: their openers, closers, emoji and hashtag habits replace stock lines,
   * and their words are never "corrected" by the Offline writer's spell check.
   */
  samples?: readonly string[];
  /** The 2–3 samples nearest the idea (PostgreSQL full-text rank), quoted to a language model as examples. */
  examples?: readonly string[];
  /** The author's writing measured over all their samples (ai/style). */
  styleProfile?: StyleProfile | null;
  /** The author's name, so a model writes as this person. */
  authorName?: string | null;
  /**
   * The versions the author was last given for this same idea: Regenerate asks for other posts, so a writer never
   * returns one of these again.
   */
  earlierVersions?: readonly string[];
};

export type AnalyzeConsistencyInput = {
  content: string;
  platform: Platform;
  mood: Mood;
  originalIdea?: string | null;
  /** Null: analyzed against neutral defaults, with a low confidence. */
  voice: WriterVoice | null;
};

/** The wizard answers so far (the A/B questions request). */
export type StyleQuestionsInput = AbQuestionsRequest;

/**
 * Everything the user answered, from which the voice's `generatedPrompt` is
 * written. `styleQuestions` give the wording of personalised A/B questions.
 */
export type VoicePromptInput = WriterVoice & { name: string; styleQuestions?: readonly AbQuestion[] };

/** A saved post and the improvement asked for (issue 26, decision 122). */
export type ImprovePostInput = {
  content: string;
  request: ImproveRequest;
  platform: Platform;
  mood: Mood;
  originalIdea: string;
  voice: WriterVoice | null;
  /** Varies the picks between requests; the same seed repeats them. */
  seed: string;
};

/** The improved text, or (a new hook) first lines to pick from, each with the whole text it gives. */
export type ImproveOutcome =
  { kind: 'changed'; content: string } | { kind: 'choices'; choices: { firstLine: string; content: string }[] };

export type WriterDescription =
  | { engine: 'offline'; label: 'Offline writer' }
  /** `label` is the model name, e.g. "gpt-4o-mini". */
  | { engine: 'llm'; label: string };

export type Writer = {
  /** What the UI shows next to generated text. */
  describe(): WriterDescription;
  /** (1) Turns an idea into a structured brief for generatePosts. */
  enhancePrompt(input: PostBrief, ctx: WriterContext): Promise<string>;
  /**
   * (2) Writes `versions` distinct posts, streamed. Every version ends with one
   * `done` event whose content is final. The iterable throws a WriterError on
   * failure, after which no further event arrives.
   */
  generatePosts(input: GeneratePostsInput, ctx: WriterContext): AsyncIterable<GenerationEvent>;
  /** (3) Scores a post against a voice. */
  analyzeConsistency(input: AnalyzeConsistencyInput, ctx: WriterContext): Promise<ConsistencyAnalysis>;
  /** (4) Exactly six A/B style questions for the wizard. */
  generateStyleQuestions(input: StyleQuestionsInput, ctx: WriterContext): Promise<AbQuestion[]>;
  /** (5) The voice description stored as `generatedPrompt`. */
  generateVoicePrompt(input: VoicePromptInput, ctx: WriterContext): Promise<string>;
  /** (6) One tool of the Improve menu on a saved post (ai/improve). Throws ImproveRefusal when it would change nothing. */
  improvePost(input: ImprovePostInput, ctx: WriterContext): Promise<ImproveOutcome>;
};

/** Runs a generation to its end and returns the final texts in version order. */
export async function collectPosts(events: AsyncIterable<GenerationEvent>): Promise<string[]> {
  const finals = new Map<number, string>();
  for await (const event of events) {
    if (event.type === 'done') finals.set(event.version, event.content);
  }
  return [...finals.entries()].sort(([a], [b]) => a - b).map(([, content]) => content);
}
