import { LOGIN_REDIRECT_DELAY_MS } from '@shared/constants';
import { takeReturnTo } from '@/lib/return-to';

/**
 * After sign-in or sign-up: a full reload into the signed-in app after 100 ms
 * (customer-area §2) — at the page the visitor was on their way to (a plan
 * picked on the pricing page, read when the form was sent), else the dashboard.
 * The target is read at submit because the signed-in area, which mounts as
 * soon as the session is known, may already have taken the remembered path.
 */
export function redirectHome(target: string | null): void {
  takeReturnTo();
  window.setTimeout(() => window.location.assign(target ?? '/'), LOGIN_REDIRECT_DELAY_MS);
}
