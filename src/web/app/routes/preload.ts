import { load, loadDataLayer, signedIn } from './lazy-pages';

/** The signed-in route table and shell, loaded once the session names a user. */
export const loadSignedInArea = () => import('../signed-in-area');

// What a first visit to each path will need, fetched at once and in parallel
// with GET /api/auth/me (no waterfall). A path of the signed-in area also
// fetches the sign-in screen, which is what a signed-out visitor gets there.
const PRELOAD_BY_PATH: Record<string, (() => Promise<unknown>)[]> = {
  '/': [load.landing],
  '/auth': [load.auth, loadDataLayer],
  '/login': [load.auth, loadDataLayer],
  '/register': [load.auth, loadDataLayer],
  '/forgot-password': [load.forgotPassword, loadDataLayer],
  '/reset-password': [load.resetPassword, loadDataLayer],
  '/confirm-email': [load.emailChange, loadDataLayer],
  '/undo-email-change': [load.emailChange, loadDataLayer],
  '/contact': [load.contact, loadDataLayer],
  '/terms': [load.terms, loadDataLayer],
  '/privacy': [load.privacy, loadDataLayer],
  '/pricing': [load.pricing, loadDataLayer],
  '/payment-success': [load.paymentSuccess, loadDataLayer],
  '/subscription-success': [load.subscriptionSuccess, loadDataLayer],
  '/dashboard': [signedIn.dashboard, loadSignedInArea, loadDataLayer, load.auth],
  '/brand-voice': [signedIn.brandVoice, loadSignedInArea, loadDataLayer, load.auth],
  '/brand-voice/new': [signedIn.brandVoiceWizard, loadSignedInArea, loadDataLayer, load.auth],
  '/brand-voices': [signedIn.brandVoices, loadSignedInArea, loadDataLayer, load.auth],
  '/post-generator': [signedIn.postGenerator, loadSignedInArea, loadDataLayer, load.auth],
  '/social-generator': [signedIn.postGenerator, loadSignedInArea, loadDataLayer, load.auth],
  '/post-history': [signedIn.postHistory, loadSignedInArea, loadDataLayer, load.auth],
  '/profile': [signedIn.profile, loadSignedInArea, loadDataLayer, load.auth],
  '/admin': [signedIn.admin, loadSignedInArea, loadDataLayer, load.auth],
};

/** Starts fetching the first screen while the session is still being resolved. */
export function preloadInitialRoute(pathname: string): void {
  for (const preload of PRELOAD_BY_PATH[pathname.replace(/\/+$/, '') || '/'] ?? []) void preload().catch(() => undefined);
}
