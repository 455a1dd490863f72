import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { AccountsService, RequestMeta, SignedIn } from './accounts.service';

/** What Google's and Apple's ID tokens both tell: who, which address, and whether the provider verified it. */
export type ProviderIdentity = { subject: string; email?: string; emailVerified: boolean; name?: string };

export type SignInProvider<I extends ProviderIdentity> = {
  /** "Google", "Apple": used in the messages the user reads. */
  name: string;
  /** The users column that links an account to the provider's subject id. */
  column: 'googleId' | 'appleId';
  /** The message when the account is already linked to another identity of this provider. */
  linkedElsewhere: string;
  /** The new account's name when the provider sent none. */
  fallbackName(identity: I & { email: string }): string;
};

/**
 * Sign-in with an identity provider, one rule for all (decision 091): an account is found by the provider's subject
 * id; an existing account is linked by its e-mail only when the provider says the address is verified (else whoever
 * registered that address at the provider could take the account over), and a new account is created only for a
 * verified address. The provider's word confirms the account's own address only when it names that very address.
 */
export function createProviderSignIn<I extends ProviderIdentity>(
  { db, accounts, clock }: { db: Database; accounts: AccountsService; clock: Clock },
  provider: SignInProvider<I>,
) {
  const notVerified = `${provider.name} has not verified this e-mail address`;
  const idColumn = users[provider.column];

  async function confirmedByProvider(user: UserRow, identity: ProviderIdentity): Promise<UserRow> {
    if (user.emailVerifiedAt || !identity.emailVerified || identity.email !== user.email) return user;
    const [updated] = await db
      .update(users)
      .set({ emailVerifiedAt: clock.now() })
      .where(eq(users.id, user.id))
      .returning();
    return updated ?? user;
  }

  return async function signIn(identity: I, meta: RequestMeta): Promise<SignedIn> {
    const [bySubject] = await db.select().from(users).where(eq(idColumn, identity.subject));
    if (bySubject) return accounts.signIn(await confirmedByProvider(bySubject, identity), meta);

    const email = identity.email;
    if (!email) throw new AppError('FORBIDDEN', `${provider.name} did not share an e-mail address`);
    const [byEmail] = await db.select().from(users).where(eq(users.email, email));
    if (byEmail) {
      if (!identity.emailVerified) throw new AppError('FORBIDDEN', notVerified);
      const linkedTo = byEmail[provider.column];
      if (linkedTo && linkedTo !== identity.subject) throw new AppError('CONFLICT', provider.linkedElsewhere);
      const [linked] = await db
        .update(users)
        .set({ [provider.column]: identity.subject, emailVerifiedAt: byEmail.emailVerifiedAt ?? clock.now() })
        .where(eq(users.id, byEmail.id))
        .returning();
      return accounts.signIn(linked!, meta);
    }

    if (!identity.emailVerified) throw new AppError('FORBIDDEN', notVerified);
    const user = await accounts.createUser({
      email,
      fullName: identity.name?.trim() || provider.fallbackName({ ...identity, email }),
      password: null,
      [provider.column]: identity.subject,
      emailVerifiedAt: clock.now(),
    });
    return accounts.signIn(user, meta);
  };
}
