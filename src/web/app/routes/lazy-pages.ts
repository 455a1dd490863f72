import { lazy, type ComponentType } from 'react';

// Every screen is its own chunk, so the landing page does not carry the rest.
function lazyPage<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

// Loaders of the signed-out screens, by path, so the first screen's code can be
// fetched while the session is still being resolved.
const load = {
  landing: () => import('@/features/landing/pages/landing-page'),
  auth: () => import('@/features/auth/pages/auth-page'),
  forgotPassword: () => import('@/features/auth/pages/forgot-password-page'),
  resetPassword: () => import('@/features/auth/pages/reset-password-page'),
  contact: () => import('@/features/contact/pages/contact-page'),
  terms: () => import('@/features/legal/pages/terms-page'),
  privacy: () => import('@/features/legal/pages/privacy-page'),
  pricing: () => import('@/features/billing/pages/pricing-page'),
  paymentSuccess: () => import('@/features/billing/pages/payment-success-page'),
  subscriptionSuccess: () => import('@/features/billing/pages/subscription-success-page'),
};

const PRELOAD_BY_PATH: Record<string, () => Promise<unknown>> = {
  '/': load.landing,
  '/auth': load.auth,
  '/login': load.auth,
  '/register': load.auth,
  '/forgot-password': load.forgotPassword,
  '/reset-password': load.resetPassword,
  '/contact': load.contact,
  '/terms': load.terms,
  '/privacy': load.privacy,
  '/pricing': load.pricing,
  '/payment-success': load.paymentSuccess,
  '/subscription-success': load.subscriptionSuccess,
};

/** Starts fetching the first screen while the session is still being resolved. */
export function preloadInitialRoute(pathname: string): void {
  void PRELOAD_BY_PATH[pathname.replace(/\/+$/, '') || '/']?.().catch(() => undefined);
}

// Signed-out area.
export const LandingPage = lazyPage(load.landing, 'LandingPage');
export const AuthPage = lazyPage(load.auth, 'AuthPage');
export const ForgotPasswordPage = lazyPage(load.forgotPassword, 'ForgotPasswordPage');
export const ResetPasswordPage = lazyPage(load.resetPassword, 'ResetPasswordPage');
export const ContactPage = lazyPage(load.contact, 'ContactPage');
export const TermsPage = lazyPage(load.terms, 'TermsPage');
export const PrivacyPage = lazyPage(load.privacy, 'PrivacyPage');
export const PricingPage = lazyPage(load.pricing, 'PricingPage');
export const PaymentSuccessPage = lazyPage(load.paymentSuccess, 'PaymentSuccessPage');
export const SubscriptionSuccessPage = lazyPage(load.subscriptionSuccess, 'SubscriptionSuccessPage');

// Signed-in area.
export const DashboardPage = lazyPage(() => import('@/features/dashboard/pages/dashboard-page'), 'DashboardPage');
export const BrandVoicePage = lazyPage(() => import('@/features/brand-voices/pages/brand-voice-page'), 'BrandVoicePage');
export const BrandVoiceWizardPage = lazyPage(() => import('@/features/brand-voices/pages/brand-voice-wizard-page'), 'BrandVoiceWizardPage');
export const BrandVoicesPage = lazyPage(() => import('@/features/brand-voices/pages/brand-voices-page'), 'BrandVoicesPage');
export const PostGeneratorPage = lazyPage(() => import('@/features/posts/pages/post-generator-page'), 'PostGeneratorPage');
export const PostHistoryPage = lazyPage(() => import('@/features/posts/pages/post-history-page'), 'PostHistoryPage');
export const ProfilePage = lazyPage(() => import('@/features/profile/pages/profile-page'), 'ProfilePage');
// Both areas: LinkedIn may hand back a browser whose session ended meanwhile.
export const LinkedInCallbackPage = lazyPage(() => import('@/features/profile/pages/linkedin-callback-page'), 'LinkedInCallbackPage');
export const AdminPage = lazyPage(() => import('@/features/admin/pages/admin-page'), 'AdminPage');
