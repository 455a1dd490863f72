import { LOGIN_REDIRECT_DELAY_MS } from '@shared/constants';

/** After sign-in or sign-up: a full reload into the signed-in app after 100 ms (customer-area §2). */
export function redirectHome(): void {
  window.setTimeout(() => window.location.assign('/'), LOGIN_REDIRECT_DELAY_MS);
}
