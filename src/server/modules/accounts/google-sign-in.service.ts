import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import type { GoogleIdentity } from '../../integrations/google-oauth';
import type { AccountsService, RequestMeta, SignedIn } from './accounts.service';

/**
 * Accounts are linked by Google's subject id. An existing e-mail/password
 * account is linked only when Google vouches for the e-mail; otherwise anyone
 * who registered that address at Google could take the account over.
 */
export function createGoogleSignInService({ db, accounts }: { db: Database; accounts: AccountsService }) {
  return {
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
