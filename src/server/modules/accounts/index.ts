// What other modules may use of accounts (eslint.config.js: a module's one entry): the user as the API
// shows it, and the rate-limited current-password check that guards destructive account actions.
export { toPublicUser } from './public-user';
export type { VerifyCurrentPassword } from './password-recheck';
// Buying and publishing refuse an address that is not confirmed yet (decision 091).
export { requireVerifiedEmail } from './email-verification.service';
// The account changes an administrator makes (tier, role, suspension) are written by accounts.
export type { AccountsService, AdminAccountChange } from './accounts.service';
