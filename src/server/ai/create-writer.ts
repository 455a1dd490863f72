import { createOpenAI } from '@ai-sdk/openai';
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
 * Where each provider's Chat Completions endpoint is and which key it takes.
 * Anthropic and Google are reached through their OpenAI-compatible endpoints
 * (decision 069): the same SDK code, streaming and structured-output ladder.
 */
function endpointOf(config: WriterConfig): { baseURL?: string; apiKey: string } {
  switch (config.AI_PROVIDER) {
    case 'anthropic':
      return { baseURL: config.ANTHROPIC_BASE_URL ?? 'https://api.anthropic.com/v1', apiKey: config.ANTHROPIC_API_KEY ?? '' };
    case 'google':
      return { baseURL: config.GOOGLE_AI_BASE_URL ?? 'https://generativelanguage.googleapis.com/v1beta/openai', apiKey: config.GOOGLE_GENERATIVE_AI_API_KEY ?? '' };
    default:
      // Local servers (Ollama, LM Studio) need no key, but the SDK insists on one.
      return { baseURL: config.OPENAI_BASE_URL, apiKey: config.OPENAI_API_KEY ?? 'not-needed' };
  }
}

/** The writer the environment asks for: offline by default, a language model when one is configured. */
export function createWriter({ config, db, clock, logger, maxRetries = 2 }: CreateWriterDeps): Writer {
  if (config.AI_PROVIDER === 'offline') return createOfflineWriter({ chunkDelayMs: config.OFFLINE_WRITER_CHUNK_DELAY_MS });
  const provider = createOpenAI({ ...endpointOf(config), name: config.AI_PROVIDER });
  return createLlmWriter({
    // Chat Completions, which every OpenAI-compatible server speaks (plain `provider(model)` is the Responses API).
    model: provider.chat(config.AI_MODEL),
    modelName: config.AI_MODEL,
    meter: createMeter({ db, clock, provider: config.AI_PROVIDER, model: config.AI_MODEL, prices: buildPriceTable(config.AI_PRICES), logger }),
    timeoutMs: config.AI_TIMEOUT_MS,
    maxOutputTokens: config.AI_MAX_OUTPUT_TOKENS,
    maxRetries,
    // Anthropic's compatibility layer ignores response_format: JSON mode (the schema in the prompt) is its first way.
    structuredStart: config.AI_PROVIDER === 'anthropic' ? 'json_object' : 'json_schema',
  });
}
