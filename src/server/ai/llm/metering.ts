import type { Database } from '../../db/client';
import { aiUsage } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { costCents, type PriceTable } from './prices';

/** What each call is for, as stored in `ai_usage.feature`. */
export type MeteredFeature =
  'prompt_enhancement' | 'post_generation' | 'brand_voice_analysis' | 'brand_voice_questions' | 'brand_voice_prompt';

export type UsageRecord = {
  userId: string | null;
  feature: MeteredFeature;
  inputTokens?: number;
  outputTokens?: number;
  status: 'ok' | 'error';
  durationMs: number;
};

/** Where metering failures are reported; metering never fails the user's call. */
export type WriterLogger = { error(details: Record<string, unknown>, message: string): void };

export type Meter = (record: UsageRecord) => Promise<void>;

/**
 * One `ai_usage` row per model call, failed calls included (a provider may
 * bill for tokens it produced before failing). The admin's "OpenAI costs"
 * are summed from these rows.
 */
export function createMeter(deps: {
  db: Database;
  clock: Clock;
  provider: string;
  model: string;
  prices: PriceTable;
  logger?: WriterLogger;
}): Meter {
  return async (record) => {
    const inputTokens = record.inputTokens ?? 0;
    const outputTokens = record.outputTokens ?? 0;
    try {
      await deps.db.insert(aiUsage).values({
        userId: record.userId,
        feature: record.feature,
        provider: deps.provider,
        model: deps.model,
        inputTokens,
        outputTokens,
        costCents: costCents(deps.prices, deps.model, inputTokens, outputTokens),
        status: record.status,
        durationMs: Math.round(record.durationMs),
        createdAt: deps.clock.now(),
      });
    } catch (error) {
      // The credits are already spent and the text is written: losing one
      // usage row is better than failing the user's request over it.
      deps.logger?.error({ err: error, feature: record.feature }, 'could not record AI usage');
    }
  };
}
