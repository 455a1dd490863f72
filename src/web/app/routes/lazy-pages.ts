import { lazy, type ComponentType } from 'react';

// Every screen is its own chunk, so the landing page does not carry the rest.
function lazyPage<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

// Loaders of the signed-out screens (routes/preload.ts fetches the first one early).
export const load = {
  landing: () => import('@/features/landing/pages/landing-page'),
  auth: () => import('@/features/auth/pages/auth-page'),
  forgotPassword: () => import('@/features/auth/pages/forgot-password-page'),
  resetPassword: () => import('@/features/auth/pages/reset-password-page'),
  emailChange: () => import('@/features/auth/pages/email-change-page'),
  contact: () => import('@/features/contact/pages/contact-page'),
  terms: () => import('@/features/legal/pages/terms-page'),
  privacy: () => import('@/features/legal/pages/privacy-page'),
  pricing: () => import('@/features/billing/pages/pricing-page'),
  paymentSuccess: () => import('@/features/billing/pages/payment-success-page'),
  subscriptionSuccess: () => import('@/features/billing/pages/subscription-success-page'),
};

/** The e-mailed link of a top-up the bank held back (signed-in only). */
const completeTopUp = () => import('@/features/billing/pages/complete-top-up-page');

/** The data layer (TanStack Query, API schemas, tooltips): every screen but the landing page uses it. */
export const loadDataLayer = () => import('../data-provider');

// Loaders of the signed-in screens.
export const signedIn = {
  dashboard: () => import('@/features/dashboard/pages/dashboard-page'),
  brandVoice: () => import('@/features/brand-voices/pages/brand-voice-page'),
  brandVoiceWizard: () => import('@/features/brand-voices/pages/brand-voice-wizard-page'),
  brandVoices: () => import('@/features/brand-voices/pages/brand-voices-page'),
  voiceWriting: () => import('@/features/brand-voices/samples/voice-writing-page'),
  postGenerator: () => import('@/features/posts/pages/post-generator-page'),
  postHistory: () => import('@/features/posts/pages/post-history-page'),
  profile: () => import('@/features/profile/pages/profile-page'),
  calendar: () => import('@/features/calendar/pages/calendar-page'),
  admin: () => import('@/features/admin/pages/admin-page'),
};

// Signed-out area.
export const LandingPage = lazyPage(load.landing, 'LandingPage');
export const AuthPage = lazyPage(load.auth, 'AuthPage');
export const ForgotPasswordPage = lazyPage(load.forgotPassword, 'ForgotPasswordPage');
export const ResetPasswordPage = lazyPage(load.resetPassword, 'ResetPasswordPage');
export const ConfirmEmailPage = lazyPage(load.emailChange, 'ConfirmEmailPage');
export const UndoEmailChangePage = lazyPage(load.emailChange, 'UndoEmailChangePage');
export const VerifyEmailPage = lazyPage(load.emailChange, 'VerifyEmailPage');
export const SignInLinkPage = lazyPage(load.emailChange, 'SignInLinkPage');
export const ContactPage = lazyPage(load.contact, 'ContactPage');
export const TermsPage = lazyPage(load.terms, 'TermsPage');
export const PrivacyPage = lazyPage(load.privacy, 'PrivacyPage');
export const PricingPage = lazyPage(load.pricing, 'PricingPage');
export const PaymentSuccessPage = lazyPage(load.paymentSuccess, 'PaymentSuccessPage');
export const SubscriptionSuccessPage = lazyPage(load.subscriptionSuccess, 'SubscriptionSuccessPage');
export const CompleteTopUpPage = lazyPage(completeTopUp, 'CompleteTopUpPage');

// Signed-in area.
export const DashboardPage = lazyPage(signedIn.dashboard, 'DashboardPage');
export const BrandVoicePage = lazyPage(signedIn.brandVoice, 'BrandVoicePage');
export const BrandVoiceWizardPage = lazyPage(signedIn.brandVoiceWizard, 'BrandVoiceWizardPage');
export const BrandVoicesPage = lazyPage(signedIn.brandVoices, 'BrandVoicesPage');
export const VoiceWritingPage = lazyPage(signedIn.voiceWriting, 'VoiceWritingPage');
export const PostGeneratorPage = lazyPage(signedIn.postGenerator, 'PostGeneratorPage');
export const PostHistoryPage = lazyPage(signedIn.postHistory, 'PostHistoryPage');
export const ProfilePage = lazyPage(signedIn.profile, 'ProfilePage');
export const CalendarPage = lazyPage(signedIn.calendar, 'CalendarPage');
// Both areas: LinkedIn may hand back a browser whose session ended meanwhile.
export const LinkedInCallbackPage = lazyPage(
  () => import('@/features/profile/pages/linkedin-callback-page'),
  'LinkedInCallbackPage',
);
export const AdminPage = lazyPage(signedIn.admin, 'AdminPage');

/** The data layer as a route layout (see app/data-provider.tsx). */
export const DataOutlet = lazyPage(loadDataLayer, 'DataOutlet');
