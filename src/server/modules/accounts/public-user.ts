import type { PublicUser } from '@shared/schemas/auth';
import type { UserRow } from '../../db/schema';

/** The only shape of a user that leaves the server: no hash, no tokens, no client secret. */
export function toPublicUser(user: UserRow): PublicUser {
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
    linkedinConnected: user.linkedinAccessToken !== null,
    linkedinTokenExpiresAt: user.linkedinTokenExpiry?.toISOString() ?? null,
    directPostingEnabled: user.directPostingEnabled,
    linkedinClientId: user.linkedinClientId,
    linkedinRedirectUri: user.linkedinRedirectUri,
    hasLinkedinClientSecret: user.linkedinClientSecret !== null,
  };
}
