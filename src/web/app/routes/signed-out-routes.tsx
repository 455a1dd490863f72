import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PublicLayout } from '../layouts/public-layout';
import { SessionLoadingScreen } from '../session-loading-screen';
import { LinkedInCallbackRoute } from './linkedin-callback-route';
import * as Pages from './lazy-pages';
import { SignInFirst } from './sign-in-first';

// The signed-in screens (besides /dashboard, which is the auth screen itself): signed out, they ask to sign in first.
const SIGNED_IN_ONLY = [
  'brand-voice',
  'brand-voice/new',
  'brand-voices',
  'post-generator',
  'social-generator',
  'post-history',
  'profile',
  'admin',
];

/** Route table, signed-out (customer-area §2). */
export function SignedOutRoutes() {
  return (
    <Routes>
      <Route
        element={
          <Suspense fallback={<SessionLoadingScreen />}>
            <Pages.DataOutlet />
          </Suspense>
        }
      >
        <Route path="linkedin/callback" element={<LinkedInCallbackRoute />} />
      </Route>
      <Route element={<PublicLayout />}>
        {/* The landing page alone needs no data layer: it is the lightest first visit. */}
        <Route index element={<Pages.LandingPage />} />
        <Route element={<Pages.DataOutlet />}>
          <Route path="auth" element={<Pages.AuthPage />} />
          <Route path="login" element={<Pages.AuthPage />} />
          <Route path="register" element={<Pages.AuthPage />} />
          <Route path="dashboard" element={<Pages.AuthPage />} />
          <Route path="forgot-password" element={<Pages.ForgotPasswordPage />} />
          <Route path="reset-password" element={<Pages.ResetPasswordPage />} />
          <Route path="confirm-email" element={<Pages.ConfirmEmailPage />} />
          <Route path="undo-email-change" element={<Pages.UndoEmailChangePage />} />
          <Route path="verify-email" element={<Pages.VerifyEmailPage />} />
          <Route path="sign-in-link" element={<Pages.SignInLinkPage />} />
          <Route path="contact" element={<Pages.ContactPage />} />
          <Route path="terms" element={<Pages.TermsPage />} />
          <Route path="privacy" element={<Pages.PrivacyPage />} />
          <Route path="pricing" element={<Pages.PricingPage />} />
          <Route path="payment-success" element={<Pages.PaymentSuccessPage />} />
          <Route path="subscription-success" element={<Pages.SubscriptionSuccessPage />} />
        </Route>
        {SIGNED_IN_ONLY.map((path) => (
          <Route key={path} path={path} element={<SignInFirst />} />
        ))}
        {/* Any other path shows the landing page. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
