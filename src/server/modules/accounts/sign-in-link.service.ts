import { eq } from 'drizzle-orm';
import { APP_NAME } from '@shared/constants';
import { INVALID_SIGN_IN_LINK_MESSAGE, SIGN_IN_LINK_TTL_MS } from '@shared/schemas/auth';
import type { Database } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Mailer } from '../../integrations/mailer';
import type { AttemptCounter } from '../../lib/attempt-counter';
import type { Clock } from '../../lib/clock';
import type { SystemLogsService } from '../system-logs/system-logs.service';
import type { AccountsService, RequestMeta, SignedIn } from './accounts.service';
import type { EmailTokens } from './email-tokens';

// The way back into a locked account (decision 092): the right password from
// an address without recent failures mails a single-use link, valid 15
// minutes, to the account's own inbox. Mailing runs in the background, so
// the answer takes the same time whether a link was sent or not.

/** At most this many sign-in links per account per hour: a known password cannot flood the owner's inbox. */
export const SIGN_IN_LINKS_PER_HOUR = 3;

type Deps = {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  appUrl: string;
  tokens: EmailTokens;
  systemLogs: SystemLogsService;
  sends: AttemptCounter;
  accounts: () => AccountsService;
};

export function createSignInLinkService({ db, clock, mailer, appUrl, tokens, systemLogs, sends, accounts }: Deps) {
  const pending = new Set<Promise<void>>();

  async function mail(user: UserRow): Promise<void> {
    if ((await sends.hit(`sign-in-link:${user.id}`)).count > SIGN_IN_LINKS_PER_HOUR) return;
    const token = await tokens.issue(user, 'sign_in', SIGN_IN_LINK_TTL_MS);
    const link = `${appUrl.replace(/\/$/, '')}/sign-in-link?token=${encodeURIComponent(token)}`;
    await mailer.send({
      to: user.email,
      subject: `Your ${APP_NAME} sign-in link`,
      text: [
        `Your ${APP_NAME} account had too many failed sign-in attempts, so it asks for this link as well as your password.`,
        'Open it and press "Sign me in". It works once, for 15 minutes:',
        '',
        link,
        '',
        "If you didn't just try to sign in, someone else knows your password: change it in your profile once you are in.",
      ].join('\n'),
    });
  }

  return {
    /** Fire and forget; failures reach the admin log. */
    send(user: UserRow): void {
      const work = mail(user).catch((error: unknown) =>
        systemLogs
          .record({
            level: 'error',
            source: 'system',
            message: 'Sign-in link could not be sent',
            userId: user.id,
            metadata: { error: error instanceof Error ? error.message.slice(0, 200) : 'unknown' },
          })
          .catch(() => undefined),
      );
      pending.add(work);
      void work.finally(() => pending.delete(work));
    },

    /** Resolves once every link already requested was handed over (tests, shutdown). */
    async drain(): Promise<void> {
      await Promise.all([...pending]);
    },

    /** POST /api/auth/sign-in-link: spends the link and signs its owner in; the lock on the account is lifted. */
    async redeem(token: string, meta: RequestMeta): Promise<SignedIn> {
      const spent = await tokens.spend(token, 'sign_in');
      const [user] = spent ? await db.select().from(users).where(eq(users.id, spent.userId)) : [];
      if (!spent || !user || user.email !== spent.email)
        throw new AppError('BAD_REQUEST', INVALID_SIGN_IN_LINK_MESSAGE);
      await accounts().forgetFailures(user.email);
      // The link reached the inbox: the address is confirmed as well.
      const [confirmed] = user.emailVerifiedAt
        ? [user]
        : await db.update(users).set({ emailVerifiedAt: clock.now() }).where(eq(users.id, user.id)).returning();
      return accounts().signIn(confirmed ?? user, meta);
    },
  };
}
export type SignInLinkService = ReturnType<typeof createSignInLinkService>;
