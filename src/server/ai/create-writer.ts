import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModel } from 'ai';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { Clock } from '../lib/clock';
import { createLlmWriter } from './llm/llm-writer';
import { createMeter, type WriterLogger } from './llm/metering';
import { buildPriceTable } from './llm/prices';
import { createOfflineWriter } from './offline/offline-writer';
import type { Writer } from './writer';

export type WriterConfig = Pick<
  Env,
  | 'AI_PROVIDER'
  | 'OFFLINE_WRITER_CHUNK_DELAY_MS'
  | 'OPENAI_API_KEY'
  | 'OPENAI_BASE_URL'
  | 'ANTHROPIC_API_KEY'
  | 'ANTHROPIC_BASE_URL'
  | 'GOOGLE_GENERATIVE_AI_API_KEY'
  | 'GOOGLE_AI_BASE_URL'
  | 'AI_MODEL'
  | 'AI_TIMEOUT_MS'
  | 'AI_MAX_OUTPUT_TOKENS'
  | 'AI_PRICES'
>;

export type CreateWriterDeps = {
  config: WriterConfig;
  /** Where every model call is metered (`ai_usage`). */
  db: Database;
  clock: Clock;
  logger?: WriterLogger;
  /** Provider retries for transient errors; tests set 0. */
  maxRetries?: number;
};

/**
 * The model the configuration names (decision 074). Anthropic and Google
 * through the AI SDK's own providers (the Messages API; the Gemini API's
 * generateContent), every other server through Chat Completions, which any
 * OpenAI-compatible server speaks (plain `provider(model)` would be the
 * Responses API). Base URLs are overridable for proxies and tests; keys and
 * defaults are always passed, so the SDK never reads process.env itself
 * (env.ts is the one module that does).
 */
export function modelOf(config: WriterConfig): LanguageModel {
  switch (config.AI_PROVIDER) {
    case 'anthropic':
      return createAnthropic({
        apiKey: config.ANTHROPIC_API_KEY ?? '',
        baseURL: config.ANTHROPIC_BASE_URL ?? 'https://api.anthropic.com/v1',
      })(config.AI_MODEL);
    case 'google':
      return createGoogleGenerativeAI({
        apiKey: config.GOOGLE_GENERATIVE_AI_API_KEY ?? '',
        baseURL: config.GOOGLE_AI_BASE_URL ?? 'https://generativelanguage.googleapis.com/v1beta',
      })(config.AI_MODEL);
    default:
      // Local servers (Ollama, LM Studio) need no key, but the SDK insists on one.
      return createOpenAI({
        baseURL: config.OPENAI_BASE_URL,
        apiKey: config.OPENAI_API_KEY ?? 'not-needed',
        name: config.AI_PROVIDER,
      }).chat(config.AI_MODEL);
  }
}

/** The writer the environment asks for: offline by default, a language model when one is configured. */
export function createWriter({ config, db, clock, logger, maxRetries = 2 }: CreateWriterDeps): Writer {
  if (config.AI_PROVIDER === 'offline')
    return createOfflineWriter({ chunkDelayMs: config.OFFLINE_WRITER_CHUNK_DELAY_MS });
  return createLlmWriter({
    model: modelOf(config),
    modelName: config.AI_MODEL,
    meter: createMeter({
      db,
      clock,
      provider: config.AI_PROVIDER,
      model: config.AI_MODEL,
      prices: buildPriceTable(config.AI_PRICES),
      logger,
    }),
    timeoutMs: config.AI_TIMEOUT_MS,
    maxOutputTokens: config.AI_MAX_OUTPUT_TOKENS,
    maxRetries,
    // Every provider starts with its own schema-constrained output (decision 074): `json_schema` on
    // Chat Completions, Anthropic's output format (or its JSON tool on older models), Gemini's responseSchema.
    structuredStart: 'json_schema',
    // Anthropic has no JSON mode: its second way is the schema in the prompt alone.
    jsonMode: config.AI_PROVIDER !== 'anthropic',
  });
}
