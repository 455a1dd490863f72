import { TIERS } from '../constants';
import { emailSchema, newPasswordSchema, optionalText, z } from './common';
import { LINKEDIN_STATUSES, linkedinCompanyPageSchema } from './linkedin';

// Accounts (customer-area §5 and §7, DECISIONS.md "Accounts").

const fullNameSchema = z
  .string()
  .trim()
  .min(1, 'Full name is required')
  .max(100, 'Full name must be at most 100 characters');

/** An optional URL typed into a form: empty means "none"; a bare domain gets https://. */
export const optionalUrlSchema = (label: string) =>
  z
    .string()
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .optional()
    .transform((v) => (v ? (/^https?:\/\//i.test(v) ? v : `https://${v}`) : undefined))
    .refine((v) => v === undefined || isHttpUrl(v), `${label} must be a valid URL`);

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const loginSchema = z.object({
  email: emailSchema(),
  password: z.string().min(1, 'Password is required').max(1024, 'Password is too long'),
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema(),
  password: newPasswordSchema(),
  professionalTitle: optionalText(100, 'Professional title'),
  linkedinProfile: optionalUrlSchema('LinkedIn profile'),
});
export type RegisterInput = z.input<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema() });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z.string().min(1, 'Reset token is required').max(200, 'Invalid reset token'),
  password: newPasswordSchema(),
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The reset screen's form: the server's fields plus a confirmation that never leaves the browser. */
export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: z.string().min(1, 'Please confirm your new password') })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required').max(1024, 'Password is too long'),
    newPassword: newPasswordSchema('New password must be at least 8 characters'),
    confirmPassword: z.string().min(1, 'Please confirm your new password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** Profile edit: every field optional (customer-area §5). */
export const updateProfileSchema = z.object({
  fullName: fullNameSchema.optional(),
  email: emailSchema().optional(),
  linkedinProfile: optionalUrlSchema('LinkedIn profile').or(z.literal('').transform(() => undefined)),
  professionalTitle: optionalText(100, 'Professional title'),
  /** Required to change the e-mail (which then waits for the link sent to the new address). */
  currentPassword: z.string().max(1024, 'Password is too long').optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** Delete Account asks for the password, or the word DELETE for Google-only accounts. */
export const deleteAccountSchema = z.object({
  password: z.string().max(1024, 'Password is too long').optional(),
  confirmation: z.string().trim().optional(),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

// The Delete Account dialog's two forms (client-side checks; the server decides which one applies).
export const DELETE_CONFIRMATION_WORD = 'DELETE';
export const deleteAccountWithPasswordSchema = z.object({
  password: z.string().min(1, 'Password is required').max(1024, 'Password is too long'),
});
export const deleteAccountWithConfirmationSchema = z.object({
  confirmation: z
    .string()
    .trim()
    .refine((v) => v === DELETE_CONFIRMATION_WORD, `Type ${DELETE_CONFIRMATION_WORD} to confirm`),
});

/** The user as the browser sees it: no hash, no tokens, no client secret. */
export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  professionalTitle: z.string().nullable(),
  linkedinProfile: z.string().nullable(),
  profileImage: z.string().nullable(),
  createdAt: z.string(),
  role: z.enum(['user', 'admin']),
  credits: z.number().int(),
  subscriptionTier: z.enum(TIERS),
  subscriptionStatus: z.string(),
  hasPassword: z.boolean(),
  googleLinked: z.boolean(),
  /** Connected with a token that has not expired (an expired token counts as disconnected). */
  linkedinConnected: z.boolean(),
  linkedinTokenExpiresAt: z.string().nullable(),
  /** `expiring`: connected, within 7 days of expiry (the UI asks to reconnect). */
  linkedinStatus: z.enum(LINKEDIN_STATUSES),
  /** Connected with the posting scope (not Limited Permissions). */
  linkedinCanPublish: z.boolean(),
  directPostingEnabled: z.boolean(),
  /** The user stored their own LinkedIn app (Client ID, Client Secret, Redirect URI); the secret never leaves the server. */
  hasLinkedinCredentials: z.boolean(),
  linkedinClientId: z.string().nullable(),
  linkedinRedirectUri: z.string().nullable(),
  /** Company pages the member administers and may post as (empty unless connected with the page scopes; decision 123). */
  linkedinCompanyPages: z.array(linkedinCompanyPageSchema),
  /** Where a post goes unless the user picks another: "member" or one of linkedinCompanyPages' URNs. */
  linkedinDefaultTarget: z.string(),
  /** The address is confirmed (link, or a provider that vouches for it); buying and publishing wait for it. */
  emailVerified: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email, you will receive a password reset link shortly.';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
export const SUSPENDED_MESSAGE = 'Your account has been suspended. Please contact support.';
export const INVALID_RESET_TOKEN_MESSAGE =
  'This reset link is invalid or has expired. Please request a new password reset.';
export const GOOGLE_ERRORS = ['google_not_configured', 'google_failed', 'account_suspended'] as const;
/** What /api/auth/apple/callback sends back in ?error= (besides account_suspended). */
export const APPLE_ERRORS = ['apple_not_configured', 'apple_failed'] as const;

/** GET /api/auth/providers: the sign-in providers this server has configured, so the page offers only those. */
export const authProvidersSchema = z.object({ google: z.boolean(), apple: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/** The links of an e-mail change: confirm (sent to the new address) and undo (sent to the old one). */
/** A locked account's answer from an address without recent failures, right password or wrong (decision 092). */
export const SIGN_IN_LINK_SENT_MESSAGE =
  'We sent you a sign-in link. This account had too many failed sign-in attempts: if your password was right, the link in your inbox signs you in (once, within 15 minutes).';
export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;
export const INVALID_SIGN_IN_LINK_MESSAGE =
  'This sign-in link is invalid, already used or expired. Sign in with your password, or wait and try again.';

/** POST /api/auth/verify-email: the token of the confirmation link, sent only when the page's button is pressed. */
export const verifyEmailSchema = z.object({
  token: z.string().min(1, 'The link is incomplete').max(200, 'This link is invalid or has expired.'),
});
/** POST /api/auth/sign-in-link: the token of a locked account's e-mailed sign-in link. */
export const signInLinkSchema = z.object({
  token: z.string().min(1, 'The link is incomplete').max(200, 'This link is invalid or has expired.'),
});
export const VERIFY_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;
export const EMAIL_NOT_VERIFIED_MESSAGE = 'Confirm your e-mail address first: open the link we sent you.';
export const VERIFICATION_SENT_MESSAGE = 'We sent a new confirmation link to your e-mail address.';
export const INVALID_VERIFICATION_LINK_MESSAGE =
  'This confirmation link is invalid or has expired. Send a new one from your account.';

export const emailChangeTokenSchema = z.object({
  token: z.string().min(1, 'The link is incomplete').max(200, 'This link is invalid or has expired.'),
});
export const GOOGLE_REAUTH_REQUIRED_MESSAGE =
  'Your account signs in with Google: confirm with Google first, then save the new e-mail within 10 minutes.';
export const GOOGLE_REAUTH_MISMATCH = 'google_reauth_mismatch';
export const EMAIL_CHANGE_REQUESTED_MESSAGE =
  'We sent a confirmation link to your new address. Your e-mail changes when you open it.';
