import FIRST_SCREENS from './first-screens.json';
import { load, loadDataLayer, signedIn } from './lazy-pages';

/** The signed-in route table and shell, loaded once the session names a user. */
export const loadSignedInArea = () => import('../signed-in-area');

/** Every chunk first-screens.json may name, by that name (the lazy module's file name). */
export const CHUNK_LOADERS: Record<string, () => Promise<unknown>> = {
  'landing-page': load.landing,
  'auth-page': load.auth,
  'forgot-password-page': load.forgotPassword,
  'reset-password-page': load.resetPassword,
  'email-change-page': load.emailChange,
  'contact-page': load.contact,
  'terms-page': load.terms,
  'privacy-page': load.privacy,
  'pricing-page': load.pricing,
  'payment-success-page': load.paymentSuccess,
  'subscription-success-page': load.subscriptionSuccess,
  'dashboard-page': signedIn.dashboard,
  'brand-voice-page': signedIn.brandVoice,
  'brand-voice-wizard-page': signedIn.brandVoiceWizard,
  'brand-voices-page': signedIn.brandVoices,
  'post-generator-page': signedIn.postGenerator,
  'post-history-page': signedIn.postHistory,
  'calendar-page': signedIn.calendar,
  'profile-page': signedIn.profile,
  'admin-page': signedIn.admin,
  'data-provider': loadDataLayer,
  'signed-in-area': loadSignedInArea,
};

type FirstScreen = { signedIn?: string[]; signedOut: string[] };
const PATHS: Record<string, FirstScreen> = FIRST_SCREENS.paths;

/** The chunks a first visit to `pathname` may render, signed in or not (first-screens.json). */
export function firstScreenChunks(pathname: string): string[] {
  const path = pathname.replace(/\/+$/, '');
  if (path === '') return ['landing-page'];
  const screen = PATHS[path];
  return screen ? [...new Set([...(screen.signedIn ?? []), ...screen.signedOut])] : [];
}

/**
 * Starts fetching the first screen while the session is still being resolved
 * (no waterfall). The server's page for the path has listed the same files
 * already and main.tsx has started fetching them, so these imports find them
 * on their way.
 */
export function preloadInitialRoute(pathname: string): void {
  for (const name of firstScreenChunks(pathname)) void CHUNK_LOADERS[name]?.().catch(() => undefined);
}
