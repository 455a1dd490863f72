import type { Database } from '../../db/client';
import type { AppleIdentity } from '../../integrations/apple-oauth';
import type { Clock } from '../../lib/clock';
import type { AccountsService } from './accounts.service';
import { createProviderSignIn } from './provider-sign-in';

/**
 * The same rules as Google sign-in (provider-sign-in.ts). A "Hide my e-mail" relay address is an address like any
 * other: it is the account's e-mail, and Apple forwards our mail to the person.
 */
export function createAppleSignInService(deps: { db: Database; accounts: AccountsService; clock: Clock }) {
  const signIn = createProviderSignIn<AppleIdentity>(deps, {
    name: 'Apple',
    column: 'appleId',
    linkedElsewhere: 'This account is linked to another Apple ID',
    // The name comes once, with the first authorization; a relay address's local part is no name.
    fallbackName: (identity) => (identity.isPrivateEmail ? 'Apple user' : identity.email.split('@')[0]!),
  });
  return { signIn };
}
export type AppleSignInService = ReturnType<typeof createAppleSignInService>;
