import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { GoogleIdentity } from '../../integrations/google-oauth';
import type { Clock } from '../../lib/clock';
import type { SessionsService } from '../sessions/sessions.service';
import type { AccountsService } from './accounts.service';
import { createProviderSignIn } from './provider-sign-in';

/** Sign-in with Google (the rules in provider-sign-in.ts), and Google standing in for a password at re-authentication. */
export function createGoogleSignInService({
  db,
  accounts,
  sessions,
  clock,
}: {
  db: Database;
  accounts: AccountsService;
  sessions: SessionsService;
  clock: Clock;
}) {
  const signIn = createProviderSignIn<GoogleIdentity>(
    { db, accounts, clock },
    {
      name: 'Google',
      column: 'googleId',
      linkedElsewhere: 'This account is linked to another Google account',
      fallbackName: (identity) => identity.email.split('@')[0]!,
    },
  );

  return {
    /**
     * "Confirm with Google" from a signed-in session: the same Google account
     * as the one linked stands in for the password a Google-only account does
     * not have, for a few minutes, on this session only (decision 060).
     */
    async confirmReauth(user: UserRow, sessionId: string, identity: GoogleIdentity): Promise<void> {
      if (!user.googleId || user.googleId !== identity.subject)
        throw new AppError('FORBIDDEN', 'That Google account is not the one linked to this account');
      await sessions.markGoogleReauth(sessionId, clock.now());
    },

    signIn,
  };
}
export type GoogleSignInService = ReturnType<typeof createGoogleSignInService>;
