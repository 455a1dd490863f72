import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Role, Tier } from '@shared/constants';
import type { AdjustCreditsInput, AdminUser, AdminUsersQuery, AdminUsersResponse } from '@shared/schemas/admin';
import type { Database, Executor } from '../../db/client';
import { images, posts, users, type UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import { isUuid } from '../../lib/ids';
import type { AccountsService } from '../accounts';
import type { CreditsService } from '../credits/credits.service';
import type { GdprService } from '../gdpr/gdpr.service';
import type { SessionsService } from '../sessions/sessions.service';
import type { SystemLogsService } from '../system-logs/system-logs.service';

// User Management (money-and-admin §2, DECISIONS.md Admin and Accounts).
// Every change is written to system_logs with who did what to whom, before
// and after. An administrator never suspends, demotes or deletes themselves,
// and the last active administrator can never be removed: the check locks
// every administrator row, so two administrators removing each other at the
// same moment cannot leave none.

type Deps = {
  db: Database;
  accounts: AccountsService;
  sessions: SessionsService;
  credits: CreditsService;
  gdpr: GdprService;
  systemLogs: SystemLogsService;
};
type Actor = Pick<UserRow, 'id' | 'email'>;

export function createAdminUsersService({ db, accounts, sessions, credits, gdpr, systemLogs }: Deps) {
  async function target(id: string): Promise<UserRow> {
    const [row] = isUuid(id) ? await db.select().from(users).where(eq(users.id, id)) : [];
    if (!row) throw new AppError('NOT_FOUND', 'User not found');
    return row;
  }

  function refuseSelf(actor: Actor, user: UserRow, what: string) {
    if (actor.id === user.id) throw new AppError('BAD_REQUEST', `You cannot ${what} your own account`);
  }

  /** Refuses when `user` is the last active administrator; holds every administrator row until the transaction ends. */
  async function keepAnAdmin(tx: Executor, user: UserRow): Promise<void> {
    if (user.role !== 'admin') return;
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.suspendedAt)))
      .for('update');
    if (!admins.some((a) => a.id !== user.id))
      throw new AppError('CONFLICT', 'The last administrator cannot be removed');
  }

  /** Runs `change` only if another active administrator remains, in one transaction. */
  function withAdminsKept<T>(user: UserRow, change: (tx: Executor) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await keepAnAdmin(tx, user);
      return change(tx);
    });
  }

  const log = (actor: Actor, user: Pick<UserRow, 'id' | 'email'>, message: string, metadata: Record<string, unknown>) =>
    systemLogs.record({
      level: 'info',
      source: 'system',
      message,
      userId: user.id,
      metadata: {
        adminId: actor.id,
        adminEmail: actor.email,
        targetUserId: user.id,
        targetEmail: user.email,
        ...metadata,
      },
    });

  async function rowsFor(where: SQL | undefined, limit: number, offset: number): Promise<AdminUser[]> {
    const page = await db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .limit(limit)
      .offset(offset);
    if (page.length === 0) return [];
    const ids = page.map((u) => u.id);
    // Counts for the listed users only (served by the (user_id, created_at) indexes), never over every user.
    const [postCounts, imageCounts] = await Promise.all([
      db
        .select({ userId: posts.userId, n: count() })
        .from(posts)
        .where(inArray(posts.userId, ids))
        .groupBy(posts.userId),
      db
        .select({ userId: images.userId, n: count() })
        .from(images)
        .where(and(inArray(images.userId, ids), ne(images.kind, 'profile')))
        .groupBy(images.userId),
    ]);
    const postsBy = new Map(postCounts.map((r) => [r.userId, r.n]));
    const imagesBy = new Map(imageCounts.map((r) => [r.userId, r.n]));
    return page.map((u) => toAdminUser(u, postsBy.get(u.id) ?? 0, imagesBy.get(u.id) ?? 0));
  }

  return {
    async list(query: AdminUsersQuery): Promise<AdminUsersResponse> {
      const conditions: SQL[] = [];
      if (query.search) {
        const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(or(ilike(users.fullName, pattern), ilike(users.email, pattern))!);
      }
      if (query.tier && query.tier !== 'all') conditions.push(eq(users.subscriptionTier, query.tier));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [list, [total]] = await Promise.all([
        rowsFor(where, query.limit, (query.page - 1) * query.limit),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { users: list, total: total?.n ?? 0, page: query.page, limit: query.limit };
    },

    async get(id: string): Promise<AdminUser> {
      const user = await target(id);
      const [row] = await rowsFor(eq(users.id, user.id), 1, 0);
      return row!;
    },

    /** Through the credit ledger (type admin_adjustment); a subtraction never takes the balance below zero. */
    async adjustCredits(
      actor: Actor,
      id: string,
      input: AdjustCreditsInput,
      idempotencyKey?: string,
    ): Promise<AdminUser> {
      const user = await target(id);
      const amount = input.action === 'add' ? input.amount : -input.amount;
      try {
        const result = await credits.grant({
          userId: user.id,
          type: 'admin_adjustment',
          amount,
          idempotencyKey: `admin:${actor.id}:${idempotencyKey ?? randomUUID()}`,
          description: `${input.action === 'add' ? 'Added' : 'Removed'} by an administrator`,
          metadata: { adminId: actor.id },
        });
        if (!result.replayed) {
          await log(
            actor,
            user,
            `Administrator ${input.action === 'add' ? 'added' : 'subtracted'} ${input.amount} credits`,
            {
              action: 'credits',
              before: { credits: result.creditsAfter - amount },
              after: { credits: result.creditsAfter },
            },
          );
        }
      } catch (error) {
        if (error instanceof AppError && error.code === 'INSUFFICIENT_CREDITS') {
          throw new AppError(
            'BAD_REQUEST',
            `Cannot subtract ${input.amount} credits: the user has only ${(await target(id)).credits}`,
            { amount: 'More than the balance' },
          );
        }
        throw error;
      }
      return this.get(user.id);
    },

    async changeTier(actor: Actor, id: string, tier: Tier): Promise<AdminUser> {
      const user = await target(id);
      if (user.subscriptionTier !== tier) {
        await accounts.applyAdminChange(user.id, { kind: 'tier', tier });
        await log(actor, user, `Administrator changed the tier to ${tier}`, {
          action: 'tier',
          before: { tier: user.subscriptionTier },
          after: { tier },
        });
      }
      return this.get(user.id);
    },

    async changeRole(actor: Actor, id: string, role: Role): Promise<AdminUser> {
      const user = await target(id);
      if (role === 'user') refuseSelf(actor, user, 'demote');
      // Like ADMIN_EMAILS (decision 091): whoever registered an address they do not own never becomes an administrator.
      if (role === 'admin' && !user.emailVerifiedAt)
        throw new AppError(
          'BAD_REQUEST',
          'This person has not confirmed their e-mail address yet. Only a confirmed address can be made an administrator.',
        );
      if (user.role !== role) {
        await withAdminsKept(role === 'user' ? user : { ...user, role: 'user' }, (tx) =>
          accounts.applyAdminChange(user.id, { kind: 'role', role }, tx),
        );
        await log(actor, user, `Administrator changed the role to ${role}`, {
          action: 'role',
          before: { role: user.role },
          after: { role },
        });
      }
      return this.get(user.id);
    },

    /** Suspends: every session ends at once, and sign-in is refused with a clear message until unsuspended. */
    async suspend(actor: Actor, id: string): Promise<AdminUser> {
      const user = await target(id);
      refuseSelf(actor, user, 'suspend');
      if (!user.suspendedAt) {
        await withAdminsKept(user, async (tx) => {
          await accounts.applyAdminChange(user.id, { kind: 'suspension', suspended: true }, tx);
          await sessions.destroyAllForUser(user.id, undefined, tx);
        });
        await log(actor, user, 'Administrator suspended an account', {
          action: 'suspend',
          before: { suspended: false },
          after: { suspended: true },
        });
      }
      return this.get(user.id);
    },

    async unsuspend(actor: Actor, id: string): Promise<AdminUser> {
      const user = await target(id);
      if (user.suspendedAt) {
        await accounts.applyAdminChange(user.id, { kind: 'suspension', suspended: false });
        await log(actor, user, 'Administrator lifted a suspension', {
          action: 'unsuspend',
          before: { suspended: true },
          after: { suspended: false },
        });
      }
      return this.get(user.id);
    },

    /** The same deletion as the owner's own: content goes, financial rows stay with the user link set to null. */
    async remove(actor: Actor, id: string): Promise<void> {
      const user = await target(id);
      refuseSelf(actor, user, 'delete');
      await gdpr.removeAccount(user.id, (tx) => keepAnAdmin(tx, user));
      // The row is gone: the log keeps who it was for the audit trail, without a user link.
      await systemLogs.record({
        level: 'info',
        source: 'system',
        message: 'Administrator deleted an account',
        metadata: {
          adminId: actor.id,
          adminEmail: actor.email,
          targetUserId: user.id,
          targetEmail: user.email,
          action: 'delete',
          before: { exists: true, tier: user.subscriptionTier, credits: user.credits },
          after: { exists: false },
        },
      });
    },
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;

function toAdminUser(row: UserRow, totalPosts: number, totalImages: number): AdminUser {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    role: row.role,
    subscriptionTier: row.subscriptionTier,
    creditBalance: row.credits,
    credits: row.credits,
    totalPosts,
    totalImages,
    lastLoginAt: toIso(row.lastLoginAt),
    createdAt: toIso(row.createdAt)!,
    suspendedAt: toIso(row.suspendedAt),
  };
}

function toIso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}
