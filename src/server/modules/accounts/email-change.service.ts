import { and, eq, gt, isNull } from 'drizzle-orm';
import { APP_NAME, GOOGLE_REAUTH_MAX_AGE_MS } from '@shared/constants';
import { EMAIL_TAKEN_MESSAGE, GOOGLE_REAUTH_REQUIRED_MESSAGE } from '@shared/schemas/auth';
import { emailChanges, passwordResetTokens, users, type UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { MailedLinkDeps } from './email-tokens';
import { isUniqueViolation } from '../../lib/db-errors';
import { randomToken, sha256 } from '../../lib/tokens';
import type { VerifyCurrentPassword } from './password-recheck';

export const EMAIL_CONFIRM_TTL_MS = 24 * 60 * 60 * 1000;
export const EMAIL_UNDO_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const INVALID_LINK_MESSAGE = 'This link is invalid or has expired.';

type Deps = MailedLinkDeps & {
  verifyCurrentPassword: VerifyCurrentPassword;
};

/**
 * Changing the sign-in e-mail (DECISIONS: Accounts): asks for the current
 * password (a fresh Google sign-in for Google-only accounts), takes effect only when the link sent to the new address is
 * opened, then tells the old address with a link that undoes the change for
 * 7 days (restoring the address, ending every session and every reset link).
 * A stolen session alone can no longer move an account to another address.
 */
export function createEmailChangeService({ db, clock, mailer, appUrl, sessions, verifyCurrentPassword }: Deps) {
  async function requireFreshGoogleReauth(user: UserRow, sessionId: string | null): Promise<void> {
    if (!user.googleId)
      throw new AppError(
        'BAD_REQUEST',
        'Your account has no password yet: set one (Forgot your password?) to change your e-mail.',
      );
    const at = sessionId ? await sessions.googleReauthAt(sessionId) : null;
    const age = at ? clock.now().getTime() - at.getTime() : Infinity;
    if (!(age >= 0 && age <= GOOGLE_REAUTH_MAX_AGE_MS))
      throw new AppError('FORBIDDEN', GOOGLE_REAUTH_REQUIRED_MESSAGE, { email: GOOGLE_REAUTH_REQUIRED_MESSAGE });
  }

  const link = (path: string, token: string) =>
    `${appUrl.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;

  return {
    /**
     * `sessionId` is the asking session: for a Google-only account (no
     * password to re-check) it must have confirmed with Google within
     * GOOGLE_REAUTH_MAX_AGE_MS, and that confirmation is spent here.
     */
    async request(
      user: UserRow,
      input: { newEmail: string; currentPassword?: string; sessionId: string | null },
    ): Promise<void> {
      const newEmail = input.newEmail.trim().toLowerCase();
      if (newEmail === user.email) return;
      const viaGoogle = !user.password;
      if (viaGoogle) await requireFreshGoogleReauth(user, input.sessionId);
      else await verifyCurrentPassword(user, input.currentPassword, 'currentPassword');
      const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, newEmail));
      if (taken) throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
      const token = randomToken();
      const now = clock.now();
      if (viaGoogle && input.sessionId) await sessions.clearGoogleReauth(input.sessionId);
      await db.insert(emailChanges).values({
        userId: user.id,
        oldEmail: user.email,
        newEmail,
        confirmToken: sha256(token),
        confirmExpiresAt: new Date(now.getTime() + EMAIL_CONFIRM_TTL_MS),
        createdAt: now,
      });
      await mailer.send({
        to: newEmail,
        subject: `Confirm your new ${APP_NAME} e-mail address`,
        text: [
          `Someone (hopefully you) asked to use this address for a ${APP_NAME} account.`,
          'Open this link within 24 hours to confirm; until then nothing changes:',
          '',
          link('/confirm-email', token),
          '',
          "If you didn't ask for this, ignore this e-mail.",
        ].join('\n'),
      });
    },

    /** Opens the confirmation link: the change takes effect and the old address is told, with an undo link. */
    async confirm(token: string): Promise<void> {
      const now = clock.now();
      const undo = randomToken();
      const change = await db
        .transaction(async (tx) => {
          const [row] = await tx
            .update(emailChanges)
            .set({
              confirmedAt: now,
              undoToken: sha256(undo),
              undoExpiresAt: new Date(now.getTime() + EMAIL_UNDO_TTL_MS),
            })
            .where(
              and(
                eq(emailChanges.confirmToken, sha256(token)),
                isNull(emailChanges.confirmedAt),
                gt(emailChanges.confirmExpiresAt, now),
              ),
            )
            .returning();
          if (!row) throw new AppError('BAD_REQUEST', INVALID_LINK_MESSAGE);
          const [updated] = await tx
            .update(users)
            // The link reached the new address: it is confirmed (decision 091).
            .set({ email: row.newEmail, emailVerifiedAt: now, updatedAt: now })
            .where(and(eq(users.id, row.userId), eq(users.email, row.oldEmail)))
            .returning({ id: users.id });
          if (!updated) throw new AppError('BAD_REQUEST', INVALID_LINK_MESSAGE);
          return row;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error, 'users_email_unique')) throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE);
          throw error;
        });
      await mailer.send({
        to: change.oldEmail,
        subject: `Your ${APP_NAME} e-mail address was changed`,
        text: [
          `The e-mail address of your ${APP_NAME} account was changed to ${change.newEmail}.`,
          '',
          "If this wasn't you, open this link within 7 days to undo the change and sign out everywhere:",
          '',
          link('/undo-email-change', undo),
        ].join('\n'),
      });
    },

    /** Undoes a confirmed change within 7 days: the old address comes back and every session and reset link ends. */
    async undo(token: string): Promise<void> {
      const now = clock.now();
      await db
        .transaction(async (tx) => {
          const [row] = await tx
            .update(emailChanges)
            .set({ undoneAt: now })
            .where(
              and(
                eq(emailChanges.undoToken, sha256(token)),
                isNull(emailChanges.undoneAt),
                gt(emailChanges.undoExpiresAt, now),
              ),
            )
            .returning();
          if (!row) throw new AppError('BAD_REQUEST', INVALID_LINK_MESSAGE);
          // The undo link was sent to the old address, so it is confirmed too.
          await tx
            .update(users)
            .set({ email: row.oldEmail, emailVerifiedAt: now, updatedAt: now })
            .where(eq(users.id, row.userId));
          await tx.update(passwordResetTokens).set({ used: true }).where(eq(passwordResetTokens.userId, row.userId));
          await sessions.destroyAllForUser(row.userId, undefined, tx);
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error, 'users_email_unique')) throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE);
          throw error;
        });
    },
  };
}
export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
