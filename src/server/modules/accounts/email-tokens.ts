import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailTokens } from '../../db/schema';
import type { Mailer } from '../../integrations/mailer';
import type { Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/tokens';
import type { SessionsService } from '../sessions/sessions.service';

// Single-use links sent by e-mail: the address confirmation (24 h, decision
// 091) and the sign-in link of a locked account (15 min, decision 092). Only
// the SHA-256 of a token is stored; a newer link of the same purpose ends the
// older ones; spending one is a single UPDATE, so two presses cannot both win.

/** What a service that mails a link and may end sessions is built with (e-mail change, password reset). */
export type MailedLinkDeps = { db: Database; clock: Clock; mailer: Mailer; appUrl: string; sessions: SessionsService };

export type EmailTokenPurpose = 'verify_email' | 'sign_in';

export function createEmailTokens({ db, clock }: { db: Database; clock: Clock }) {
  return {
    /** A new link for the user's current address; answers the token to put in it. */
    async issue(user: { id: string; email: string }, purpose: EmailTokenPurpose, ttlMs: number): Promise<string> {
      const token = randomToken();
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx
          .update(emailTokens)
          .set({ usedAt: now })
          .where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
        await tx.insert(emailTokens).values({
          userId: user.id,
          purpose,
          email: user.email,
          token: sha256(token),
          expiresAt: new Date(now.getTime() + ttlMs),
          createdAt: now,
        });
      });
      return token;
    },

    /** Spends a live token of this purpose; undefined when unknown, used or expired. */
    async spend(token: string, purpose: EmailTokenPurpose): Promise<{ userId: string; email: string } | undefined> {
      const now = clock.now();
      const [spent] = await db
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailTokens.token, sha256(token)),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, now),
          ),
        )
        .returning({ userId: emailTokens.userId, email: emailTokens.email });
      return spent;
    },
  };
}
export type EmailTokens = ReturnType<typeof createEmailTokens>;
