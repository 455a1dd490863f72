import { and, eq, gt } from 'drizzle-orm';
import { RESET_TOKEN_TTL_MS } from '@shared/constants';
import { INVALID_RESET_TOKEN_MESSAGE, type ResetPasswordInput } from '@shared/schemas/auth';
import { passwordResetTokens, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { MailedLinkDeps } from './email-tokens';
import type { AttemptCounter } from '../../lib/attempt-counter';
import { randomToken, sha256 } from '../../lib/tokens';
import type { SystemLogsService } from '../system-logs/system-logs.service';
import { hashPassword } from './password';
import { renderPasswordResetEmail } from './password-reset-email';

/** At most this many reset e-mails per address per hour: the form cannot be used to flood an inbox. */
export const RESET_EMAILS_PER_HOUR = 3;

type Deps = MailedLinkDeps & {
  systemLogs: SystemLogsService;
  resetRequests: AttemptCounter;
};

export function createPasswordResetService({ db, clock, mailer, appUrl, sessions, systemLogs, resetRequests }: Deps) {
  // E-mails still on their way; shutdown waits for them (see drain).
  const pending = new Set<Promise<void>>();

  async function sendResetLink(email: string): Promise<void> {
    const [user] = await db
      .select({ id: users.id, fullName: users.fullName, email: users.email })
      .from(users)
      .where(eq(users.email, email));
    if (!user) return;
    if ((await resetRequests.hit(`reset:${user.id}`)).count > RESET_EMAILS_PER_HOUR) return;

    const token = randomToken();
    const now = clock.now();
    await db.transaction(async (tx) => {
      // A newer request invalidates every older link.
      await tx
        .update(passwordResetTokens)
        .set({ used: true })
        .where(and(eq(passwordResetTokens.userId, user.id), eq(passwordResetTokens.used, false)));
      await tx.insert(passwordResetTokens).values({
        userId: user.id,
        token: sha256(token),
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
        createdAt: now,
      });
    });
    const link = `${appUrl.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
    try {
      await mailer.send({ to: user.email, ...renderPasswordResetEmail({ name: user.fullName, link }) });
    } catch (error) {
      await systemLogs.record({
        level: 'error',
        source: 'system',
        message: 'Password reset e-mail could not be sent',
        userId: user.id,
        metadata: { error: describeError(error) },
      });
    }
  }

  return {
    /** Resolves once every reset e-mail already requested has been handed over (or failed and was logged). */
    async drain(): Promise<void> {
      await Promise.all([...pending]);
    },

    /**
     * Answers at once, before any work that depends on the address: looking
     * up the account, counting, storing the token and mailing all run in the
     * background, so the answer time cannot tell whether an account exists.
     */
    async request(email: string): Promise<void> {
      const work = sendResetLink(email).catch((error: unknown) =>
        systemLogs
          .record({
            level: 'error',
            source: 'system',
            message: 'Password reset request failed',
            metadata: { error: describeError(error) },
          })
          .catch(() => undefined),
      );
      pending.add(work);
      void work.finally(() => pending.delete(work));
    },

    /** Sets the new password, spends the token and ends every session of the user. */
    async reset(input: ResetPasswordInput): Promise<void> {
      const now = clock.now();
      const hashed = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        // Marking the token used in the same statement that finds it: two
        // concurrent resets with one token cannot both succeed.
        const [spent] = await tx
          .update(passwordResetTokens)
          .set({ used: true })
          .where(
            and(
              eq(passwordResetTokens.token, sha256(input.token)),
              eq(passwordResetTokens.used, false),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!spent) throw new AppError('BAD_REQUEST', INVALID_RESET_TOKEN_MESSAGE);
        await tx.update(users).set({ password: hashed, updatedAt: now }).where(eq(users.id, spent.userId));
        await sessions.destroyAllForUser(spent.userId, undefined, tx);
      });
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

/** An error's message without anything a driver may attach (parameters, addresses). */
function describeError(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0]!.slice(0, 200) : 'unknown error';
}
