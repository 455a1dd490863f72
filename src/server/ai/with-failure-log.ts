import { ImproveRefusal } from './improve/improve-refusal';
import type { Writer } from './writer';
import { isWriterError } from './writer-error';

export type WriterFailureRecord = { operation: keyof Writer; reason: string; message: string; userId: string | null };

/**
 * Reports every failed writer call (the admin's System Logs and the
 * error-rate alert read these) without changing what callers see.
 * Cancelled requests are the user's choice, not a failure, and are not reported.
 */
export function withFailureLog(writer: Writer, report: (failure: WriterFailureRecord) => Promise<void> | void): Writer {
  const note = async (operation: keyof Writer, userId: string | null, error: unknown) => {
    if (isWriterError(error) && error.reason === 'aborted') return;
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
    await Promise.resolve(
      report({
        operation,
        userId,
        reason: isWriterError(error) ? error.reason : 'unexpected',
        message: cause ?? (error instanceof Error ? error.message : String(error)),
      }),
    ).catch(() => undefined);
  };
  const guard = async <T>(operation: keyof Writer, userId: string | null, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      await note(operation, userId, error);
      throw error;
    }
  };
  return {
    describe: () => writer.describe(),
    enhancePrompt: (input, ctx) => guard('enhancePrompt', ctx.userId, () => writer.enhancePrompt(input, ctx)),
    analyzeConsistency: (input, ctx) =>
      guard('analyzeConsistency', ctx.userId, () => writer.analyzeConsistency(input, ctx)),
    generateStyleQuestions: (input, ctx) =>
      guard('generateStyleQuestions', ctx.userId, () => writer.generateStyleQuestions(input, ctx)),
    generateVoicePrompt: (input, ctx) =>
      guard('generateVoicePrompt', ctx.userId, () => writer.generateVoicePrompt(input, ctx)),
    async improvePost(input, ctx) {
      try {
        return await writer.improvePost(input, ctx);
      } catch (error) {
        // A tool that would change nothing is the user's answer, not the writer failing.
        if (!(error instanceof ImproveRefusal)) await note('improvePost', ctx.userId, error);
        throw error;
      }
    },
    async *generatePosts(input, ctx) {
      try {
        yield* writer.generatePosts(input, ctx);
      } catch (error) {
        await note('generatePosts', ctx.userId, error);
        throw error;
      }
    },
  };
}
