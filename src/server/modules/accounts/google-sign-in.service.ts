import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { GoogleIdentity } from '../../integrations/google-oauth';
import type { Clock } from '../../lib/clock';
import type { SessionsService } from '../sessions/sessions.service';
import type { AccountsService, RequestMeta, SignedIn } from './accounts.service';

/**
 * Accounts are linked by Google's subject id. An existing e-mail/password
 * account is linked only when Google vouches for the e-mail; otherwise anyone
 * who registered that address at Google could take the account over.
 */
export function createGoogleSignInService({ db, accounts, sessions, clock }: { db: Database; accounts: AccountsService; sessions: SessionsService; clock: Clock }) {
  return {
    /**
     * "Confirm with Google" from a signed-in session: the same Google account
     * as the one linked stands in for the password a Google-only account does
     * not have, for a few minutes, on this session only (decision 060).
     */
    async confirmReauth(user: UserRow, sessionId: string, identity: GoogleIdentity): Promise<void> {
      if (!user.googleId || user.googleId !== identity.subject) throw new AppError('FORBIDDEN', 'That Google account is not the one linked to this account');
      await sessions.markGoogleReauth(sessionId, clock.now());
    },

    async signIn(identity: GoogleIdentity, meta: RequestMeta): Promise<SignedIn> {
      const [bySubject] = await db.select().from(users).where(eq(users.googleId, identity.subject));
      if (bySubject) return accounts.signIn(bySubject, meta);

      const [byEmail] = await db.select().from(users).where(eq(users.email, identity.email));
      if (byEmail) {
        if (!identity.emailVerified) throw new AppError('FORBIDDEN', 'Google has not verified this e-mail address');
        if (byEmail.googleId && byEmail.googleId !== identity.subject) throw new AppError('CONFLICT', 'This account is linked to another Google account');
        const [linked] = await db.update(users).set({ googleId: identity.subject }).where(eq(users.id, byEmail.id)).returning();
        return accounts.signIn(linked!, meta);
      }

      if (!identity.emailVerified) throw new AppError('FORBIDDEN', 'Google has not verified this e-mail address');
      const user = await accounts.createUser({
        email: identity.email,
        fullName: identity.name?.trim() || identity.email.split('@')[0]!,
        password: null,
        googleId: identity.subject,
      });
      return accounts.signIn(user, meta);
    },
  };
}
export type GoogleSignInService = ReturnType<typeof createGoogleSignInService>;
