import { eq } from 'drizzle-orm';
import { STARTING_CREDITS } from '@shared/constants';
import {
  EMAIL_TAKEN_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  SIGN_IN_LINK_SENT_MESSAGE,
  SUSPENDED_MESSAGE,
  type ChangePasswordInput,
  type LoginInput,
  type RegisterInput,
  type UpdateProfileInput,
} from '@shared/schemas/auth';
import type { Database, Executor } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { AttemptCounter } from '../../lib/attempt-counter';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import type { CreditsService } from '../credits/credits.service';
import type { SessionsService } from '../sessions/sessions.service';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import { tooManyAttempts, type VerifyCurrentPassword } from './password-recheck';

/**
 * Sign-in limits per 15-minute window, counted before any password is
 * verified: per account (whichever addresses the guesses come from), per
 * (IP, account) pair, and a much higher per-IP ceiling against spraying many
 * accounts. One account's failures never refuse another account's correct
 * password from the same address.
 */
export const LOGIN_LIMITS = { account: 10, pair: 5, ip: 100 } as const;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
const TOO_MANY_FAILURES_MESSAGE = 'Too many failed sign-in attempts.';

export type RequestMeta = { ip: string; userAgent?: string };
export type SignedIn = { user: UserRow; session: { token: string; expiresAt: Date } };

type Deps = {
  db: Database;
  clock: Clock;
  sessions: SessionsService;
  credits: CreditsService;
  adminEmails: string[];
  loginFailures: AttemptCounter;
  verifyCurrentPassword: VerifyCurrentPassword;
  /** Mails a single-use sign-in link in the background (a locked account's owner, decision 092). */
  sendSignInLink: (user: UserRow) => void;
};

