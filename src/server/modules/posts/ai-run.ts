import type { Writer } from '../../ai/writer';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { CatalogueService } from '../billing';
import type { BrandVoicesService } from '../brand-voices';
import type { CreditsService } from '../credits/credits.service';

/** What every paid AI request of the posts module (generate, analyze, improve) runs on: a writer and a credit run. */
export type AiRunDeps = {
  db: Database;
  clock: Clock;
  writer: Writer;
  credits: CreditsService;
  catalogue: CatalogueService;
  brandVoices: BrandVoicesService;
};

/** The voice a post was written in, while it exists: a voice deleted since is no error (the default stands in). */
export function voiceOfPost(brandVoices: BrandVoicesService, userId: string, post: { brandVoiceId: string | null }) {
  return post.brandVoiceId ? brandVoices.get(userId, post.brandVoiceId).catch(() => null) : Promise.resolve(null);
}

/** The request's Idempotency-Key (a replay answers the first result) and the client's disconnect. */
export type AiRunOptions = { idempotencyKey: string; signal: AbortSignal };
