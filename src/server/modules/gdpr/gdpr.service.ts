import { asc, eq } from 'drizzle-orm';
import type { DeleteAccountInput } from '@shared/schemas/auth';
import type { Database, Executor } from '../../db/client';
import {
  aiUsage,
  brandVoices,
  brandVoiceSamples,
  creditPurchases,
  creditRuns,
  creditTransactions,
  images,
  invoices,
  posts,
  sessions,
  subscriptions,
  users,
  type UserRow,
} from '../../db/schema';
import { brandKits } from '../../db/schema/brand-kits';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { toPublicUser, type VerifyCurrentPassword } from '../accounts';
import type { MediaService } from '../media/media.service';
import type { SystemLogsService } from '../system-logs/system-logs.service';

// GDPR rights (DECISIONS.md, Accounts): access (the JSON export of everything
// stored about the user, secrets excluded) and erasure (account deletion that
// keeps financial records with the personal link removed).

export const EXPORT_FORMAT = 'postwright-export-v1';

type Deps = {
  db: Database;
  clock: Clock;
  systemLogs: SystemLogsService;
  /** The rate-limited current-password check (accounts/password-recheck). */
  verifyCurrentPassword: VerifyCurrentPassword;
  /** Ends the user's paid subscriptions at the payment provider before the account goes (billing). */
  endSubscriptionsOf?: (userId: string) => Promise<void>;
  /** The user's media files (issue #27): exported with their content, removed with the account. */
  media?: Pick<MediaService, 'filesOf' | 'readFile' | 'removeFiles'>;
};

