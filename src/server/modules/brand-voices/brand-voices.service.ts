import { and, desc, eq, ne } from 'drizzle-orm';
import { AB_QUESTIONS_COST } from '@shared/constants';
import {
  brandVoiceInputSchema,
  FALLBACK_AB_QUESTIONS,
  styleQuestionSourceOf,
  type AbQuestion,
  type AbQuestionsRequest,
  type BrandVoiceInput,
  type StyleQuestionSet,
} from '@shared/schemas/brand-voices';
import type { Writer, WriterVoice } from '../../ai/writer';
import { isWriterError } from '../../ai/writer-error';
import type { Database, Executor } from '../../db/client';
import { brandVoices, users, type BrandVoiceRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { isUuid } from '../../lib/ids';
import type { CreditsService } from '../credits/credits.service';

// Brand voices (customer-area §2, §7; DECISIONS.md "Brand voices").
// Invariant: a user with voices has exactly one default. Every operation that
// moves the default first locks the user's row, so concurrent set-default,
// create and delete calls of one user run one after another; a partial
// unique index backs the invariant up.

const NOT_FOUND = 'Brand voice not found';

type Deps = {
  db: Database;
  clock: Clock;
  writer: Writer;
  /** Writes generatedPrompt when the main writer fails: a voice is never lost to an AI outage. */
  fallbackWriter: Writer;
  credits: CreditsService;
};

export function createBrandVoicesService({ db, clock, writer, fallbackWriter, credits }: Deps) {
  const lockUser = (tx: Executor, userId: string) =>
    tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

  async function findOwned(userId: string, id: string, executor: Executor = db): Promise<BrandVoiceRow> {
    if (!isUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND);
    const [voice] = await executor
      .select()
      .from(brandVoices)
      .where(and(eq(brandVoices.id, id), eq(brandVoices.userId, userId)));
    if (!voice) throw new AppError('NOT_FOUND', NOT_FOUND);
    return voice;
  }

  async function voicePrompt(userId: string, input: WriterVoice & { name: string }): Promise<string> {
    const ctx = { userId, signal: AbortSignal.timeout(120_000) };
    try {
      return await writer.generateVoicePrompt(input, ctx);
    } catch (error) {
      if (!isWriterError(error) || writer === fallbackWriter) throw error;
      return fallbackWriter.generateVoicePrompt(input, ctx);
    }
  }

  return {
    /** Default first, then newest first. */
    async list(userId: string): Promise<BrandVoiceRow[]> {
      return db
        .select()
        .from(brandVoices)
        .where(eq(brandVoices.userId, userId))
        .orderBy(desc(brandVoices.isDefault), desc(brandVoices.createdAt), desc(brandVoices.id));
    },

    /** The voice generation uses when none is named: the default. */
    async current(userId: string): Promise<BrandVoiceRow | null> {
      const [voice] = await db
        .select()
        .from(brandVoices)
        .where(eq(brandVoices.userId, userId))
        .orderBy(desc(brandVoices.isDefault), desc(brandVoices.createdAt))
        .limit(1);
      return voice ?? null;
    },

    get: (userId: string, id: string) => findOwned(userId, id),

    /** The first voice of a user becomes the default. */
    async create(userId: string, input: BrandVoiceInput): Promise<BrandVoiceRow> {
      const generatedPrompt = await voicePrompt(userId, input);
      const now = clock.now();
      return db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const [existingDefault] = await tx
          .select({ id: brandVoices.id })
          .from(brandVoices)
          .where(and(eq(brandVoices.userId, userId), eq(brandVoices.isDefault, true)));
        const [voice] = await tx
          .insert(brandVoices)
          .values({
            ...input,
            styleQuestionSet: questionSetOf(input),
            userId,
            generatedPrompt,
            isDefault: !existingDefault,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        return voice!;
      });
    },

    /**
     * Replaces every answer (the questions they answered among them) and
     * writes the voice prompt again. Never spends: new personalised questions
     * are only ever bought through `styleQuestions` (decision 075).
     */
    async update(userId: string, id: string, input: BrandVoiceInput): Promise<BrandVoiceRow> {
      await findOwned(userId, id);
      const generatedPrompt = await voicePrompt(userId, input);
      const [voice] = await db
        .update(brandVoices)
        .set({
          ...nullAbsentFields(input),
          styleQuestionSet: questionSetOf(input),
          generatedPrompt,
          updatedAt: clock.now(),
        })
        .where(and(eq(brandVoices.id, id), eq(brandVoices.userId, userId)))
        .returning();
      if (!voice) throw new AppError('NOT_FOUND', NOT_FOUND);
      return voice;
    },

    /** Deleting the default promotes the newest remaining voice. */
    async remove(userId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const voice = await findOwned(userId, id, tx);
        await tx.delete(brandVoices).where(eq(brandVoices.id, voice.id));
        if (!voice.isDefault) return;
        const [next] = await tx
          .select({ id: brandVoices.id })
          .from(brandVoices)
          .where(and(eq(brandVoices.userId, userId), ne(brandVoices.id, voice.id)))
          .orderBy(desc(brandVoices.createdAt))
          .limit(1);
        if (next) await tx.update(brandVoices).set({ isDefault: true }).where(eq(brandVoices.id, next.id));
      });
    },

    async setDefault(userId: string, id: string): Promise<BrandVoiceRow> {
      try {
        return await db.transaction(async (tx) => {
          await lockUser(tx, userId);
          await findOwned(userId, id, tx);
          await tx
            .update(brandVoices)
            .set({ isDefault: false })
            .where(and(eq(brandVoices.userId, userId), eq(brandVoices.isDefault, true), ne(brandVoices.id, id)));
          const [voice] = await tx
            .update(brandVoices)
            .set({ isDefault: true, updatedAt: clock.now() })
            .where(eq(brandVoices.id, id))
            .returning();
          return voice!;
        });
      } catch (error) {
        // Only reachable if the lock were bypassed; the index keeps the invariant regardless.
        if (isUniqueViolation(error, 'brand_voices_one_default_per_user'))
          throw new AppError('CONFLICT', 'Another change to your default voice is in progress. Please try again.');
        throw error;
      }
    },

    async clone(userId: string, id: string, name: string): Promise<BrandVoiceRow> {
      const source = await findOwned(userId, id);
      const { id: _id, createdAt: _c, updatedAt: _u, lastUsed: _l, isDefault: _d, ...copy } = source;
      const now = clock.now();
      const [voice] = await db
        .insert(brandVoices)
        .values({ ...copy, name, isDefault: false, createdAt: now, updatedAt: now })
        .returning();
      return voice!;
    },

    /** Marks the voice used by a generation (the manager shows it). */
    async touch(voiceId: string, executor: Executor = db): Promise<void> {
      await executor.update(brandVoices).set({ lastUsed: clock.now() }).where(eq(brandVoices.id, voiceId));
    },

    /**
     * Six personalised A/B questions for 2 credits, spent before the writer
     * runs and refunded once if it fails (the wizard then shows the standard six).
     * A writer that can only offer the six standard questions (the Offline
     * writer) gives them free: nothing personalised was bought.
     */
    async styleQuestions(
      userId: string,
      input: AbQuestionsRequest,
      idempotencyKey: string,
    ): Promise<{ questions: AbQuestion[]; source: 'personalised' | 'standard' }> {
      if (writer.describe().engine === 'offline') {
        return { questions: FALLBACK_AB_QUESTIONS.map((question) => ({ ...question })), source: 'standard' };
      }
      const reservation = await credits.reserve({
        userId,
        feature: 'ab_questions',
        cost: AB_QUESTIONS_COST,
        idempotencyKey,
        request: input,
        description: 'Personalised style questions',
      });
      // A replayed Idempotency-Key: the questions the completed run answered (decision 058).
      if (reservation.kind === 'replay')
        return { questions: reservation.result as AbQuestion[], source: 'personalised' };
      const { run } = reservation;
      try {
        const questions = await writer.generateStyleQuestions(input, { userId, signal: AbortSignal.timeout(120_000) });
        await db.transaction((tx) => credits.completeRun(tx, run.id, questions));
        return { questions, source: 'personalised' };
      } catch (error) {
        await credits.refundRun(run, 'Personalised style questions failed');
        throw error;
      }
    },
  };
}
export type BrandVoicesService = ReturnType<typeof createBrandVoicesService>;

/** What the voice stores of the questions it was answered with; whether they were personalised is read from their wording. */
function questionSetOf({ styleQuestions }: BrandVoiceInput): StyleQuestionSet | null {
  if (!styleQuestions || styleQuestions.length === 0) return null;
  return { source: styleQuestionSourceOf(styleQuestions), questions: styleQuestions };
}

/**
 * PUT replaces all answers: an answer the user cleared (absent from the body)
 * must be cleared in the row too. Every field of the input schema is either
 * always present (required or defaulted) or optional, so `?? null` is right for all.
 */
function nullAbsentFields(input: BrandVoiceInput) {
  const row: Record<string, unknown> = {};
  for (const key of Object.keys(brandVoiceInputSchema.shape) as (keyof BrandVoiceInput)[])
    row[key] = input[key] ?? null;
  return row as Partial<typeof brandVoices.$inferInsert>;
}
