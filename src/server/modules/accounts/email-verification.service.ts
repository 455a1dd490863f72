import { eq } from 'drizzle-orm';
import { APP_NAME } from '@shared/constants';
import {
  EMAIL_NOT_VERIFIED_MESSAGE,
  INVALID_VERIFICATION_LINK_MESSAGE,
  VERIFY_EMAIL_TTL_MS,
} from '@shared/schemas/auth';
import type { Database } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Mailer } from '../../integrations/mailer';
import type { AttemptCounter } from '../../lib/attempt-counter';
import type { Clock } from '../../lib/clock';
import type { SystemLogsService } from '../system-logs/system-logs.service';
import type { EmailTokens } from './email-tokens';

// Confirming the account's e-mail address (decision 091). Registration sends
// a link to /verify-email?token=…, valid 24 h; the page sends the token only
// when its button is pressed, so a mail scanner that follows links confirms
// nothing. Until then the account can write and generate, but not buy,
// publish, or receive the role ADMIN_EMAILS names.

/** At most this many confirmation e-mails per account per hour. */
export const VERIFICATION_EMAILS_PER_HOUR = 5;

type Deps = {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  appUrl: string;
  adminEmails: string[];
  tokens: EmailTokens;
  systemLogs: SystemLogsService;
  sends: AttemptCounter;
};

/** Throws 403 EMAIL_NOT_VERIFIED for an account whose address is not confirmed yet. */
export function requireVerifiedEmail(user: Pick<UserRow, 'emailVerifiedAt'>): void {
  if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED', EMAIL_NOT_VERIFIED_MESSAGE);
}

export function createEmailVerificationService({
  db,
  clock,
  mailer,
  appUrl,
  adminEmails,
  tokens,
  systemLogs,
  sends,
}: Deps) {
  return {
    /** Sends a confirmation link; a confirmed address or too many sends this hour send nothing. */
    async sendLink(user: Pick<UserRow, 'id' | 'email' | 'fullName' | 'emailVerifiedAt'>): Promise<void> {
      if (user.emailVerifiedAt) return;
      if ((await sends.hit(`verify:${user.id}`)).count > VERIFICATION_EMAILS_PER_HOUR) {
        throw new AppError(
          'RATE_LIMITED',
          'We already sent several links this hour. Check your inbox (and spam folder), or try again later.',
        );
      }
      const token = await tokens.issue(user, 'verify_email', VERIFY_EMAIL_TTL_MS);
      const link = `${appUrl.replace(/\/$/, '')}/verify-email?token=${encodeURIComponent(token)}`;
      const firstName = user.fullName.split(' ')[0] || user.fullName;
      try {
        await mailer.send({
          to: user.email,
          subject: `Confirm your ${APP_NAME} e-mail address`,
          text: [
            `Hi ${firstName},`,
            '',
            `Open this link and press "Confirm my address" to finish setting up your ${APP_NAME} account. It works for 24 hours:`,
            '',
            link,
            '',
            "If you didn't create an account, ignore this e-mail.",
          ].join('\n'),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0]!.slice(0, 200) : 'unknown error';
        await systemLogs.record({
          level: 'error',
          source: 'system',
          message: 'Confirmation e-mail could not be sent',
          userId: user.id,
          metadata: { error: reason },
        });
      }
    },

    /** The page's button: confirms the address the link was sent to, and grants the role ADMIN_EMAILS names. */
    async confirm(token: string): Promise<void> {
      const spent = await tokens.spend(token, 'verify_email');
      if (!spent) throw new AppError('BAD_REQUEST', INVALID_VERIFICATION_LINK_MESSAGE);
      const [user] = await db.select().from(users).where(eq(users.id, spent.userId));
      // A link sent before an e-mail change confirms nothing about the new address.
      if (!user || user.email !== spent.email) throw new AppError('BAD_REQUEST', INVALID_VERIFICATION_LINK_MESSAGE);
      if (user.emailVerifiedAt) return;
      const role = adminEmails.includes(user.email) ? 'admin' : user.role;
      await db
        .update(users)
        .set({ emailVerifiedAt: clock.now(), role, updatedAt: clock.now() })
        .where(eq(users.id, user.id));
    },
  };
}
export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