export function createGdprService({ db, clock, systemLogs, verifyCurrentPassword, endSubscriptionsOf, media }: Deps) {
  /** Every stored picture and carousel with its bytes (base64), so the export holds the files, not only their rows. */
  async function mediaFilesOf(userId: string) {
    const rows = (await media?.filesOf(userId)) ?? [];
    const files = [];
    for (const row of rows) {
      const bytes = await media!.readFile(row);
      files.push({
        id: row.id,
        kind: row.kind,
        mimeType: row.mimeType,
        fileName: row.storageKey?.split('/').pop() ?? null,
        contentBase64: bytes?.toString('base64') ?? null,
      });
    }
    return files;
  }

  return {
    async exportData(user: UserRow) {
      const byUser = <T extends { userId: unknown }>(table: T) => eq(table.userId as never, user.id);
      const [voices, postRows, imageRows, ledger, purchases, subs, paidInvoices, sessionRows, usage, runs, samples] =
        await Promise.all([
          db.select().from(brandVoices).where(byUser(brandVoices)).orderBy(asc(brandVoices.createdAt)),
          db.select().from(posts).where(byUser(posts)).orderBy(asc(posts.createdAt)),
          db.select().from(images).where(byUser(images)).orderBy(asc(images.createdAt)),
          db
            .select()
            .from(creditTransactions)
            .where(byUser(creditTransactions))
            .orderBy(asc(creditTransactions.createdAt)),
          db.select().from(creditPurchases).where(byUser(creditPurchases)).orderBy(asc(creditPurchases.createdAt)),
          db.select().from(subscriptions).where(byUser(subscriptions)),
          db.select().from(invoices).where(byUser(invoices)),
          db
            .select({
              createdAt: sessions.createdAt,
              lastSeenAt: sessions.lastSeenAt,
              expiresAt: sessions.expire,
              details: sessions.sess,
            })
            .from(sessions)
            .where(byUser(sessions)),
          db
            .select({
              feature: aiUsage.feature,
              provider: aiUsage.provider,
              model: aiUsage.model,
              inputTokens: aiUsage.inputTokens,
              outputTokens: aiUsage.outputTokens,
              createdAt: aiUsage.createdAt,
            })
            .from(aiUsage)
            .where(byUser(aiUsage)),
          // Paid AI requests of the last 24 hours and what they answered (kept for Idempotency-Key replays, decision 058).
          db
            .select({
              feature: creditRuns.feature,
              cost: creditRuns.cost,
              status: creditRuns.status,
              result: creditRuns.result,
              startedAt: creditRuns.startedAt,
              finishedAt: creditRuns.finishedAt,
            })
            .from(creditRuns)
            .where(byUser(creditRuns))
            .orderBy(asc(creditRuns.startedAt)),
          // The author's own posts kept as writing samples (issue 22).
          db
            .select({
              id: brandVoiceSamples.id,
              voiceId: brandVoiceSamples.voiceId,
              text: brandVoiceSamples.text,
              language: brandVoiceSamples.language,
              source: brandVoiceSamples.source,
              createdAt: brandVoiceSamples.createdAt,
            })
            .from(brandVoiceSamples)
            .where(byUser(brandVoiceSamples))
            .orderBy(asc(brandVoiceSamples.createdAt)),
        ]);
      return {
        format: EXPORT_FORMAT,
        exportedAt: clock.now().toISOString(),
        account: {
          ...toPublicUser(user, clock.now()),
          updatedAt: user.updatedAt.toISOString(),
          lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
          lastCreditReset: user.lastCreditReset.toISOString(),
          timeZone: user.timeZone,
          autoTopUp: user.autoTopUp,
          autoTopUpLimit: user.autoTopUpLimit,
          schedulingEnabled: user.schedulingEnabled,
          // The LinkedIn connection as we hold it; the token and the client secret are secrets, not data about the person.
          linkedin: {
            memberName: user.linkedinMemberName,
            memberUrn: user.linkedinUserUrn,
            scopes: user.linkedinScopes ?? [],
            connectedAt: user.linkedinConnectedAt?.toISOString() ?? null,
            tokenExpiresAt: user.linkedinTokenExpiry?.toISOString() ?? null,
            clientId: user.linkedinClientId,
            redirectUri: user.linkedinRedirectUri,
            directPostingEnabled: user.directPostingEnabled,
          },
        },
        brandVoices: voices,
        writingSamples: samples,
        posts: postRows,
        images: imageRows,
        mediaFiles: await mediaFilesOf(user.id),
        brandKit: (await db.select().from(brandKits).where(eq(brandKits.userId, user.id)))[0] ?? null,
        creditTransactions: ledger.map(({ idempotencyKey: _key, ...row }) => row),
        creditPurchases: purchases,
        subscriptions: subs,
        invoices: paidInvoices,
        sessions: sessionRows,
        aiUsage: usage,
        aiRequests: runs,
      };
    },

    /**
     * Deletes the account at once: posts, voices, images, sessions and tokens go
     * with the user row (ON DELETE CASCADE); purchases, invoices, subscriptions
     * and the credit ledger stay for the accounts, their user link set to null.
     */
    async deleteAccount(user: UserRow, input: DeleteAccountInput): Promise<void> {
      if (user.password) {
        await verifyCurrentPassword(user, input.password, 'password', 'Password');
      } else if (input.confirmation !== 'DELETE') {
        throw new AppError('BAD_REQUEST', 'Type DELETE to confirm', { confirmation: 'Type DELETE to confirm' });
      }
      await this.removeAccount(user.id);
      await systemLogs.record({
        level: 'info',
        source: 'system',
        message: 'An account was deleted at its owner’s request',
      });
    },

    /** The deletion itself, shared by the owner's request and an administrator's (financial rows kept, user link null). */
    async removeAccount(userId: string, guard?: (tx: Executor) => Promise<void>): Promise<boolean> {
      await endSubscriptionsOf?.(userId);
      // The rows go with the user (cascade); their files are listed first and removed once the deletion committed.
      const files = (await media?.filesOf(userId)) ?? [];
      // `guard` runs in the deleting transaction (the admin's "never the last administrator" check).
      const deleted = await db.transaction(async (tx) => {
        await guard?.(tx);
        return tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
      });
      if (deleted.length > 0 && files.length > 0) {
        const failed = await media!.removeFiles(files.flatMap((file) => (file.storageKey ? [file.storageKey] : [])));
        if (failed > 0)
          await systemLogs.record({
            level: 'error',
            source: 'system',
            message: `${failed} media files of a deleted account could not be removed`,
          });
      }
      return deleted.length > 0;
    },
  };
}
export type GdprService = ReturnType<typeof createGdprService>;
