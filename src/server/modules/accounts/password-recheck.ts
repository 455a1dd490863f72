import type { UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { AttemptCounter } from '../../lib/attempt-counter';
import { verifyPassword } from './password';

export const MAX_PASSWORD_RECHECKS = 10;
export const PASSWORD_RECHECK_WINDOW_MS = 15 * 60 * 1000;

/** "Please try again in 7 minutes." — the wait a 429 tells the user. */
export function formatWait(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes === 1) return 'a minute';
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? 'an hour' : `${hours} hours`;
}

export function tooManyAttempts(message: string, retryAfterMs: number): AppError {
  return new AppError('RATE_LIMITED', `${message} Please try again in ${formatWait(retryAfterMs)}.`, undefined, {
    retryAfterMs,
  });
}

/**
 * The current-password re-check that guards changing the password or e-mail
 * and deleting the account: limited like sign-in (counted before the hash is
 * verified, so no more than the limit of checks per window however the
 * requests arrive), per user, so a stolen session cannot guess the password.
 */
export function createPasswordRecheck(counter: AttemptCounter) {
  return async function verifyCurrentPassword(
    user: UserRow,
    password: string | undefined,
    field: string,
    label = 'Current password',
  ): Promise<void> {
    if (!user.password)
      throw new AppError(
        'BAD_REQUEST',
        'Your account signs in with Google and has no password yet. Use "Forgot your password?" to set one.',
      );
    const key = `user:${user.id}`;
    const hit = await counter.hit(key);
    if (hit.count > MAX_PASSWORD_RECHECKS)
      throw tooManyAttempts('Too many incorrect password attempts.', hit.retryAfterMs);
    if (!password || !(await verifyPassword(user.password, password))) {
      throw new AppError('BAD_REQUEST', `${label} is incorrect`, { [field]: `${label} is incorrect` });
    }
    await counter.reset(key);
  };
}
export type VerifyCurrentPassword = ReturnType<typeof createPasswordRecheck>;
