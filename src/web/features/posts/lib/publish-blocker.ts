import { LINKEDIN_MAX_CHARS } from '@shared/schemas/linkedin';
import type { SessionUser } from '@/data/get-current-user';
import { formatNumber } from '@/lib/format';

export const EMAIL_NOT_CONFIRMED_BLOCKER = 'Confirm your e-mail address to publish: open the link we sent you.';

/** Why a post cannot be published right now, in words the button shows beside itself; null when it can. */
export function publishBlocker(
  user: Pick<SessionUser, 'linkedinStatus' | 'linkedinCanPublish' | 'emailVerified'>,
  text: string,
): string | null {
  if (!user.emailVerified) return EMAIL_NOT_CONFIRMED_BLOCKER;
  if (user.linkedinStatus === 'not_connected') return 'Connect LinkedIn in your profile to publish.';
  if (user.linkedinStatus === 'expired') return 'Your LinkedIn connection has expired: reconnect it in your profile.';
  if (!user.linkedinCanPublish)
    return 'Your LinkedIn connection is sign-in only (Limited Permissions): reconnect with full permissions in your profile.';
  const length = [...text].length;
  if (length > LINKEDIN_MAX_CHARS)
    return `LinkedIn allows ${formatNumber(LINKEDIN_MAX_CHARS)} characters; this post has ${formatNumber(length)}.`;
  return null;
}
