import type { PublicUser } from '@shared/schemas/auth';
import {
  LINKEDIN_POSTING_SCOPE,
  companyPagesOf,
  defaultTargetOf,
  isLinkedInConnected,
  linkedinStatusOf,
} from '@shared/schemas/linkedin';
import type { UserRow } from '../../db/schema';

/**
 * The only shape of a user that leaves the server: no hash, no tokens, no
 * client secret. `now` (the injected clock) decides whether the LinkedIn token
 * has expired.
 */
export function toPublicUser(user: UserRow, now: Date = new Date()): PublicUser {
  const linkedinStatus = linkedinStatusOf({
    hasToken: user.linkedinAccessToken !== null,
    expiresAt: user.linkedinTokenExpiry,
    now,
  });
  const linkedinConnected = isLinkedInConnected(linkedinStatus);
  const pages = linkedinConnected ? companyPagesOf(user.linkedinCompanyPages) : [];
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    professionalTitle: user.professionalTitle,
    linkedinProfile: user.linkedinProfile,
    profileImage: user.profileImage,
    createdAt: user.createdAt.toISOString(),
    role: user.role === 'admin' ? 'admin' : 'user',
    credits: user.credits,
    subscriptionTier: user.subscriptionTier,
    subscriptionStatus: user.subscriptionStatus,
    hasPassword: user.password !== null,
    googleLinked: user.googleId !== null,
    linkedinConnected,
    linkedinTokenExpiresAt: user.linkedinTokenExpiry?.toISOString() ?? null,
    linkedinStatus,
    linkedinCanPublish: linkedinConnected && (user.linkedinScopes ?? []).includes(LINKEDIN_POSTING_SCOPE),
    directPostingEnabled: user.directPostingEnabled,
    hasLinkedinCredentials: user.linkedinClientId !== null && user.linkedinClientSecret !== null,
    linkedinClientId: user.linkedinClientId,
    linkedinRedirectUri: user.linkedinRedirectUri,
    linkedinCompanyPages: pages,
    linkedinDefaultTarget: defaultTargetOf(pages, user.selectedPostTargetUrn),
    emailVerified: user.emailVerifiedAt !== null,
  };
}