export function createAccountsService({
  db,
  clock,
  sessions,
  credits,
  adminEmails,
  loginFailures,
  verifyCurrentPassword,
  sendSignInLink,
}: Deps) {
  // ADMIN_EMAILS grants the role only to a confirmed address (decision 091): whoever registers it first proves nothing.
  const roleFor = (email: string, verified: boolean, current: UserRow['role'] = 'user') =>
    verified && adminEmails.includes(email.toLowerCase()) ? 'admin' : current;

  /** Sign-in bookkeeping shared by password and Google sign-in: admin role, last login, a fresh session. */
  async function signIn(user: UserRow, meta: RequestMeta): Promise<SignedIn> {
    if (user.suspendedAt) throw new AppError('ACCOUNT_SUSPENDED', SUSPENDED_MESSAGE);
    const [updated] = await db
      .update(users)
      .set({ lastLoginAt: clock.now(), role: roleFor(user.email, user.emailVerifiedAt !== null, user.role) })
      .where(eq(users.id, user.id))
      .returning();
    const session = await sessions.create(user.id, { userAgent: meta.userAgent });
    return { user: updated!, session };
  }

  return {
    signIn,

    /** Creates the account with its 15 starting credits (and their ledger row) in one transaction. */
    async createUser(values: {
      email: string;
      fullName: string;
      password?: string | null;
      professionalTitle?: string;
      linkedinProfile?: string;
      googleId?: string;
      appleId?: string;
      /** Set when a provider vouches for the address; a registration waits for the link. */
      emailVerifiedAt?: Date | null;
    }): Promise<UserRow> {
      try {
        return await db.transaction(async (tx) => {
          const now = clock.now();
          const [user] = await tx
            .insert(users)
            .values({
              ...values,
              credits: 0,
              role: roleFor(values.email, Boolean(values.emailVerifiedAt)),
              createdAt: now,
              updatedAt: now,
              lastCreditReset: now,
            })
            .returning();
          const grant = await credits.grant(
            {
              userId: user!.id,
              type: 'signup_bonus',
              amount: STARTING_CREDITS,
              idempotencyKey: `signup:${user!.id}`,
              description: 'Welcome credits',
            },
            tx,
          );
          return { ...user!, credits: grant.creditsAfter };
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_unique')) throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE);
        throw error;
      }
    },

    async register(input: RegisterInput & { email: string }, meta: RequestMeta): Promise<SignedIn> {
      const user = await this.createUser({
        email: input.email,
        fullName: input.fullName,
        password: await hashPassword(input.password),
        professionalTitle: input.professionalTitle,
        linkedinProfile: input.linkedinProfile,
      });
      return signIn(user, meta);
    },

    /**
     * Unknown e-mail and wrong password get the same answer in the same time.
     * Each attempt is counted first (one atomic step per key), then decided,
     * throttle by throttle: the (address, account) pair, then the address's
     * ceiling, then the account. An attempt a throttle refuses is not charged
     * to the account, so nobody locks an account from one address (decision 092).
     */
    async login(input: LoginInput, meta: RequestMeta): Promise<SignedIn> {
      const email = input.email.toLowerCase();
      const pairKey = `pair:${meta.ip}|${email}`;
      const accountKey = `account:${email}`;
      const ipKey = `ip:${meta.ip}`;
      const pair = await loginFailures.hit(pairKey);
      if (pair.count > LOGIN_LIMITS.pair) throw tooManyAttempts(TOO_MANY_FAILURES_MESSAGE, pair.retryAfterMs);
      // The address's ceiling counts only attempts that reach a password check,
      // so a locked account's retries never use up another account's room.
      const ipHit = await loginFailures.hit(ipKey);
      if (ipHit.count > LOGIN_LIMITS.ip) {
        await loginFailures.forgive(pairKey);
        throw tooManyAttempts(TOO_MANY_FAILURES_MESSAGE, ipHit.retryAfterMs);
      }
      const account = await loginFailures.hit(accountKey);
      const locked = account.count > LOGIN_LIMITS.account;
      // Locked, and this address failed on the account recently: refused unchecked, and not charged to the account.
      if (locked && pair.count > 1) {
        await Promise.all([loginFailures.forgive(accountKey), loginFailures.forgive(ipKey)]);
        throw tooManyAttempts(TOO_MANY_FAILURES_MESSAGE, account.retryAfterMs);
      }

      const [user] = await db.select().from(users).where(eq(users.email, email));
      const valid = user?.password
        ? await verifyPassword(user.password, input.password)
        : await verifyPassword(await dummyPasswordHash(), `${input.password}x`);
      if (locked) {
        // Right or wrong, the same answer and the same counting: only the owner's inbox learns which (decision 092).
        if (user && valid) sendSignInLink(user);
        throw new AppError('RATE_LIMITED', SIGN_IN_LINK_SENT_MESSAGE, undefined, {
          retryAfterMs: account.retryAfterMs,
        });
      }
      if (!user || !valid) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS_MESSAGE);
      // Success forgets the account's failures and does not count against the address.
      await Promise.all([loginFailures.reset(accountKey), loginFailures.reset(pairKey), loginFailures.forgive(ipKey)]);
      return signIn(user, meta);
    },

    /** The owner came back through the e-mailed sign-in link: the account's failures are forgotten. */
    async forgetFailures(email: string): Promise<void> {
      await loginFailures.reset(`account:${email.toLowerCase()}`);
    },

    /** Name, title and LinkedIn profile; the e-mail changes only through the confirmed flow (email-change.service). */
    async updateProfile(user: UserRow, input: Omit<UpdateProfileInput, 'email' | 'currentPassword'>): Promise<UserRow> {
      const changes: Partial<typeof users.$inferInsert> = { updatedAt: clock.now() };
      if (input.fullName !== undefined) changes.fullName = input.fullName;
      // An emptied optional field means "remove it".
      if ('linkedinProfile' in input) changes.linkedinProfile = input.linkedinProfile ?? null;
      if ('professionalTitle' in input) changes.professionalTitle = input.professionalTitle ?? null;
      try {
        const [updated] = await db.update(users).set(changes).where(eq(users.id, user.id)).returning();
        return updated!;
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_unique')) throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE);
        throw error;
      }
    },

    /** Changes the password and ends every other session of the user. */
    async changePassword(user: UserRow, input: ChangePasswordInput, currentSessionId: string | null): Promise<void> {
      await verifyCurrentPassword(user, input.currentPassword, 'currentPassword');
      const hashed = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ password: hashed, updatedAt: clock.now() }).where(eq(users.id, user.id));
        await sessions.destroyAllForUser(user.id, currentSessionId ?? undefined, tx);
      });
    },

    /** `npm run admin -- grant EMAIL`. */
    async setRole(email: string, role: UserRow['role']): Promise<UserRow | null> {
      const [updated] = await db
        .update(users)
        .set({ role, updatedAt: clock.now() })
        .where(eq(users.email, email.trim().toLowerCase()))
        .returning();
      return updated ?? null;
    },

    /**
     * The changes an administrator makes to an account (admin-users.service decides who may and logs them;
     * the row is written here). `executor`: the caller's transaction, when the change must hold with others.
     */
    async applyAdminChange(userId: string, change: AdminAccountChange, executor: Executor = db): Promise<void> {
      const now = clock.now();
      const values =
        change.kind === 'tier'
          ? { subscriptionTier: change.tier }
          : change.kind === 'role'
            ? { role: change.role }
            : { suspendedAt: change.suspended ? now : null };
      await executor
        .update(users)
        .set({ ...values, updatedAt: now })
        .where(eq(users.id, userId));
    },
  };
}

/** What an administrator may change on an account from the Users panel. */
export type AdminAccountChange =
  | { kind: 'tier'; tier: UserRow['subscriptionTier'] }
  | { kind: 'role'; role: UserRow['role'] }
  | { kind: 'suspension'; suspended: boolean };
export type AccountsService = ReturnType<typeof createAccountsService>;
